/**
 * The product list's CSV buttons. Export downloads the file the API writes for the list's current
 * search and filters (fetched with the session cookie, saved under a name in the staff member's
 * language). Import sends a picked file to the API, shows a progress bar while the API reports
 * each row, then the report: how many rows were created, updated, left unchanged or failed, and
 * each failed row's columns with the API's translated messages. A file refused as a whole shows
 * the API's reasons instead. The list is refreshed after an import.
 */
import { useRef, useState, type ChangeEvent } from 'react';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import {
  Alert,
  AlertTitle,
  Box,
  Button as MuiButton,
  Chip,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  LinearProgress,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
  useMediaQuery,
  type Theme,
} from '@mui/material';
import { Button, HttpError, useRefresh, useTranslate } from 'react-admin';
import type { ProductImportReport } from '@shop/contract';
import { useShopDataProvider } from '../../shared/useShopDataProvider';

type ImportState =
  | { step: 'choosing' }
  | { step: 'running'; done: number; total: number }
  | { step: 'reported'; report: ProductImportReport }
  | { step: 'refused'; message: string; errors: [string, string][] };

/** Why the API refused the file: its message and `{ column: text }` from a 422 or a stopped import. */
function refusalOf(error: unknown): ImportState {
  const message = (error as Error)?.message || 'ra.notification.http_error';
  const errors =
    error instanceof HttpError ? (error.body?.errors as Record<string, string> | undefined) : undefined;
  // A missing column is reported on `columns.{name}`: the column's own name is what staff know.
  const named = Object.entries(errors ?? {}).map(
    ([field, text]) => [field.replace(/^columns\./, ''), text] as [string, string],
  );
  return { step: 'refused', message, errors: named };
}

function ReportCounts({ report }: { report: ProductImportReport }) {
  const translate = useTranslate();
  const counts = [
    ['created', report.created, 'success'],
    ['updated', report.updated, 'info'],
    ['unchanged', report.unchanged, 'default'],
    ['failed', report.failed, report.failed > 0 ? 'error' : 'default'],
  ] as const;
  return (
    <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1, mb: 2 }} data-testid="import-counts">
      {counts.map(([key, value, color]) => (
        <Chip
          key={key}
          color={color}
          variant={value > 0 ? 'filled' : 'outlined'}
          data-count={key}
          label={`${translate(`resources.products.csv.${key}`)}: ${value}`}
        />
      ))}
    </Stack>
  );
}

