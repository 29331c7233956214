/** A buyer's logo beside a quote or order line: its preview (a link to the file as uploaded) and where it goes. */
import { Box, Link, Stack, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { ADMIN_API_PREFIX, type LineArtwork } from '@shop/contract';

export function ArtworkPreview({ artwork }: { artwork: LineArtwork }) {
  const translate = useTranslate();
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mt: 0.5 }} data-testid="line-artwork">
      <Link
        href={`${ADMIN_API_PREFIX}/artworks/${artwork.id}`}
        target="_blank"
        rel="noopener"
        aria-label={translate('shared.artwork.open')}
        sx={{
          width: 56,
          height: 56,
          display: 'inline-flex',
          alignItems: 'center',
          justifyContent: 'center',
          border: 1,
          borderColor: 'divider',
          borderRadius: 1,
          bgcolor: 'background.paper',
          overflow: 'hidden',
        }}
      >
        {artwork.has_preview ? (
          <Box
            component="img"
            src={`${ADMIN_API_PREFIX}/artworks/${artwork.id}/preview`}
            alt={translate('shared.artwork.preview')}
            sx={{ maxWidth: '100%', maxHeight: '100%', objectFit: 'contain' }}
          />
        ) : (
          <Typography variant="caption">{translate('shared.artwork.pdf')}</Typography>
        )}
      </Link>
      <Typography variant="body2">
        {translate('shared.artwork.label')}: {translate(`shared.artwork.placements.${artwork.placement}`)}
      </Typography>
    </Stack>
  );
}
