/**
 * Where a product's picture goes when it was saved without one (the dashboard allows it): a
 * neutral tile of the picture's size with a garment drawn in it, instead of an image with no file.
 */
import { Shirt } from 'lucide-react';

/** `label` names it where the picture was the only name of a link (the image's alt text). */
export function NoImage({ className = '', label }: { className?: string; label?: string }) {
  return (
    <span
      className={`grid place-items-center bg-gray-100 text-gray-400 ${className}`}
      data-testid="no-image"
      {...(label ? { role: 'img', 'aria-label': label } : { 'aria-hidden': true })}
    >
      <Shirt className="size-1/2 max-h-16 max-w-16" strokeWidth={1.5} />
    </span>
  );
}
