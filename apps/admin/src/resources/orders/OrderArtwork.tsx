/**
 * The order's logos: each line's artwork with where it goes, where staff are with it, and for the
 * sales desk the decision: approve it for production, or send it back with what to change (the
 * buyer is mailed either way). Production (processing, shipping) waits for the approval.
 */
import { useState } from 'react';
import { Alert, Button, Chip, Stack, TextField, Typography } from '@mui/material';
import { usePermissions, useNotify, useRefresh, useTranslate } from 'react-admin';
import { adminRoutes, type AdminOrderDetail } from '@shop/contract';
import { staffMay, type StaffRole } from '@shop/domain';
import { ArtworkPreview } from '../../shared/ArtworkPreview';
import { useShopDataProvider } from '../../shared/useShopDataProvider';

const STATUS_COLOURS = { awaiting: 'warning', approved: 'success', changes_requested: 'info' } as const;

export function OrderArtwork({ order }: { order: AdminOrderDetail }) {
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const dataProvider = useShopDataProvider();
  const { permissions: role } = usePermissions<StaffRole>();
  const [asking, setAsking] = useState(false);
  const [note, setNote] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  const status = order.artwork_status;
  if (!status) return null;
  const t = (key: string) => translate(`resources.orders.artwork.${key}`);
  const mayDecide = Boolean(role && staffMay(role, adminRoutes.orderArtwork.area));

  const decide = async (action: 'approve' | 'request_changes') => {
    setBusy(true);
    setError(undefined);
    try {
      const answer = await dataProvider.decideArtwork(
        order.id,
        action === 'approve' ? { action } : { action, note },
      );
      notify(answer.message, { type: 'success' });
      setAsking(false);
      setNote('');
      refresh();
    } catch (failure) {
      const body = (failure as { body?: { errors?: Record<string, string> } }).body;
      setError(body?.errors?.note ?? body?.errors?.action ?? (failure as Error).message);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Stack spacing={1.5} data-testid="order-artwork">
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
        <Chip
          size="small"
          color={STATUS_COLOURS[status]}
          label={t(`statuses.${status}`)}
          data-testid="artwork-status"
          data-status={status}
        />
        {status !== 'approved' ? (
          <Typography variant="body2" color="text.secondary">
            {t('before_production')}
          </Typography>
        ) : null}
      </Stack>
      {status === 'changes_requested' && order.artwork_note ? (
        <Alert severity="info">
          {t('asked')}: {order.artwork_note}
        </Alert>
      ) : null}
      {order.products
        .filter((line) => line.artwork)
        .map((line, index) => (
          <Stack key={`${line.id}-${index}`} spacing={0.5}>
            <Typography sx={{ fontWeight: 600 }} dir="auto">
              {line.name}
            </Typography>
            <ArtworkPreview artwork={line.artwork!} />
          </Stack>
        ))}
      {mayDecide && status !== 'approved' ? (
        <Stack spacing={1} sx={{ maxWidth: 560 }}>
          {asking ? (
            <TextField
              label={t('note')}
              value={note}
              onChange={(event) => setNote(event.target.value)}
              multiline
              minRows={2}
              error={Boolean(error)}
              helperText={error}
              autoFocus
            />
          ) : error ? (
            <Alert severity="error">{error}</Alert>
          ) : null}
          <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap' }}>
            {asking ? (
              <>
                <Button variant="contained" disabled={busy} onClick={() => void decide('request_changes')}>
                  {t('send_changes')}
                </Button>
                <Button disabled={busy} onClick={() => setAsking(false)}>
                  {translate('ra.action.cancel')}
                </Button>
              </>
            ) : (
              <>
                <Button
                  variant="contained"
                  color="success"
                  disabled={busy}
                  onClick={() => void decide('approve')}
                >
                  {t('approve')}
                </Button>
                {status === 'awaiting' ? (
                  <Button variant="outlined" disabled={busy} onClick={() => setAsking(true)}>
                    {t('request_changes')}
                  </Button>
                ) : null}
              </>
            )}
          </Stack>
        </Stack>
      ) : null}
    </Stack>
  );
}
