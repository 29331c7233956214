/**
 * A product's price tiers: rows of from, to and a SAR price per piece. The rows are checked in the
 * browser with the domain's own tier rules (priceTiersSchema: at least one tier, whole quantities,
 * prices above 0 with two decimals, no gap and no overlap), so staff see the same message beside
 * the same field as the API's 422 would put there (`tiers.1.from`, `tiers`).
 */
import { useEffect } from 'react';
import { InputAdornment } from '@mui/material';
import {
  ArrayInput,
  NumberInput,
  SimpleFormIterator,
  TextInput,
  useLocaleState,
  useTranslate,
  type Validator,
} from 'react-admin';
import { useFormContext, useFormState, useWatch } from 'react-hook-form';
import { AddRowButton, alwaysShowRowButtons } from './AddRowButton';
import { FORM_FIELD, priceTiersSchema, validationText, zodIssuesToFieldErrors } from '@shop/domain';

const SOURCE = 'tiers';
const QUANTITY_FIELDS = ['from', 'to'] as const;
const ROW_FIELDS = [...QUANTITY_FIELDS, 'price'] as const;

type Lang = 'ar' | 'en';

/** Problems of the tier list by path ('1.from', or 'form' for the list as a whole), as message keys. */
function tierIssues(tiers: unknown): Record<string, string[]> {
  const result = priceTiersSchema.safeParse(Array.isArray(tiers) ? tiers : []);
  return result.success ? {} : zodIssuesToFieldErrors(result.error);
}

function textOf(keys: string[] | undefined, lang: Lang): string | undefined {
  return keys?.length ? keys.map((k) => validationText(k, lang)).join(' ') : undefined;
}

/** The message for one row's field, from the whole list (an overlap is only seen with the rows around it). */
function rowValidator(lang: Lang): Validator {
  return (_value, values, props) => {
    const source = String((props as { finalSource?: string } | undefined)?.finalSource ?? '');
    const match = /\.(\d+)\.(\w+)$/.exec(source);
    if (!match) return undefined;
    return textOf(tierIssues(values?.[SOURCE])[`${match[1]}.${match[2]}`], lang);
  };
}

function listValidator(lang: Lang): Validator {
  return (tiers) => textOf(tierIssues(tiers)[FORM_FIELD], lang);
}

/**
 * Once the form has been submitted, a change in one row re-checks every row: moving one tier's end
 * can open or close a gap at the next tier's start.
 */
function RecheckRows() {
  const { trigger } = useFormContext();
  const { isSubmitted } = useFormState({ name: SOURCE });
  const tiers = useWatch({ name: SOURCE });
  useEffect(() => {
    if (!isSubmitted || !Array.isArray(tiers)) return;
    void trigger(tiers.flatMap((_, i) => ROW_FIELDS.map((field) => `${SOURCE}.${i}.${field}`)));
  }, [isSubmitted, tiers, trigger]);
  return null;
}

/**
 * A tier's from and to side by side even on a phone, the price under them (the iterator puts a
 * row's inputs in a column there, 16 px apart).
 */
const HALF_ON_PHONES = { width: { xs: 'calc(50% - 8px)', sm: 150 } } as const;
const ROWS_WRAP = { '& .RaSimpleFormIterator-form': { flexDirection: 'row', flexWrap: 'wrap' } } as const;

/** The API answers prices as numbers (45.5): shown with their two decimals; what staff type stays as typed. */
const showPrice = (value: unknown) => (typeof value === 'number' ? value.toFixed(2) : (value ?? ''));

export function PriceTiersInput() {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const lang: Lang = locale === 'en' ? 'en' : 'ar';
  const validateRow = rowValidator(lang);
  const { getValues } = useFormContext();
  // A new row starts one piece after the last row ends.
  const nextTier = () => {
    const tiers: unknown = getValues(SOURCE);
    const last = Array.isArray(tiers) ? tiers[tiers.length - 1] : undefined;
    const to = Number(last?.to);
    return { from: Number.isInteger(to) && to > 0 ? to + 1 : null, to: null, price: null };
  };
  return (
    <>
      <ArrayInput source={SOURCE} validate={listValidator(lang)} helperText="resources.products.tier.help">
        <SimpleFormIterator
          inline
          disableReordering
          disableClear
          getItemDefaults={nextTier}
          addButton={<AddRowButton label="resources.products.tier.add" />}
          sx={{ ...alwaysShowRowButtons, ...ROWS_WRAP }}
        >
          {QUANTITY_FIELDS.map((field) => (
            <NumberInput
              key={field}
              source={field}
              label={`resources.products.tier.${field}`}
              min={1}
              step={1}
              validate={validateRow}
              sx={HALF_ON_PHONES}
            />
          ))}
          <TextInput
            source="price"
            label="resources.products.tier.price"
            format={showPrice}
            validate={validateRow}
            sx={{ width: { xs: '100%', sm: 190 } }}
            slotProps={{
              htmlInput: { inputMode: 'decimal', dir: 'ltr' },
              input: {
                endAdornment: <InputAdornment position="end">{translate('shared.sar')}</InputAdornment>,
              },
            }}
          />
        </SimpleFormIterator>
      </ArrayInput>
      <RecheckRows />
    </>
  );
}
