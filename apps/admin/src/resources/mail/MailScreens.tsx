/**
 * The mail outbox: what the shop sent (or kept, without SMTP), and why a message failed. A message's
 * HTML is shown in a sandboxed frame with no permissions at all, so nothing in it runs or reaches
 * the dashboard.
 */
import { Box, Chip, Typography } from '@mui/material';
import {
  FunctionField,
  SearchInput,
  Show,
  SimpleShowLayout,
  TextField,
  useRecordContext,
  useTranslate,
  type RaRecord,
} from 'react-admin';
import { NumberField } from '../../shared/NumberField';
import type { AdminRow } from '@shop/contract';
import { ResponsiveList } from '../../shared/ResponsiveList';
import { ShopDateField } from '../../shared/ShopDateField';

const filters = [<SearchInput key="q" source="q" alwaysOn />];

const STATUS_COLORS: Record<AdminRow<'mail'>['status'], 'default' | 'success' | 'error' | 'info'> = {
  queued: 'info',
  sent: 'success',
  failed: 'error',
  kept: 'default',
};

function StatusChip({ record }: { record: RaRecord }) {
  const translate = useTranslate();
  const status = record.status as AdminRow<'mail'>['status'];
  return (
    <Chip size="small" color={STATUS_COLORS[status]} label={translate(`resources.mail.status.${status}`)} />
  );
}

/** What a mail is about, in the dashboard's language (a kind it does not know shows as written). */
function Kind({ record }: { record: RaRecord }) {
  const translate = useTranslate();
  return <>{translate(`resources.mail.kinds.${record.kind}`, { _: record.kind })}</>;
}

function Lang({ record }: { record: RaRecord }) {
  const translate = useTranslate();
  return <>{translate(`app.languages.${record.lang}`)}</>;
}

export function MailList() {
  return (
    <ResponsiveList
      filters={filters}
      canCreate={false}
      rowClick="show"
      primaryText={(record) => record.subject}
      secondaryText={(record) => (
        <>
          <bdi dir="ltr">{record.to}</bdi> · <Kind record={record} />
        </>
      )}
      tertiaryText={(record) => <StatusChip record={record} />}
    >
      <TextField source="to" />
      <FunctionField source="kind" sortable={false} render={(record) => <Kind record={record} />} />
      <FunctionField source="lang" sortable={false} render={(record) => <Lang record={record} />} />
      <TextField source="subject" sortable={false} />
      <FunctionField source="status" render={(record) => <StatusChip record={record} />} />
      <TextField source="error" sortable={false} emptyText="—" />
      <ShopDateField source="created_at" />
    </ResponsiveList>
  );
}

function MailBody() {
  const record = useRecordContext();
  const translate = useTranslate();
  if (!record) return null;
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <div>
        <Typography variant="subtitle2" gutterBottom>
          {translate('resources.mail.fields.text')}
        </Typography>
        <Box
          component="pre"
          dir="auto"
          sx={{
            m: 0,
            p: 1.5,
            bgcolor: 'action.hover',
            borderRadius: 1,
            whiteSpace: 'pre-wrap',
            overflowX: 'auto',
          }}
        >
          {record.text}
        </Box>
      </div>
      <div>
        <Typography variant="subtitle2" gutterBottom>
          {translate('resources.mail.fields.html')}
        </Typography>
        <Box
          component="iframe"
          title={translate('resources.mail.fields.html')}
          sandbox=""
          srcDoc={record.html}
          sx={{
            // The mail's own width (its layout is 560 px with 24 px of padding each side), as a
            // recipient's mail client shows it; narrower screens get the screen's width.
            width: 640,
            maxWidth: '100%',
            height: 480,
            border: 1,
            borderColor: 'divider',
            borderRadius: 1,
            bgcolor: 'white',
          }}
        />
      </div>
    </Box>
  );
}

export function MailShow() {
  return (
    <Show>
      <SimpleShowLayout>
        <TextField source="to" />
        <TextField source="kind" />
        <FunctionField source="lang" render={(record) => <Lang record={record} />} />
        <TextField source="subject" />
        <FunctionField source="status" render={(record) => <StatusChip record={record} />} />
        <TextField source="error" emptyText="—" />
        <NumberField source="attempts" />
        <ShopDateField source="next_attempt_at" emptyText="—" />
        <ShopDateField source="created_at" />
        <ShopDateField source="sent_at" emptyText="—" />
        <MailBody />
      </SimpleShowLayout>
    </Show>
  );
}
