import type { ReactNode } from 'react';
import { PageMeta } from '../seo';

/** Shared frame of the 404 and 403 pages: a big code, a title, a text and actions. */
export function ErrorScreen({
  code,
  title,
  text,
  children,
}: {
  code: string;
  title: string;
  text: string;
  children?: ReactNode;
}) {
  return (
    <section className="container-page flex flex-col items-center py-20 text-center sm:py-28">
      <p
        aria-hidden="true"
        className="bg-gradient-to-b from-brand-500 to-brand-700 bg-clip-text text-8xl font-bold text-transparent sm:text-9xl"
      >
        {code}
      </p>
      <PageMeta title={title} description={text} robots="noindex" />
      <h1 className="mt-4 text-2xl font-bold sm:text-3xl">{title}</h1>
      <p className="mt-3 max-w-xl text-gray-600">{text}</p>
      {children ? <div className="mt-8 flex flex-wrap justify-center gap-3">{children}</div> : null}
    </section>
  );
}
