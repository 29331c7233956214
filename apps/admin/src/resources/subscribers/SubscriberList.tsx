/** Newsletter subscribers: search by email, delete one (after confirming), export the list as CSV. */
import { adminRoutes } from '@shop/contract';
import { DeleteButton, EmailField, FunctionField, SearchInput, useTranslate } from 'react-admin';
import { ExportCsvButton } from '../../shared/ExportCsvButton';
import { ResponsiveList } from '../../shared/ResponsiveList';
import { ShopDateField } from '../../shared/ShopDateField';

const filters = [<SearchInput key="q" source="q" alwaysOn />];

export function SubscriberList() {
  const translate = useTranslate();
  return (
    <ResponsiveList
      filters={filters}
      canCreate={false}
      extraActions={
        <ExportCsvButton
          label="resources.subscribers.export_csv"
          fileName="resources.subscribers.export_file"
          area={adminRoutes.subscribersExport.area}
        />
      }
      rowClick={false}
      primaryText={(record) => <span dir="ltr">{record.email}</span>}
      secondaryText={(record) => translate(`app.languages.${record.lang}`)}
      tertiaryText={(record) => <DeleteButton record={record} mutationMode="pessimistic" redirect={false} />}
    >
      <EmailField source="email" />
      <FunctionField
        source="lang"
        sortable={false}
        render={(record) => translate(`app.languages.${record.lang}`)}
      />
      <ShopDateField source="created_at" />
      <DeleteButton mutationMode="pessimistic" redirect={false} />
    </ResponsiveList>
  );
}
