/**
 * The shop's sizes grouped by range (letters, numbers, then others: what each name says, domain's
 * sizeRangeOf), each range in the order products list them. A renamed size is renamed on every product
 * offering it (the API does it); deleting a size products use is refused by the API, whose reason
 * is shown.
 */
import {
  FunctionField,
  SearchInput,
  SelectInput,
  SimpleForm,
  TextField,
  TextInput,
  required,
  useTranslate,
} from 'react-admin';
import { SIZE_RANGES } from '@shop/domain';
import type { AdminSize } from '@shop/contract';
import { NumberField } from '../../shared/NumberField';
import { SortOrderInput } from '../../shared/NameInputs';
import { ResponsiveList } from '../../shared/ResponsiveList';
import { formPages } from '../../shared/form-pages';

const toInput = (data: Record<string, unknown>) => ({
  name: data.name,
  sort_order: data.sort_order ?? 0,
});

export function SizeList() {
  const translate = useTranslate();
  const rangeName = (size: AdminSize) => translate(`resources.sizes.ranges.${size.range}`);
  const filters = [
    <SearchInput key="q" source="q" alwaysOn />,
    <SelectInput
      key="range"
      source="range"
      alwaysOn
      choices={SIZE_RANGES.map((id) => ({ id, name: translate(`resources.sizes.ranges.${id}`) }))}
    />,
  ];
  return (
    <ResponsiveList
      filters={filters}
      sort={{ field: 'range', order: 'ASC' }}
      primaryText={(record) => record.name}
      secondaryText={(record) =>
        `${rangeName(record as AdminSize)} · ${translate('resources.sizes.products', { count: record.products_count })}`
      }
    >
      <TextField source="name" />
      <FunctionField<AdminSize> source="range" render={rangeName} />
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
