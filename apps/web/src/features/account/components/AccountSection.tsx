import type { ReactNode } from 'react';

/** An account page's card: its heading (which names the section) and a line about it. */
export function AccountSection({
  id,
  title,
  text,
  children,
}: {
  id: string;
  title: string;
  text: string;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className="rounded-2xl border border-gray-100 bg-white p-6 shadow-sm">
      <h2 id={id} className="text-xl font-bold">
        {title}
      </h2>
      <p className="mt-1 mb-6 text-sm text-gray-600">{text}</p>
      {children}
    </section>
  );
}
