/** A record's image, small, in a list row (slides, blog posts, vision items); nothing when it has none. */
import { Box } from '@mui/material';

export interface ThumbnailProps {
  src: unknown;
  /** Width in px; the height follows `aspect` (width / height, 16:9 unless told). */
  width?: number;
  aspect?: number;
}

export function Thumbnail({ src, width = 96, aspect = 16 / 9 }: ThumbnailProps) {
  if (typeof src !== 'string' || src === '') return null;
  return (
    <Box
      component="img"
      src={src}
      alt=""
      loading="lazy"
      sx={{
        width,
        height: Math.round(width / aspect),
        objectFit: 'cover',
        borderRadius: 1,
        display: 'block',
        bgcolor: 'action.hover',
      }}
    />
  );
}
