/**
 * Simple line glyphs for the social networks (lucide ships no brand marks). Drawn in the
 * same 24-unit, 2-px stroke style as the lucide icons around them.
 */
export type Network = 'facebook' | 'google' | 'twitter' | 'vimeo' | 'instagram';

const PATHS: Record<Network, string> = {
  // A rounded square, the lens and the flash.
  instagram:
    'M7 3h10a4 4 0 0 1 4 4v10a4 4 0 0 1-4 4H7a4 4 0 0 1-4-4V7a4 4 0 0 1 4-4zM12 8.5a3.5 3.5 0 1 0 0 7 3.5 3.5 0 0 0 0-7zM17.3 6.7h.01',
  facebook: 'M15 3h-2.5A3.5 3.5 0 0 0 9 6.5V10H6.5v3.5H9V21h3.5v-7.5H15l.5-3.5h-3V7a1 1 0 0 1 1-1H15z',
  google:
    'M20.5 12.2c0-.6-.1-1.2-.2-1.7H12v3.3h4.8a4.5 4.5 0 0 1-1.9 2.8A6 6 0 1 1 16 7.7l2.4-2.4A9.3 9.3 0 1 0 20.5 12.2z',
  twitter: 'M4 4l16 16M20 4L4 20M4 4h4l12 16h-4z',
  vimeo:
    'M3 8.5l1 1.3c1-.7 1.6-1.1 1.9-.6.8 1.4 2 6.9 3.4 8.7 1.4 1.7 3.3.4 5-1.9C16.3 13.6 21 8.7 21 6c0-2.4-2.3-2.6-4.2-1.4-1.1.7-1.8 2-2.2 3.3 1.3-.7 2.8-.4 2.1 1.5-.7 1.8-2.2 4-3 4.3-.8.2-1.6-5.5-2.3-7.3C10.6 4.1 8.3 5.4 6.4 7 5.4 7.7 4.1 8 3 8.5z',
};

export function SocialIcon({ network, className = 'size-5' }: { network: Network; className?: string }) {
  return (
    <svg
      viewBox="0 0 24 24"
      className={className}
      fill="none"
      stroke="currentColor"
      strokeWidth={1.8}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      <path d={PATHS[network]} />
    </svg>
  );
}