/** One table row per failed row and column, with the API's messages for it. */
function ReportErrors({ report }: { report: ProductImportReport }) {
  const translate = useTranslate();
  const failed = report.rows.filter((row) => row.status === 'error');
  if (failed.length === 0)
    return <Alert severity="success">{translate('resources.products.csv.all_good')}</Alert>;
  return (
    <>
      <Typography variant="subtitle1" component="h3" gutterBottom>
        {translate('resources.products.csv.errors_title')}
      </Typography>
      <Table size="small" data-testid="import-errors">
        <TableHead>
          <TableRow sx={{ '& th': { whiteSpace: 'nowrap' } }}>
            <TableCell>{translate('resources.products.csv.row')}</TableCell>
            <TableCell>{translate('resources.products.csv.field')}</TableCell>
            <TableCell>{translate('resources.products.csv.messages')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {failed.flatMap((row) =>
            Object.entries(row.errors).map(([field, messages]) => (
              <TableRow key={`${row.row}-${field}`} data-row={row.row} data-field={field}>
                <TableCell>{row.row}</TableCell>
                <TableCell>
                  <Box component="code" dir="ltr" sx={{ unicodeBidi: 'isolate', whiteSpace: 'nowrap' }}>
                    {field}
                  </Box>
                </TableCell>
                <TableCell sx={{ overflowWrap: 'anywhere' }}>{messages.join(' ')}</TableCell>
              </TableRow>
            )),
          )}
        </TableBody>
      </Table>
    </>
  );
}

function ImportProgress({ done, total }: { done: number; total: number }) {
  const translate = useTranslate();
  const label =
    total > 0
      ? translate('resources.products.csv.running', { done, total })
      : translate('resources.products.csv.starting');
  return (
    <Box sx={{ py: 2 }}>
      <Typography variant="body2" gutterBottom aria-live="polite">
        {label}
      </Typography>
      <LinearProgress
        variant={total > 0 ? 'determinate' : 'indeterminate'}
        value={total > 0 ? (done / total) * 100 : undefined}
        aria-label={label}
      />
    </Box>
  );
}

function ImportDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const translate = useTranslate();
  const refresh = useRefresh();
  const dataProvider = useShopDataProvider();
  const fullScreen = useMediaQuery<Theme>((theme) => theme.breakpoints.down('sm'));
  const fileInput = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [state, setState] = useState<ImportState>({ step: 'choosing' });
  const running = state.step === 'running';

  const pick = (event: ChangeEvent<HTMLInputElement>) => {
    setFile(event.target.files?.[0] ?? null);
    // The same file may be picked again after a refusal.
    event.target.value = '';
  };
  const start = async () => {
    if (!file) return;
    setState({ step: 'running', done: 0, total: 0 });
    try {
      const report = await dataProvider.importProducts(file, (done, total) =>
        setState({ step: 'running', done, total }),
      );
      setState({ step: 'reported', report });
    } catch (error) {
      setState(refusalOf(error));
    }
    // Rows written before a refusal or a stop are in the shop too.
    refresh();
  };
  const reset = () => {
    setFile(null);
    setState({ step: 'choosing' });
  };
  const close = () => {
    if (running) return;
    reset();
    onClose();
  };

  return (
    <Dialog
      open={open}
      onClose={close}
      fullScreen={fullScreen}
      fullWidth
      maxWidth="md"
      aria-labelledby="import-title"
    >
      <DialogTitle id="import-title">{translate('resources.products.csv.title')}</DialogTitle>
      <DialogContent dividers>
        {state.step === 'choosing' && (
          <Stack spacing={2}>
            <Typography variant="body2">{translate('resources.products.csv.help')}</Typography>
            <Box>
              <MuiButton
                variant="outlined"
                startIcon={<UploadFileIcon />}
                onClick={() => fileInput.current?.click()}
              >
                {translate('resources.products.csv.choose')}
              </MuiButton>
            </Box>
            {file && (
              <Typography variant="body2" sx={{ wordBreak: 'break-all' }}>
                {translate('resources.products.csv.chosen', { name: file.name })}
              </Typography>
            )}
            <input
              ref={fileInput}
              type="file"
              accept=".csv,text/csv"
              hidden
              tabIndex={-1}
              aria-hidden="true"
              data-testid="import-file"
              onChange={pick}
            />
          </Stack>
        )}
        {state.step === 'running' && <ImportProgress done={state.done} total={state.total} />}
        {state.step === 'reported' && (
          <Box data-testid="import-report">
            <ReportCounts report={state.report} />
            <ReportErrors report={state.report} />
          </Box>
        )}
        {state.step === 'refused' && (
          <Alert severity="error" data-testid="import-refused">
            <AlertTitle>{translate('resources.products.csv.refused')}</AlertTitle>
            {translate(state.message, { _: state.message })}
            {state.errors.length > 0 && (
              <Box component="ul" sx={{ m: 0, mt: 1, ps: 2.5 }}>
                {state.errors.map(([field, text]) => (
                  <li key={field}>
                    <Box component="code" dir="ltr" sx={{ unicodeBidi: 'isolate' }}>
                      {field}
                    </Box>
                    {': '}
                    {text}
                  </li>
                ))}
              </Box>
            )}
          </Alert>
        )}
      </DialogContent>
      <DialogActions>
        {(state.step === 'reported' || state.step === 'refused') && (
          <MuiButton onClick={reset}>{translate('resources.products.csv.again')}</MuiButton>
        )}
        <MuiButton onClick={close} disabled={running}>
          {translate('resources.products.csv.close')}
        </MuiButton>
        {state.step === 'choosing' && (
          <MuiButton variant="contained" onClick={start} disabled={!file}>
            {translate('resources.products.csv.start')}
          </MuiButton>
        )}
      </DialogActions>
    </Dialog>
  );
}

export function ImportCsvButton() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button label="resources.products.csv.import" onClick={() => setOpen(true)}>
        <UploadFileIcon />
      </Button>
      <ImportDialog open={open} onClose={() => setOpen(false)} />
    </>
  );
}
