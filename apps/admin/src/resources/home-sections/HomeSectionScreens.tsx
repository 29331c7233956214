/** The home page's product sections: names, order, on or off, and their products in order. */
import { Chip } from '@mui/material';
import { BooleanInput, FunctionField, SimpleForm, TextField, useTranslate, type RaRecord } from 'react-admin';
import { NumberField } from '../../shared/NumberField';
import { NameInputs, SortOrderInput } from '../../shared/NameInputs';
import { ResponsiveList } from '../../shared/ResponsiveList';
import { useNameField } from '../../shared/useNameField';
import { formPages } from '../../shared/form-pages';
import { ProductPicker } from './ProductPicker';

const toInput = (data: Record<string, unknown>) => ({
  name_ar: data.name_ar,
  name_en: data.name_en,
  sort_order: data.sort_order ?? 0,
  is_active: data.is_active ?? true,
  product_ids: Array.isArray(data.product_ids) ? data.product_ids : [],
});

function ActiveChip({ record }: { record: RaRecord }) {
  const translate = useTranslate();
  return (
    <Chip
      size="small"
      variant="outlined"
      color={record.is_active ? 'success' : 'default'}
      label={translate(
        record.is_active ? 'resources.home-sections.active' : 'resources.home-sections.inactive',
      )}
    />
  );
}

function ProductCount({ record }: { record: RaRecord }) {
  const translate = useTranslate();
  const count = Array.isArray(record.product_ids) ? record.product_ids.length : 0;
  return <>{translate('resources.home-sections.products_count', { smart_count: count })}</>;
}

export function HomeSectionList() {
  const name = useNameField();
  return (
    <ResponsiveList
      primaryText={(record) => record[name]}
      secondaryText={(record) => <ProductCount record={record} />}
      tertiaryText={(record) => <ActiveChip record={record} />}
    >
      <TextField source={name} sortable={false} />
      <FunctionField
        source="product_ids"
        sortable={false}
        render={(record) => <ProductCount record={record} />}
      />
      <FunctionField
        source="is_active"
        sortable={false}
        render={(record) => <ActiveChip record={record} />}
      />
      <NumberField source="sort_order" sortable={false} />
    </ResponsiveList>
  );
}

function HomeSectionInputs() {
  return (
    <SimpleForm sx={{ maxWidth: 640 }}>
      <NameInputs />
      <SortOrderInput />
      <BooleanInput source="is_active" defaultValue={true} />
      <ProductPicker source="product_ids" />
    </SimpleForm>
  );
}

export const { CreatePage: HomeSectionCreate, EditPage: HomeSectionEdit } = formPages(
  HomeSectionInputs,
  toInput,
);
