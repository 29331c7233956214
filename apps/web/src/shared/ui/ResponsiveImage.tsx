/**
 * An image from the API with its srcset (so phones download the small file), always with width and
 * height so it never shifts the layout. The srcset rule (which widths exist and how their URLs are
 * named) is @shop/contract's `srcSetOf`, the one the server's preload hints use too. Nothing is
 * drawn for an empty `src`.
 */
import type { ImgHTMLAttributes } from 'react';
import { MEDIA_WIDTHS, srcSetOf } from '@shop/contract';

interface Props extends Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'width' | 'height'> {
  src: string;
  alt: string;
  width: number;
  height: number;
  /** Largest width rendered, e.g. '(min-width: 1024px) 33vw, 100vw'. */
  sizes?: string;
  widths?: readonly number[];
  /** Above-the-fold images load eagerly with high priority. */
  priority?: boolean;
}

export function ResponsiveImage({
  src,
  alt,
  width,
  height,
  sizes = '100vw',
  widths = MEDIA_WIDTHS,
  priority,
  ...rest
}: Props) {
  // A record saved without an image (the dashboard allows it): no element rather than an image
  // with no file, whose box would show empty or broken; the image's container keeps its place.
  if (!src) return null;
  return (
    <img
      src={src}
      srcSet={srcSetOf(src, widths)}
      sizes={sizes}
      alt={alt}
      width={width}
      height={height}
      loading={priority ? 'eager' : 'lazy'}
      decoding="async"
      {...(priority ? { fetchPriority: 'high' as const } : {})}
      {...rest}
    />
  );
}
