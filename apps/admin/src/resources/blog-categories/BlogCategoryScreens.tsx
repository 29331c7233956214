/** Blog categories: names and order. Deleting one while posts use it is refused by the API. */
import { SearchInput, SimpleForm, TextField } from 'react-admin';
import { NumberField } from '../../shared/NumberField';
import { NameInputs, SortOrderInput } from '../../shared/NameInputs';
import { ResponsiveList } from '../../shared/ResponsiveList';
import { useNameField } from '../../shared/useNameField';
import { formPages } from '../../shared/form-pages';

const toInput = (data: Record<string, unknown>) => ({
  name_ar: data.name_ar,
  name_en: data.name_en,
  sort_order: data.sort_order ?? 0,
});

const filters = [<SearchInput key="q" source="q" alwaysOn />];

export function BlogCategoryList() {
  const name = useNameField();
  return (
    <ResponsiveList filters={filters} primaryText={(record) => record[name]}>
      <TextField source={name} />
      <NumberField source="sort_order" />
    </ResponsiveList>
  );
}

function BlogCategoryInputs() {
  return (
    <SimpleForm sx={{ maxWidth: 560 }}>
      <NameInputs />
      <SortOrderInput />
    </SimpleForm>
  );
}

export const { CreatePage: BlogCategoryCreate, EditPage: BlogCategoryEdit } = formPages(
  BlogCategoryInputs,
  toInput,
);
