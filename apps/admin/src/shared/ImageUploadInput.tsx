/**
 * A form field holding an image's url: the picked file is uploaded to the staff API
 * (POST /admin/api/uploads?kind=…) and the field stores the url it answers. Shows a preview, a
 * progress state while uploading, and the API's own message when it refuses the file. Every
 * control is a real button, so the field works from the keyboard (the file input stays hidden).
 */
import { useId, useRef, useState, type ChangeEvent } from 'react';
import { Box, Button, CircularProgress, FormHelperText, Stack, Typography } from '@mui/material';
import { FieldTitle, useInput, useTranslate, type InputProps } from 'react-admin';
import type { UploadKind } from '../api/data-provider';
import { useShopDataProvider } from './useShopDataProvider';

export interface ImageUploadInputProps extends Omit<InputProps, 'children'> {
  /** The kind of image: decides how the API crops it. */
  kind: UploadKind;
}

export function ImageUploadInput({ kind, ...props }: ImageUploadInputProps) {
  const translate = useTranslate();
  const dataProvider = useShopDataProvider();
  const { field, fieldState, isRequired } = useInput(props);
  const fileInput = useRef<HTMLInputElement>(null);
  const [uploading, setUploading] = useState(false);
  const [uploadError, setUploadError] = useState<string | null>(null);
  const labelId = useId();
  const errorId = useId();
  const url = typeof field.value === 'string' ? field.value : '';
  const label = typeof props.label === 'string' ? translate(props.label, { _: props.label }) : props.source;
  const error = uploadError ?? (fieldState.error?.message ? translate(fieldState.error.message) : null);

  const upload = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    // The same file may be picked again after a refusal.
    event.target.value = '';
    if (!file) return;
    setUploading(true);
    setUploadError(null);
    try {
      const answer = await dataProvider.uploadImage(kind, file);
      field.onChange(answer.data.url);
    } catch (failure) {
      setUploadError(translate((failure as Error)?.message || 'ra.notification.http_error'));
    } finally {
      setUploading(false);
    }
  };

  return (
    <Box role="group" aria-labelledby={labelId} aria-describedby={error ? errorId : undefined} sx={{ my: 1 }}>
      <Typography id={labelId} variant="subtitle2" component="div" gutterBottom>
        <FieldTitle
          label={props.label}
          source={props.source}
          resource={props.resource}
          isRequired={isRequired}
        />
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
        <Box
          sx={{
            width: 160,
            height: 96,
            border: 1,
            borderColor: 'divider',
            borderRadius: 1,
            display: 'flex',
            alignItems: 'center',
            justifyContent: 'center',
            bgcolor: 'action.hover',
            overflow: 'hidden',
          }}
        >
          {url ? (
            <img
              src={url}
              alt={translate('shared.image_upload.preview', { label })}
              style={{ maxWidth: '100%', maxHeight: '100%', objectFit: 'contain' }}
            />
          ) : (
            <Typography variant="caption" color="text.secondary">
              {translate('shared.image_upload.none')}
            </Typography>
          )}
        </Box>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          <Button
            variant="outlined"
            onClick={() => fileInput.current?.click()}
            disabled={uploading}
            startIcon={uploading ? <CircularProgress size={16} /> : undefined}
          >
            {translate(
              uploading
                ? 'shared.image_upload.uploading'
                : url
                  ? 'shared.image_upload.replace'
                  : 'shared.image_upload.choose',
            )}
          </Button>
          {url && !uploading ? (
            <Button color="error" onClick={() => field.onChange('')}>
              {translate('shared.image_upload.remove')}
            </Button>
          ) : null}
        </Stack>
      </Stack>
      <input
        ref={fileInput}
        type="file"
        accept="image/*"
        hidden
        tabIndex={-1}
        aria-hidden="true"
        data-testid={`${props.source}-file`}
        onChange={upload}
      />
      <span
        aria-live="polite"
        style={{ position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)' }}
      >
        {uploading ? translate('shared.image_upload.uploading') : ''}
      </span>
      {error ? (
        <FormHelperText id={errorId} error role="alert">
          {error}
        </FormHelperText>
      ) : typeof props.helperText === 'string' ? (
        <FormHelperText>{translate(props.helperText, { _: props.helperText })}</FormHelperText>
      ) : null}
    </Box>
  );
}
