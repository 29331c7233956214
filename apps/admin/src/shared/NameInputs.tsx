/** The Arabic and English names (or titles) and the sort position most records share. */
import { NumberInput, TextInput, required } from 'react-admin';

/** `prefix` names the pair: `name` edits name_ar and name_en, `title` edits title_ar and title_en. */
export function NameInputs({ optional = false, prefix = 'name' }: { optional?: boolean; prefix?: string }) {
  const validate = optional ? undefined : required();
  return (
    <>
      <TextInput
        source={`${prefix}_ar`}
        validate={validate}
        fullWidth
        slotProps={{ htmlInput: { dir: 'rtl', lang: 'ar' } }}
      />
      <TextInput
        source={`${prefix}_en`}
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
