/**
 * The audit log, newest first (the API's order). A row opens in place to show what the change did:
 * the record before and after, as indented JSON (the API has no one-entry route, and the list row
 * already holds everything).
 */
import { Box, Typography } from '@mui/material';
import {
  Datagrid,
  List,
  SearchInput,
  TextField,
  TextInput,
  useRecordContext,
  useTranslate,
} from 'react-admin';
import type { AuditEntry } from '@shop/contract';
import { ShopDateField } from '../../shared/ShopDateField';

const filters = [
  <SearchInput key="q" source="q" alwaysOn />,
  <TextInput key="entity" source="entity" />,
  <TextInput key="entity_id" source="entity_id" />,
];

function JsonBlock({ label, value }: { label: string; value: unknown }) {
  const translate = useTranslate();
  return (
    <Box sx={{ flex: 1, minWidth: 0 }}>
      <Typography variant="subtitle2" gutterBottom>
        {label}
      </Typography>
      {value === null || value === undefined ? (
        <Typography color="text.secondary">{translate('resources.audit.nothing')}</Typography>
      ) : (
        <Box
          component="pre"
          dir="ltr"
          // JSON reads left to right in both languages; an inline style, because the right-to-left
          // style plugin would mirror the same rules given through sx.
          style={{ direction: 'ltr', textAlign: 'left', unicodeBidi: 'isolate' }}
          sx={{
            m: 0,
            p: 1.5,
            bgcolor: 'action.hover',
            borderRadius: 1,
            fontSize: 13,
            overflowX: 'auto',
            whiteSpace: 'pre-wrap',
            wordBreak: 'break-word',
          }}
        >
          {JSON.stringify(value, null, 2)}
        </Box>
      )}
    </Box>
  );
}

export function AuditDetail() {
  const record = useRecordContext<AuditEntry>();
  const translate = useTranslate();
  if (!record) return null;
  return (
    <Box sx={{ display: 'flex', gap: 2, flexDirection: { xs: 'column', md: 'row' }, py: 1 }}>
      <JsonBlock label={translate('resources.audit.fields.before')} value={record.before} />
      <JsonBlock label={translate('resources.audit.fields.after')} value={record.after} />
    </Box>
  );
}

export function AuditList() {
  return (
    <List filters={filters} perPage={25} sort={{ field: 'created_at', order: 'DESC' }}>
      <Datagrid rowClick="expand" expand={<AuditDetail />} bulkActionButtons={false}>
        <ShopDateField source="created_at" sortable={false} />
        <TextField source="staff_email" sortable={false} />
        <TextField source="action" sortable={false} />
        <TextField source="entity" sortable={false} />
        <TextField source="entity_id" sortable={false} />
      </Datagrid>
    </List>
  );
}
