/** Contact messages, unhandled first (the API's order): read one, mark it handled or not. */
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import RadioButtonUncheckedIcon from '@mui/icons-material/RadioButtonUnchecked';
import { Chip, Typography } from '@mui/material';
import {
  EmailField,
  FunctionField,
  SearchInput,
  Show,
  SimpleShowLayout,
  TextField,
  TopToolbar,
  useTranslate,
  type RaRecord,
} from 'react-admin';
import { ConfirmedToggle } from '../../shared/ConfirmedToggle';
import { ResponsiveList } from '../../shared/ResponsiveList';
import { ShopDateField } from '../../shared/ShopDateField';

const filters = [<SearchInput key="q" source="q" alwaysOn />];

function HandledChip({ record }: { record: RaRecord }) {
  const translate = useTranslate();
  return (
    <Chip
      size="small"
      variant={record.handled ? 'outlined' : 'filled'}
      color={record.handled ? 'success' : 'warning'}
      label={translate(record.handled ? 'resources.messages.handled' : 'resources.messages.unhandled')}
    />
  );
}

const fullName = (record: RaRecord) => `${record.first_name} ${record.last_name}`;

export function MessageList() {
  return (
    <ResponsiveList
      filters={filters}
      canCreate={false}
      rowClick="show"
      primaryText={fullName}
      secondaryText={(record) => record.message}
      tertiaryText={(record) => <HandledChip record={record} />}
    >
      <FunctionField source="first_name" sortable={false} render={fullName} />
      <EmailField source="email" />
      <FunctionField
        source="message"
        sortable={false}
        render={(record) => (
          <Typography variant="body2" noWrap sx={{ maxWidth: 360 }}>
            {record.message}
          </Typography>
        )}
      />
      <FunctionField source="handled" sortable={false} render={(record) => <HandledChip record={record} />} />
      <ShopDateField source="created_at" />
    </ResponsiveList>
  );
}

function HandledToggle() {
  return (
    <ConfirmedToggle
      field="handled"
      labelWhenOff="resources.messages.mark_handled"
      labelWhenOn="resources.messages.mark_unhandled"
      confirmTitle="resources.messages.confirm_title"
      confirmWhenOff="resources.messages.confirm_handled"
      confirmWhenOn="resources.messages.confirm_unhandled"
      doneWhenOff="resources.messages.done_handled"
      doneWhenOn="resources.messages.done_unhandled"
      iconWhenOff={<CheckCircleIcon />}
      iconWhenOn={<RadioButtonUncheckedIcon />}
    />
  );
}

export function MessageShow() {
  const translate = useTranslate();
  return (
    <Show
      actions={
        <TopToolbar>
          <HandledToggle />
        </TopToolbar>
      }
    >
      <SimpleShowLayout>
        <FunctionField source="first_name" render={fullName} />
        <EmailField source="email" />
        <TextField source="phone" dir="ltr" />
        <FunctionField source="lang" render={(record) => translate(`app.languages.${record.lang}`)} />
        <ShopDateField source="created_at" />
        <FunctionField source="handled" render={(record) => <HandledChip record={record} />} />
        <TextField source="message" sx={{ whiteSpace: 'pre-wrap' }} />
      </SimpleShowLayout>
    </Show>
  );
}
