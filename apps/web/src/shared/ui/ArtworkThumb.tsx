/**
 * A buyer's logo artwork beside its line: the preview drawn by the server (read with the buyer's
 * token, which a plain <img> would not carry) and where it goes; a click opens the file itself.
 */
import { useQuery } from '@tanstack/react-query';
import type { LineArtwork } from '@shop/contract';
import { fetchPrivateFile, openPrivateFile, type FileSession } from '../api/private-files';
import { useTranslation } from '../i18n/useTranslation';
import { queryKeys } from '../query/keys';

/** A data: URL of the blob (the page's content policy allows data: pictures, not blob: ones). */
function dataUrlOf(blob: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('unreadable preview'));
    reader.readAsDataURL(blob);
  });
}

/** The artwork's preview as a picture URL, once read. */
function usePreviewUrl(id: number, enabled: boolean, reader: FileSession): string | null {
  const query = useQuery({
    queryKey: queryKeys.account.artworkPreview(id, reader),
    queryFn: async () => dataUrlOf(await fetchPrivateFile(`artworks/${id}/preview`, reader)),
    enabled,
    staleTime: Infinity,
  });
  return query.data ?? null;
}

/** Opens the artwork as uploaded in a new tab (a file that cannot be read leaves the page as it is). */
const openArtwork = (id: number, reader: FileSession) =>
  openPrivateFile(`artworks/${id}`, reader).catch(() => undefined);

export function ArtworkThumb({
  artwork,
  reader = 'customer',
}: {
  artwork: Pick<LineArtwork, 'id' | 'has_preview'> & Partial<LineArtwork>;
  /** Staff reading a bill from the dashboard read the file with their own session. */
  reader?: FileSession;
}) {
  const { t } = useTranslation();
  const url = usePreviewUrl(artwork.id, artwork.has_preview, reader);
  return (
    <span className="inline-flex items-center gap-2 text-sm text-gray-700" data-testid="artwork">
      <button
        type="button"
        onClick={() => void openArtwork(artwork.id, reader)}
        className="inline-flex size-12 shrink-0 items-center justify-center overflow-hidden rounded-md border border-gray-200 bg-white"
        aria-label={t('common.artwork.open')}
      >
        {url ? (
          <img src={url} alt={t('common.artwork.preview')} className="max-h-full max-w-full object-contain" />
        ) : (
          <span className="text-[10px] font-bold text-gray-500">{artwork.has_preview ? '…' : 'PDF'}</span>
        )}
      </button>
      {artwork.placement ? (
        <span>
          {t('common.artwork.label')} {t(`common.artwork.placement.${artwork.placement}`)}
        </span>
      ) : null}
    </span>
  );
}
