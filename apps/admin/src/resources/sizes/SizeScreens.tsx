/**
 * The shop's sizes in the order products list them. A renamed size is renamed on every product
 * offering it (the API does it); deleting a size products use is refused by the API, whose reason
 * is shown.
 */
import { SearchInput, SimpleForm, TextField, TextInput, required, useTranslate } from 'react-admin';
import { NumberField } from '../../shared/NumberField';
import { SortOrderInput } from '../../shared/NameInputs';
import { ResponsiveList } from '../../shared/ResponsiveList';
import { formPages } from '../../shared/form-pages';

const toInput = (data: Record<string, unknown>) => ({
  name: data.name,
  sort_order: data.sort_order ?? 0,
});

const filters = [<SearchInput key="q" source="q" alwaysOn />];

export function SizeList() {
  const translate = useTranslate();
  return (
    <ResponsiveList
      filters={filters}
      primaryText={(record) => record.name}
      secondaryText={(record) => translate('resources.sizes.products', { count: record.products_count })}
    >
      <TextField source="name" />
      <NumberField source="products_count" sortable={false} />
      <NumberField source="sort_order" />
    </ResponsiveList>
  );
}

function SizeInputs() {
  return (
    <SimpleForm sx={{ maxWidth: 560 }}>
      <TextInput
        source="name"
        validate={required()}
        slotProps={{ htmlInput: { dir: 'ltr', maxLength: 30 } }}
      />
      <SortOrderInput />
    </SimpleForm>
  );
}

export const { CreatePage: SizeCreate, EditPage: SizeEdit } = formPages(SizeInputs, toInput);
