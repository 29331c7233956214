/**
 * What a shopper chooses from: the product's colours (each one of the shop's colours, with the
 * product's photo in it) and its sizes (some of the shop's sizes, offered in the order staff pick
 * them: the shop's sizes are ordered within their own range only, S and M both come first).
 * The form holds the shop's ids, as the API takes them (`colors[].color_id`, `size_ids`).
 */
import { Box, FormHelperText } from '@mui/material';
import {
  ArrayInput,
  AutocompleteArrayInput,
  AutocompleteInput,
  ReferenceArrayInput,
  ReferenceInput,
  SimpleFormIterator,
  useChoicesContext,
  useLocaleState,
  useRecordContext,
  type Validator,
} from 'react-admin';
import { useFormState } from 'react-hook-form';
import type { AdminColor } from '@shop/contract';
import { ImageUploadInput } from '../../shared/ImageUploadInput';
import { useNameField } from '../../shared/useNameField';
import { AddRowButton, alwaysShowRowButtons } from './AddRowButton';
import { colorValidator } from './form-checks';

function Swatch({ code }: { code: string }) {
  return (
    <Box
      component="span"
      aria-hidden="true"
      sx={{
        display: 'inline-block',
        flex: 'none',
        width: 20,
        height: 20,
        borderRadius: '50%',
        border: 1,
        borderColor: 'divider',
        bgcolor: code,
      }}
    />
  );
}

/** One colour in the list of choices: its swatch and its name in the dashboard's language. */
function ColorChoice() {
  const color = useRecordContext<AdminColor>();
  const name = useNameField();
  if (!color) return null;
  return (
    <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 1 }}>
      <Swatch code={color.code} />
      {color[name as 'name_ar' | 'name_en']}
    </Box>
  );
}

/** The shop's colour of one row, with the chosen colour's swatch beside it. */
function ColorAutocomplete({ validate }: { validate: Validator }) {
  const name = useNameField() as 'name_ar' | 'name_en';
  const { selectedChoices } = useChoicesContext<AdminColor>();
  const selected = selectedChoices?.[0];
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, width: { xs: '100%', sm: 300 } }}>
      <Swatch code={selected?.code ?? 'transparent'} />
      <AutocompleteInput
        label="resources.products.color.color_id"
        optionText={<ColorChoice />}
        inputText={(color: AdminColor) => color[name]}
        validate={validate}
        sx={{ flex: 1, minWidth: 0 }}
      />
    </Box>
  );
}

export function ColorsInput() {
  const [locale] = useLocaleState();
  const validate = colorValidator(locale === 'en' ? 'en' : 'ar');
  return (
    <ArrayInput source="colors" helperText={false}>
      <SimpleFormIterator
        inline
        disableClear
        addButton={<AddRowButton label="resources.products.color.add" />}
        sx={alwaysShowRowButtons}
      >
        <ReferenceInput source="color_id" reference="colors" sort={{ field: '', order: 'ASC' }}>
          <ColorAutocomplete validate={validate} />
        </ReferenceInput>
        <ImageUploadInput source="image" kind="product" label="resources.products.color.image" />
      </SimpleFormIterator>
    </ArrayInput>
  );
}

/** Messages the API put on single sizes (`size_ids.2`: a size deleted meanwhile). */
function SizeErrors() {
  const { errors } = useFormState({ name: 'size_ids' });
  const list = errors.size_ids;
  const texts = Array.isArray(list)
    ? list.flatMap((e) => (typeof e?.message === 'string' ? [e.message] : []))
    : [];
  return texts.length ? <FormHelperText error>{[...new Set(texts)].join(' ')}</FormHelperText> : null;
}

export function SizesInput() {
  return (
    <Box sx={{ width: '100%' }}>
      <ReferenceArrayInput
        source="size_ids"
        reference="sizes"
        perPage={100}
        sort={{ field: 'sort_order', order: 'ASC' }}
      >
        <AutocompleteArrayInput
          optionText="name"
          label="resources.products.fields.size_ids"
          helperText="resources.products.sizes_help"
          fullWidth
        />
      </ReferenceArrayInput>
      <SizeErrors />
    </Box>
  );
}
