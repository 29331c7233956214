import type { Lang } from '../../shared/lib/lang';

/** Small flags for the language toggle: Saudi Arabia for Arabic, the United Kingdom for English. */
export function Flag({ lang, className = 'h-4 w-6' }: { lang: Lang; className?: string }) {
  if (lang === 'ar') {
    return (
      <svg viewBox="0 0 24 16" className={`${className} rounded-sm`} aria-hidden="true" focusable="false">
        <rect width="24" height="16" fill="#006c35" />
        <path
          d="M6 6.2c1.2-.9 2.4.6 3.6-.2s2.4.4 3.6-.3 2.4.5 3.6-.2 1.2.3 1.8 0"
          stroke="#fff"
          strokeWidth="1"
          fill="none"
        />
        <path d="M6.5 10.5h10.5l1-0.8" stroke="#fff" strokeWidth="0.9" fill="none" strokeLinecap="round" />
      </svg>
    );
  }
  return (
    <svg viewBox="0 0 60 40" className={`${className} rounded-sm`} aria-hidden="true" focusable="false">
      <rect width="60" height="40" fill="#012169" />
      <path d="M0 0l60 40M60 0L0 40" stroke="#fff" strokeWidth="8" />
      <path d="M0 0l60 40M60 0L0 40" stroke="#c8102e" strokeWidth="3" />
      <path d="M30 0v40M0 20h60" stroke="#fff" strokeWidth="12" />
      <path d="M30 0v40M0 20h60" stroke="#c8102e" strokeWidth="7" />
    </svg>
  );
}
