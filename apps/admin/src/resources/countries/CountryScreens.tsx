/** Countries: code, names and order; each leads to its cities. Deleting one with cities is refused. */
import LocationCityIcon from '@mui/icons-material/LocationCity';
import { SimpleForm, TextField, TextInput, TopToolbar, required, type RaRecord } from 'react-admin';
import { NumberField } from '../../shared/NumberField';
import { NameInputs, SortOrderInput } from '../../shared/NameInputs';
import { ResponsiveList } from '../../shared/ResponsiveList';
import { useNameField } from '../../shared/useNameField';
import { formPages } from '../../shared/form-pages';
import { ChildListLink } from '../../shared/ChildListLink';

const toInput = (data: Record<string, unknown>) => ({
  code: data.code,
  name_ar: data.name_ar,
  name_en: data.name_en,
  sort_order: data.sort_order ?? 0,
});

function CitiesLink({ record }: { record?: RaRecord }) {
  return (
    <ChildListLink
      resource="cities"
      parentField="country_id"
      label="resources.countries.cities"
      icon={<LocationCityIcon />}
      record={record}
    />
  );
}

export function CountryList() {
  const name = useNameField();
  return (
    <ResponsiveList
      primaryText={(record) => `${record.code} · ${record[name]}`}
      secondaryText={(record) => <CitiesLink record={record} />}
    >
      <TextField source="code" />
      <TextField source={name} />
      <NumberField source="sort_order" />
      <CitiesLink />
    </ResponsiveList>
  );
}

function CountryInputs() {
  return (
    <SimpleForm sx={{ maxWidth: 560 }}>
      <TextInput
        source="code"
        validate={required()}
        slotProps={{ htmlInput: { maxLength: 2, dir: 'ltr' } }}
      />
      <NameInputs />
      <SortOrderInput />
    </SimpleForm>
  );
}

export const { CreatePage: CountryCreate, EditPage: CountryEdit } = formPages(
  CountryInputs,
  toInput,
  <TopToolbar>
    <CitiesLink />
  </TopToolbar>,
);
