/**
 * Media from the API comes as `/media/{key}-640.webp`; the server also keeps 320 and 1280 (and 1920 for
 * banners). This builds the srcset so phones download the small file, and always sets width and height
 * so images never shift the layout.
 */
import type { ImgHTMLAttributes } from 'react';

const WIDTH_PATTERN = /-640\.webp$/;

export function srcSetOf(src: string, widths: number[] = [320, 640, 1280]): string | undefined {
  if (!WIDTH_PATTERN.test(src)) return undefined;
  return widths.map((w) => `${src.replace(WIDTH_PATTERN, `-${w}.webp`)} ${w}w`).join(', ');
}

interface Props extends Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'width' | 'height'> {
  src: string;
  alt: string;
  width: number;
  height: number;
  /** Largest width rendered, e.g. '(min-width: 1024px) 33vw, 100vw'. */
  sizes?: string;
  widths?: number[];
  /** Above-the-fold images load eagerly with high priority. */
  priority?: boolean;
}

export function ResponsiveImage({
  src,
  alt,
  width,
  height,
  sizes = '100vw',
  widths,
  priority,
  ...rest
}: Props) {
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
