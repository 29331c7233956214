/**
 * A product's price tiers: rows of from, to and a SAR price per piece, checked as they are typed
 * with the domain's own tier rules (form-checks.ts).
 */
import { useEffect } from 'react';
import { Alert, InputAdornment } from '@mui/material';
import { ArrayInput, SimpleFormIterator, TextInput, useLocaleState, useTranslate } from 'react-admin';
import { useFormContext, useFormState, useWatch } from 'react-hook-form';
import { toLatinDigits } from '@shop/domain';
import { AddRowButton, alwaysShowRowButtons } from './AddRowButton';
import {
  risingTierRows,
  tierListValidator,
  tierRowValidator,
  TIERS_SOURCE as SOURCE,
  type Lang,
} from './form-checks';

const QUANTITY_FIELDS = ['from', 'to'] as const;
const ROW_FIELDS = [...QUANTITY_FIELDS, 'price'] as const;

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

/** A warning, not an error: a larger order costing more per piece may be meant, but rarely is. */
function RisingPriceWarning() {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const rows = risingTierRows(useWatch({ name: SOURCE }));
  if (rows.length === 0) return null;
  const tiers = rows.join(locale === 'en' ? ', ' : '، ');
  return (
    <Alert severity="warning" data-testid="tier-rising-warning" sx={{ mb: 2, maxWidth: 640 }}>
      {translate('resources.products.tier.rising', { tiers })}
    </Alert>
  );
}

/**
 * A tier's from and to side by side even on a phone, the price under them (the iterator puts a
 * row's inputs in a column there, 16 px apart).
 */
const HALF_ON_PHONES = { width: { xs: 'calc(50% - 8px)', sm: 150 } } as const;
const ROWS_WRAP = { '& .RaSimpleFormIterator-form': { flexDirection: 'row', flexWrap: 'wrap' } } as const;

/** The API answers prices as numbers (45.5): shown with their two decimals; what staff type stays as typed. */
export const showPrice = (value: unknown) => (typeof value === 'number' ? value.toFixed(2) : (value ?? ''));

export function PriceTiersInput() {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const lang: Lang = locale === 'en' ? 'en' : 'ar';
  const validateRow = tierRowValidator(lang);
  const { getValues } = useFormContext();
  // A new row starts one piece after the last row ends.
  const nextTier = () => {
    const tiers: unknown = getValues(SOURCE);
    const last = Array.isArray(tiers) ? tiers[tiers.length - 1] : undefined;
    const to = Number(toLatinDigits(String(last?.to ?? '')));
    return { from: Number.isInteger(to) && to > 0 ? to + 1 : null, to: null, price: null };
  };
  return (
    <>
      <ArrayInput
        source={SOURCE}
        validate={tierListValidator(lang)}
        helperText="resources.products.tier.help"
      >
        <SimpleFormIterator
          inline
          disableReordering
          disableClear
          getItemDefaults={nextTier}
          addButton={<AddRowButton label="resources.products.tier.add" />}
          sx={{ ...alwaysShowRowButtons, ...ROWS_WRAP }}
        >
          {/* Text, not number, inputs: a number input drops Arabic-Indic digits (١٠) without a word;
              the domain's rules read them. */}
          {QUANTITY_FIELDS.map((field) => (
            <TextInput
              key={field}
              source={field}
              label={`resources.products.tier.${field}`}
              validate={validateRow}
              sx={HALF_ON_PHONES}
              slotProps={{ htmlInput: { inputMode: 'numeric', dir: 'ltr' } }}
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
      <RisingPriceWarning />
    </>
  );
}

/** The price per piece of putting the buyer's logo on the product: blank when the cart offers none. */
export function LogoPriceInput() {
  const translate = useTranslate();
  return (
    <TextInput
      source="logo_price"
      format={showPrice}
      helperText="resources.products.logo_price_help"
      sx={{ maxWidth: 320 }}
      fullWidth
      slotProps={{
        htmlInput: { inputMode: 'decimal', dir: 'ltr' },
        input: { endAdornment: <InputAdornment position="end">{translate('shared.sar')}</InputAdornment> },
      }}
    />
  );
}
