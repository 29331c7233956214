/**
 * What staff do to the products ticked in the list, together: publish or hide them, move them to
 * a category, or raise or lower every tier price by a percentage. The API changes them in one
 * transaction; its message (or its field error) is shown.
 */
import { useState } from 'react';
import VisibilityIcon from '@mui/icons-material/Visibility';
import VisibilityOffIcon from '@mui/icons-material/VisibilityOff';
import DriveFileMoveIcon from '@mui/icons-material/DriveFileMove';
import PercentIcon from '@mui/icons-material/Percent';
import {
  Button as MuiButton,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  MenuItem,
  TextField,
} from '@mui/material';
import {
  Button,
  HttpError,
  useGetList,
  useListContext,
  useNotify,
  useRefresh,
  useTranslate,
} from 'react-admin';
import type { ProductBulkChange } from '@shop/domain';
import { useNameField } from '../../shared/useNameField';
import { useShopDataProvider } from '../../shared/useShopDataProvider';

function useBulkChange() {
  const { selectedIds, onUnselectItems } = useListContext();
  const provider = useShopDataProvider();
  const notify = useNotify();
  const refresh = useRefresh();
  const [busy, setBusy] = useState(false);
  /** Answers the API's field errors of a refused change (shown in the dialog), else nothing. */
  const run = async (change: ProductBulkChange): Promise<Record<string, string> | undefined> => {
    setBusy(true);
    try {
      const answer = await provider.changeProducts({ ...change, ids: selectedIds.map(Number) });
      notify(answer.message, { type: 'success' });
      onUnselectItems();
      refresh();
      return undefined;
    } catch (error) {
      notify((error as Error)?.message || 'ra.notification.http_error', { type: 'error' });
      // The client hands a 422's field errors over as one text per field.
      if (error instanceof HttpError && error.status === 422)
        return (error.body?.errors ?? {}) as Record<string, string>;
      return undefined;
    } finally {
      setBusy(false);
    }
  };
  return { run, busy };
}

function MoveToCategory() {
  const translate = useTranslate();
  const name = useNameField();
  const { run, busy } = useBulkChange();
  const [open, setOpen] = useState(false);
  const [categoryId, setCategoryId] = useState('');
  const [error, setError] = useState<string | undefined>();
  const { data: categories = [] } = useGetList(
    'categories',
    { pagination: { page: 1, perPage: 100 }, sort: { field: '', order: 'ASC' } },
    { enabled: open },
  );
  return (
    <>
      <Button label="resources.products.bulk.category" onClick={() => setOpen(true)} disabled={busy}>
        <DriveFileMoveIcon />
      </Button>
      <Dialog open={open} onClose={() => setOpen(false)} fullWidth maxWidth="xs">
        <DialogTitle>{translate('resources.products.bulk.category')}</DialogTitle>
        <DialogContent>
          <TextField
            select
            fullWidth
            margin="dense"
            label={translate('resources.products.fields.category_id')}
            value={categoryId}
            onChange={(e) => setCategoryId(e.target.value)}
            error={Boolean(error)}
            helperText={error}
            slotProps={{ htmlInput: { name: 'category_id' } }}
          >
            {categories.map((c) => (
              <MenuItem key={c.id} value={String(c.id)}>
                {c[name]}
              </MenuItem>
            ))}
          </TextField>
        </DialogContent>
        <DialogActions>
          <MuiButton onClick={() => setOpen(false)}>{translate('ra.action.cancel')}</MuiButton>
          <MuiButton
            variant="contained"
            disabled={busy || categoryId === ''}
            onClick={async () => {
              const errors = await run({ action: 'category', category_id: Number(categoryId) });
              setError(errors?.category_id);
              if (!errors) setOpen(false);
            }}
          >
            {translate('resources.products.bulk.apply')}
          </MuiButton>
        </DialogActions>
      </Dialog>
    </>
  );
}

function ChangePrices() {
  const translate = useTranslate();
  const { run, busy } = useBulkChange();
  const [open, setOpen] = useState(false);
  const [percent, setPercent] = useState('');
  const [error, setError] = useState<string | undefined>();
  return (
    <>
      <Button label="resources.products.bulk.prices" onClick={() => setOpen(true)} disabled={busy}>
        <PercentIcon />
      </Button>
      <Dialog open={open} onClose={() => setOpen(false)} fullWidth maxWidth="xs">
        <DialogTitle>{translate('resources.products.bulk.prices')}</DialogTitle>
        <DialogContent>
          <TextField
            fullWidth
            margin="dense"
            label={translate('resources.products.bulk.percent')}
            helperText={error ?? translate('resources.products.bulk.percent_help')}
            error={Boolean(error)}
            value={percent}
            onChange={(e) => setPercent(e.target.value)}
            slotProps={{ htmlInput: { name: 'percent', inputMode: 'decimal', dir: 'ltr' } }}
          />
        </DialogContent>
        <DialogActions>
          <MuiButton onClick={() => setOpen(false)}>{translate('ra.action.cancel')}</MuiButton>
          <MuiButton
            variant="contained"
            disabled={busy || percent.trim() === ''}
            onClick={async () => {
              const errors = await run({ action: 'price', percent });
              setError(errors?.percent);
              if (!errors) setOpen(false);
            }}
          >
            {translate('resources.products.bulk.apply')}
          </MuiButton>
        </DialogActions>
      </Dialog>
    </>
  );
}

export function ProductBulkActions() {
  const { run, busy } = useBulkChange();
  return (
    <>
      <Button
        label="resources.products.bulk.publish"
        onClick={() => run({ action: 'publish', published: true })}
        disabled={busy}
      >
        <VisibilityIcon />
      </Button>
      <Button
        label="resources.products.bulk.hide"
        onClick={() => run({ action: 'publish', published: false })}
        disabled={busy}
      >
        <VisibilityOffIcon />
      </Button>
      <MoveToCategory />
      <ChangePrices />
    </>
  );
}
