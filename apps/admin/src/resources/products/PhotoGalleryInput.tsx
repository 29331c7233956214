/**
 * The product's gallery: several photos picked at once are uploaded one after the other (kind
 * `product`) and added at the end; each photo can move up or down or be removed with its own
 * buttons, so the order is set from the keyboard as well as with a pointer. The value is the
 * photos' URLs in display order, as the API takes them.
 */
import { useRef, useState, type ChangeEvent } from 'react';
import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import DeleteIcon from '@mui/icons-material/Delete';
import {
  Box,
  Button,
  CircularProgress,
  FormHelperText,
  IconButton,
  List,
  ListItem,
  Typography,
} from '@mui/material';
import { FieldTitle, useInput, useTranslate } from 'react-admin';
import { useFormContext } from 'react-hook-form';
import { useShopDataProvider } from '../../shared/useShopDataProvider';

/** Keys that stay with a photo when it moves (a URL listed twice gets its occurrence number). */
function photoKeys(photos: string[]): string[] {
  const seen = new Map<string, number>();
  return photos.map((url) => {
    const n = seen.get(url) ?? 0;
    seen.set(url, n + 1);
    return `${url}#${n}`;
  });
}

/** The message of one photo, or of the list, from a field error that may be either. */
function messageAt(error: unknown, index?: number): string | undefined {
  const at = index === undefined ? error : Array.isArray(error) ? error[index] : undefined;
  const message = (at as { message?: unknown } | undefined)?.message;
  return typeof message === 'string' && message ? message : undefined;
}

export function PhotoGalleryInput({ source }: { source: string }) {
  const translate = useTranslate();
  const dataProvider = useShopDataProvider();
  const { getValues } = useFormContext();
  const { field, fieldState, id } = useInput({ source, defaultValue: [] });
  const photos: string[] = Array.isArray(field.value) ? field.value : [];
  const keys = photoKeys(photos);
  const fileInput = useRef<HTMLInputElement>(null);
  const list = useRef<HTMLUListElement>(null);
  const [progress, setProgress] = useState<{ done: number; total: number } | null>(null);
  const [failures, setFailures] = useState<string[]>([]);

  const upload = async (event: ChangeEvent<HTMLInputElement>) => {
    const files = Array.from(event.target.files ?? []);
    // The same files may be picked again after a refusal.
    event.target.value = '';
    if (files.length === 0) return;
    setFailures([]);
    const added: string[] = [];
    const failed: string[] = [];
    for (const [index, file] of files.entries()) {
      setProgress({ done: index + 1, total: files.length });
      try {
        added.push((await dataProvider.uploadImage('product', file)).data.url);
      } catch (failure) {
        const reason = translate((failure as Error)?.message || 'ra.notification.http_error');
        failed.push(translate('resources.products.photos.failed', { file: file.name, reason }));
      }
    }
    setProgress(null);
    setFailures(failed);
    // Read the list again: it may have been reordered while the files were uploading.
    const current: unknown = getValues(source);
    if (added.length) field.onChange([...(Array.isArray(current) ? current : []), ...added]);
  };

  /** Moves a photo and keeps the focus on it, on the button that can still move it. */
  const move = (index: number, by: -1 | 1) => {
    const next = [...photos];
    [next[index], next[index + by]] = [next[index + by] as string, next[index] as string];
    field.onChange(next);
    const target = index + by;
    const key = keys[index];
    const stuck = (by === -1 && target === 0) || (by === 1 && target === photos.length - 1);
    requestAnimationFrame(() => {
      const item = list.current?.querySelector(`[data-photo-key="${CSS.escape(key ?? '')}"]`);
      const button = item?.querySelector<HTMLButtonElement>(
        `[data-move="${(by === -1) !== stuck ? 'up' : 'down'}"]`,
      );
      button?.focus();
    });
  };

  const listError = messageAt(fieldState.error);
  const labelId = `${id}-label`;

  return (
    <Box role="group" aria-labelledby={labelId} sx={{ width: '100%', my: 1 }}>
      <Typography id={labelId} variant="subtitle2" component="div" gutterBottom>
        <FieldTitle source={source} />
      </Typography>
      {photos.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          {translate('resources.products.photos.empty')}
        </Typography>
      ) : (
        <List ref={list} dense disablePadding data-testid="gallery-photos">
          {photos.map((url, index) => {
            const position = index + 1;
            const error = messageAt(fieldState.error, index);
            return (
              <ListItem
                key={keys[index]}
                data-photo-key={keys[index]}
                divider
                disableGutters
                sx={{ gap: 1.5, flexWrap: 'wrap' }}
              >
                <Box
                  component="img"
                  src={url}
                  alt={translate('resources.products.photos.photo', { position })}
                  sx={{
                    width: 64,
                    height: 80,
                    objectFit: 'cover',
                    borderRadius: 1,
                    bgcolor: 'action.hover',
                    flex: 'none',
                  }}
                />
                <Typography sx={{ flex: 1, minWidth: 0 }}>
                  {translate('resources.products.photos.photo', { position })}
                </Typography>
                <Box sx={{ display: 'flex', flex: 'none' }}>
                  <IconButton
                    data-move="up"
                    aria-label={translate('resources.products.photos.move_up', { position })}
                    disabled={index === 0}
                    onClick={() => move(index, -1)}
                  >
                    <ArrowUpwardIcon />
                  </IconButton>
                  <IconButton
                    data-move="down"
                    aria-label={translate('resources.products.photos.move_down', { position })}
                    disabled={index === photos.length - 1}
                    onClick={() => move(index, 1)}
                  >
                    <ArrowDownwardIcon />
                  </IconButton>
                  <IconButton
                    aria-label={translate('resources.products.photos.remove', { position })}
                    onClick={() => field.onChange(photos.filter((_, other) => other !== index))}
                  >
                    <DeleteIcon />
                  </IconButton>
                </Box>
                {error ? (
                  <FormHelperText error sx={{ flexBasis: '100%', m: 0 }}>
                    {error}
                  </FormHelperText>
                ) : null}
              </ListItem>
            );
          })}
        </List>
      )}
      <Button
        variant="outlined"
        sx={{ mt: 1 }}
        onClick={() => fileInput.current?.click()}
        disabled={progress !== null}
        startIcon={progress ? <CircularProgress size={16} /> : undefined}
      >
        {progress
          ? translate('resources.products.photos.uploading', progress)
          : translate('resources.products.photos.add')}
      </Button>
      <input
        ref={fileInput}
        type="file"
        accept="image/*"
        multiple
        hidden
        tabIndex={-1}
        aria-hidden="true"
        data-testid={`${source}-files`}
        onChange={upload}
      />
      <span
        aria-live="polite"
        style={{ position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)' }}
      >
        {progress ? translate('resources.products.photos.uploading', progress) : ''}
      </span>
      {[listError, ...failures].filter(Boolean).map((text) => (
        <FormHelperText key={text} error role="alert">
          {text}
        </FormHelperText>
      ))}
    </Box>
  );
}
