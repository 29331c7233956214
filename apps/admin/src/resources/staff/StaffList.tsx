import { Chip, Stack, useMediaQuery, type Theme } from '@mui/material';
import {
  CreateButton,
  Datagrid,
  EmailField,
  FunctionField,
  List,
  SearchInput,
  SimpleList,
  TextField,
  TopToolbar,
  useTranslate,
  type RaRecord,
} from 'react-admin';
import type { Staff } from '@shop/contract';
import { ShopDateField } from '../../shared/ShopDateField';
import { ActiveChip } from '../../shared/StatusChips';

const filters = [<SearchInput key="q" source="q" alwaysOn />];

function RoleChip({ record }: { record: RaRecord }) {
  const translate = useTranslate();
  const role = (record as Staff).role;
  return (
    <Chip
      size="small"
      label={translate(`staff_roles.${role}`)}
      color={role === 'owner' ? 'primary' : 'default'}
    />
  );
}

export function StaffList() {
  const isSmall = useMediaQuery<Theme>((theme) => theme.breakpoints.down('md'));
  const translate = useTranslate();
  return (
    <List
      filters={filters}
      sort={{ field: 'id', order: 'ASC' }}
      perPage={25}
      actions={
        <TopToolbar>
          <CreateButton />
        </TopToolbar>
      }
    >
      {isSmall ? (
        <SimpleList
          linkType="edit"
          primaryText={(record) => record.name}
          secondaryText={(record) => record.email}
          tertiaryText={(record) => (
            <Stack direction="row" spacing={0.5} component="span">
              <RoleChip record={record} />
              <ActiveChip active={(record as Staff).is_active} />
            </Stack>
          )}
        />
      ) : (
        <Datagrid rowClick="edit" bulkActionButtons={false}>
          <TextField source="name" />
          <EmailField source="email" />
          <FunctionField source="role" render={(record) => <RoleChip record={record} />} />
          <FunctionField
            source="is_active"
            sortable={false}
            render={(record) => <ActiveChip active={(record as Staff).is_active} />}
          />
          <ShopDateField source="last_login_at" emptyText={translate('resources.staff.never')} />
        </Datagrid>
      )}
    </List>
  );
}
