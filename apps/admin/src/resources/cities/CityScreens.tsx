/**
 * Cities with their shipping fee (SAR), filtered by country; each leads to its areas. Deleting one
 * with areas or used in addresses is refused by the API, whose message is shown.
 */
import MapIcon from '@mui/icons-material/Map';
import { InputAdornment } from '@mui/material';
import {
  AutocompleteInput,
  FunctionField,
  ReferenceField,
  ReferenceInput,
  SimpleForm,
  TextField,
  TextInput,
  TopToolbar,
  required,
  useTranslate,
  type RaRecord,
} from 'react-admin';
import { NumberField } from '../../shared/NumberField';
import { ChildListLink } from '../../shared/ChildListLink';
import { NameInputs, SortOrderInput } from '../../shared/NameInputs';
import { ResponsiveList } from '../../shared/ResponsiveList';
import { useNameField } from '../../shared/useNameField';
import { formPages } from '../../shared/form-pages';

const toInput = (data: Record<string, unknown>) => ({
  country_id: data.country_id,
  name_ar: data.name_ar,
  name_en: data.name_en,
  shipping_fee: data.shipping_fee,
  sort_order: data.sort_order ?? 0,
});

function AreasLink({ record }: { record?: RaRecord }) {
  return (
    <ChildListLink
      resource="areas"
      parentField="city_id"
      label="resources.cities.areas"
      icon={<MapIcon />}
      record={record}
    />
  );
}

function CountryFilter(props: { source: string; alwaysOn?: boolean }) {
  const name = useNameField();
  return (
    <ReferenceInput {...props} reference="countries" sort={{ field: '', order: 'ASC' }}>
      <AutocompleteInput optionText={name} sx={{ minWidth: 220 }} />
    </ReferenceInput>
  );
}

const filters = [<CountryFilter key="country_id" source="country_id" alwaysOn />];

function Sar({ value }: { value: unknown }) {
  const translate = useTranslate();
  return <>{translate('resources.cities.sar', { amount: Number(value).toFixed(2) })}</>;
}

export function CityList() {
  const name = useNameField();
  return (
    <ResponsiveList
      filters={filters}
      primaryText={(record) => record[name]}
      secondaryText={(record) => <Sar value={record.shipping_fee} />}
      tertiaryText={(record) => <AreasLink record={record} />}
      createFromFilter="country_id"
    >
      <TextField source={name} />
      <ReferenceField source="country_id" reference="countries" link={false}>
        <TextField source={name} />
      </ReferenceField>
      <FunctionField source="shipping_fee" render={(record) => <Sar value={record.shipping_fee} />} />
      <NumberField source="sort_order" />
      <AreasLink />
    </ResponsiveList>
  );
}

function CityInputs() {
  const name = useNameField();
  const translate = useTranslate();
  return (
    <SimpleForm sx={{ maxWidth: 560 }}>
      <ReferenceInput source="country_id" reference="countries" sort={{ field: '', order: 'ASC' }}>
        <AutocompleteInput optionText={name} validate={required()} fullWidth />
      </ReferenceInput>
      <NameInputs />
      <TextInput
        source="shipping_fee"
        validate={required()}
        defaultValue="0"
        slotProps={{
          htmlInput: { inputMode: 'decimal', dir: 'ltr' },
          input: {
            endAdornment: (
              <InputAdornment position="end">{translate('resources.cities.sar_unit')}</InputAdornment>
            ),
          },
        }}
      />
      <SortOrderInput />
    </SimpleForm>
  );
}

export const { CreatePage: CityCreate, EditPage: CityEdit } = formPages(
  CityInputs,
  toInput,
  <TopToolbar>
    <AreasLink />
  </TopToolbar>,
);
