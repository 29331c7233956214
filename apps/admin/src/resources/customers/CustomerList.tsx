/** Customer accounts: search by name, email, phone or company; orders count and state. */
import { Stack, useMediaQuery, type Theme } from '@mui/material';
import {
  Datagrid,
  EmailField,
  FunctionField,
  List,
  SearchInput,
  SimpleList,
  TextField,
  useTranslate,
} from 'react-admin';
import { NumberField } from '../../shared/NumberField';
import { ShopDateField } from '../../shared/ShopDateField';
import { ActiveChip } from '../../shared/StatusChips';
import type { AdminCustomer } from '@shop/contract';

const filters = [<SearchInput key="q" source="q" alwaysOn />];
const fullName = (customer: AdminCustomer) => `${customer.fname} ${customer.lname}`;

export function CustomerList() {
  const isSmall = useMediaQuery<Theme>((theme) => theme.breakpoints.down('md'));
  const translate = useTranslate();
  const empty = <span>{translate('resources.customers.empty')}</span>;
  return (
    <List
      filters={filters}
      sort={{ field: 'created_at', order: 'DESC' }}
      perPage={25}
      empty={false}
      exporter={false}
    >
      {isSmall ? (
        <SimpleList<AdminCustomer>
          linkType="show"
          primaryText={fullName}
          secondaryText={(customer) => <span dir="ltr">{customer.phone}</span>}
          tertiaryText={(customer) => (
            <Stack direction="row" spacing={0.5} component="span" sx={{ alignItems: 'center' }}>
              <span>
                {translate('resources.customers.fields.orders_count')}: {customer.orders_count}
              </span>
              <ActiveChip active={customer.is_active} />
            </Stack>
          )}
          empty={empty}
        />
      ) : (
        <Datagrid rowClick="show" bulkActionButtons={false} empty={empty}>
          <FunctionField<AdminCustomer>
            source="fname"
            label="resources.customers.fields.name"
            render={fullName}
          />
          <EmailField source="email" />
          <TextField source="phone" sortable={false} />
          <TextField source="company_name" sortable={false} />
          <NumberField source="orders_count" />
          <FunctionField<AdminCustomer>
            source="is_active"
            sortable={false}
            render={(customer) => <ActiveChip active={customer.is_active} />}
          />
          <ShopDateField source="created_at" />
        </Datagrid>
      )}
    </List>
  );
}
