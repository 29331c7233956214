/**
 * The shop's colours: two names and a `#rrggbb` code, typed or picked with the browser's own
 * colour picker. A new code is written to every product offering the colour (the API does it);
 * deleting a colour products use is refused by the API, whose reason is shown.
 */
import { Box, InputAdornment } from '@mui/material';
import {
  FunctionField,
  SearchInput,
  SimpleForm,
  TextField,
  TextInput,
  required,
  useTranslate,
  type RaRecord,
} from 'react-admin';
import { NumberField } from '../../shared/NumberField';
import { useFormContext, useWatch } from 'react-hook-form';
import { NameInputs } from '../../shared/NameInputs';
import { ResponsiveList } from '../../shared/ResponsiveList';
import { useNameField } from '../../shared/useNameField';
import { formPages } from '../../shared/form-pages';

const CODE_PATTERN = /^#[0-9a-fA-F]{6}$/;

const toInput = (data: Record<string, unknown>) => ({
  name_ar: data.name_ar,
  name_en: data.name_en,
  code: data.code,
});

export function Swatch({ code, size = 28 }: { code: unknown; size?: number }) {
  if (typeof code !== 'string' || !CODE_PATTERN.test(code)) return null;
  return (
    <Box
      component="span"
      aria-hidden
      sx={{
        display: 'inline-block',
        width: size,
        height: size,
        borderRadius: '50%',
        border: 1,
        borderColor: 'divider',
        bgcolor: code,
        verticalAlign: 'middle',
        flexShrink: 0,
      }}
    />
  );
}

function Code({ code }: { code: unknown }) {
  return (
    <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 1 }}>
      <Swatch code={code} />
      <span dir="ltr">{String(code ?? '')}</span>
    </Box>
  );
}

const filters = [<SearchInput key="q" source="q" alwaysOn />];

export function ColorList() {
  const name = useNameField();
  const translate = useTranslate();
  return (
    <ResponsiveList
      filters={filters}
      primaryText={(record) => (
        <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 1 }}>
          <Swatch code={record.code} size={20} />
          {record[name]}
        </Box>
      )}
      secondaryText={(record: RaRecord) =>
        translate('resources.colors.products', { count: record.products_count })
      }
    >
      <FunctionField source="code" sortable={false} render={(record) => <Code code={record.code} />} />
      <TextField source={name} />
      <NumberField source="products_count" sortable={false} />
    </ResponsiveList>
  );
}

/** The code's text field with the browser's colour picker beside it, both on the one form value. */
function ColorCodeInput() {
  const translate = useTranslate();
  const { setValue } = useFormContext();
  const code: unknown = useWatch({ name: 'code' });
  const valid = typeof code === 'string' && CODE_PATTERN.test(code);
  return (
    <TextInput
      source="code"
      validate={required()}
      defaultValue="#000000"
      helperText="resources.colors.code_help"
      slotProps={{
        htmlInput: { dir: 'ltr', spellCheck: false, maxLength: 7 },
        input: {
          startAdornment: (
            <InputAdornment position="start">
              <Box
                component="input"
                type="color"
                aria-label={translate('resources.colors.pick')}
                value={valid ? code.toLowerCase() : '#000000'}
                onChange={(event) =>
                  setValue('code', (event.target as HTMLInputElement).value, {
                    shouldDirty: true,
                    shouldValidate: true,
                  })
                }
                sx={{ width: 40, height: 32, p: 0, border: 0, bgcolor: 'transparent', cursor: 'pointer' }}
              />
            </InputAdornment>
          ),
        },
      }}
    />
  );
}

function ColorInputs() {
  return (
    <SimpleForm sx={{ maxWidth: 560 }}>
      <NameInputs />
      <ColorCodeInput />
    </SimpleForm>
  );
}

export const { CreatePage: ColorCreate, EditPage: ColorEdit } = formPages(ColorInputs, toInput);
