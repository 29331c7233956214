/** The Arabic and English names and the sort position most catalogue records share. */
import { NumberInput, TextInput, required } from 'react-admin';

export function NameInputs({ optional = false }: { optional?: boolean }) {
  const validate = optional ? undefined : required();
  return (
    <>
      <TextInput
        source="name_ar"
        validate={validate}
        fullWidth
        slotProps={{ htmlInput: { dir: 'rtl', lang: 'ar' } }}
      />
      <TextInput
        source="name_en"
        validate={validate}
        fullWidth
        slotProps={{ htmlInput: { dir: 'ltr', lang: 'en' } }}
      />
    </>
  );
}

export function SortOrderInput() {
  return <NumberInput source="sort_order" defaultValue={0} step={1} />;
}
