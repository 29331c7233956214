/** Areas of the cities, filtered by city. Deleting one used in addresses is refused by the API. */
import {
  AutocompleteInput,
  ReferenceField,
  ReferenceInput,
  SimpleForm,
  TextField,
  required,
} from 'react-admin';
import { NumberField } from '../../shared/NumberField';
import { NameInputs, SortOrderInput } from '../../shared/NameInputs';
import { ResponsiveList } from '../../shared/ResponsiveList';
import { useNameField } from '../../shared/useNameField';
import { formPages } from '../../shared/form-pages';

const toInput = (data: Record<string, unknown>) => ({
  city_id: data.city_id,
  name_ar: data.name_ar,
  name_en: data.name_en,
  sort_order: data.sort_order ?? 0,
});

function CityChoice(props: { source: string; alwaysOn?: boolean; required?: boolean }) {
  const name = useNameField();
  const { required: isRequired, ...rest } = props;
  return (
    <ReferenceInput {...rest} reference="cities" sort={{ field: '', order: 'ASC' }}>
      <AutocompleteInput
        optionText={name}
        validate={isRequired ? required() : undefined}
        sx={{ minWidth: 220 }}
        fullWidth={isRequired}
      />
    </ReferenceInput>
  );
}

const filters = [<CityChoice key="city_id" source="city_id" alwaysOn />];

export function AreaList() {
  const name = useNameField();
  return (
    <ResponsiveList filters={filters} primaryText={(record) => record[name]} createFromFilter="city_id">
      <TextField source={name} />
      <ReferenceField source="city_id" reference="cities" link={false}>
        <TextField source={name} />
      </ReferenceField>
      <NumberField source="sort_order" />
    </ResponsiveList>
  );
}

function AreaInputs() {
  return (
    <SimpleForm sx={{ maxWidth: 560 }}>
      <CityChoice source="city_id" required />
      <NameInputs />
      <SortOrderInput />
    </SimpleForm>
  );
}

export const { CreatePage: AreaCreate, EditPage: AreaEdit } = formPages(AreaInputs, toInput);
