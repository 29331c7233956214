/**
 * The audit log, newest first (the API's order), in the dashboard's language: the action and the
 * kind of record translated, the record named as it is called now. A row opens in place to show
 * what the change did, field by field, before and after (the list row already holds everything).
 * Phones get a one-column list.
 */
import {
  Box,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
  useMediaQuery,
  type Theme,
} from '@mui/material';
import {
  Datagrid,
  FunctionField,
  List,
  SearchInput,
  SimpleList,
  TextField,
  TextInput,
  useRecordContext,
  useTranslate,
} from 'react-admin';
import type { AuditEntry } from '@shop/contract';
import { ShopDateField } from '../../shared/ShopDateField';

const filters = [
  <SearchInput key="q" source="q" alwaysOn />,
  <TextInput key="entity" source="entity" label="resources.audit.filter_entity" />,
  <TextInput key="entity_id" source="entity_id" label="resources.audit.filter_entity_id" />,
];

/** A value of the log as staff read it: text as is, nothing as a dash, anything else as compact JSON. */
function shown(value: unknown): string {
  if (value === null || value === undefined || value === '') return '—';
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return JSON.stringify(value);
}

/**
 * What a change did, field by field: only the fields whose value differs between the record
 * before and after (every field of a created or deleted record).
 */
export function changedFields(
  before: unknown,
  after: unknown,
): { field: string; before: unknown; after: unknown }[] {
  const asObject = (v: unknown): Record<string, unknown> =>
    v !== null && typeof v === 'object' && !Array.isArray(v)
      ? (v as Record<string, unknown>)
      : v === null || v === undefined
        ? {}
        : { value: v };
  const b = asObject(before);
  const a = asObject(after);
  const fields = [...new Set([...Object.keys(b), ...Object.keys(a)])];
  return fields
    .filter((field) => JSON.stringify(b[field]) !== JSON.stringify(a[field]))
    .map((field) => ({ field, before: b[field], after: a[field] }));
}

export function AuditDetail() {
  const record = useRecordContext<AuditEntry>();
  const translate = useTranslate();
  if (!record) return null;
  const changes = changedFields(record.before, record.after);
  if (changes.length === 0)
    return <Typography color="text.secondary">{translate('resources.audit.nothing')}</Typography>;
  return (
    <Box sx={{ overflowX: 'auto', py: 1 }}>
      <Table size="small" aria-label={translate('resources.audit.changes')}>
        <TableHead>
          <TableRow>
            <TableCell>{translate('resources.audit.field')}</TableCell>
            <TableCell>{translate('resources.audit.fields.before')}</TableCell>
            <TableCell>{translate('resources.audit.fields.after')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {changes.map((change) => (
            <TableRow key={change.field}>
              <TableCell sx={{ fontFamily: 'monospace', whiteSpace: 'nowrap' }} dir="ltr">
                {change.field}
              </TableCell>
              {[change.before, change.after].map((value, i) => (
                <TableCell key={i} dir="auto" sx={{ overflowWrap: 'anywhere', maxWidth: 420 }}>
                  {shown(value)}
                </TableCell>
              ))}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Box>
  );
}

/** The action in the dashboard's language (one the labels do not know shows as written). */
function ActionText({ entry }: { entry: AuditEntry }) {
  const translate = useTranslate();
  return <>{translate(`resources.audit.actions.${entry.action}`, { _: entry.action })}</>;
}

/** The kind of record and what it is called now, with its number. */
function RecordText({ entry }: { entry: AuditEntry }) {
  const translate = useTranslate();
  const kind = translate(`resources.audit.entities.${entry.entity}`, { _: entry.entity });
  return (
    <>
      {kind}
      {entry.entity_name ? (
        <>
          {': '}
          <bdi>{entry.entity_name}</bdi>
        </>
      ) : null}
      {entry.entity_id ? (
        <Typography component="span" variant="body2" color="text.secondary">
          {' '}
          <bdi dir="ltr">#{entry.entity_id}</bdi>
        </Typography>
      ) : null}
    </>
  );
}

export function AuditList() {
  const isSmall = useMediaQuery<Theme>((theme) => theme.breakpoints.down('md'));
  return (
    <List filters={filters} perPage={25} sort={{ field: 'created_at', order: 'DESC' }}>
      {isSmall ? (
        <SimpleList<AuditEntry>
          linkType={false}
          primaryText={(entry) => (
            <>
              <ActionText entry={entry} /> · <RecordText entry={entry} />
            </>
          )}
          secondaryText={(entry) => (
            <>
              <bdi>{entry.staff_email}</bdi> · <ShopDateField source="created_at" record={entry} />
            </>
          )}
        />
      ) : (
        <Datagrid rowClick="expand" expand={<AuditDetail />} bulkActionButtons={false}>
          <ShopDateField source="created_at" sortable={false} />
          <TextField source="staff_email" sortable={false} />
          <FunctionField<AuditEntry>
            source="action"
            sortable={false}
            render={(entry) => <ActionText entry={entry} />}
          />
          <FunctionField<AuditEntry>
            source="entity"
            sortable={false}
            render={(entry) => <RecordText entry={entry} />}
          />
        </Datagrid>
      )}
    </List>
  );
}
