/**
 * Coupons: a fixed SAR amount (type 0) or a percentage (type 1), an optional window in Riyadh time,
 * an optional usage limit overall and per customer, and conditions: a minimum order, the products
 * or categories it applies to, free shipping. The list's status chip is the API's own verdict
 * (domain's couponStatus), so it matches what the storefront's coupon check answers.
 */
import { Box, Chip, InputAdornment, Stack, Typography } from '@mui/material';
import {
  AutocompleteArrayInput,
  BooleanInput,
  ReferenceArrayInput,
  FunctionField,
  RadioButtonGroupInput,
  SearchInput,
  SimpleForm,
  TextField,
  TextInput,
  required,
  useTranslate,
  type RaRecord,
} from 'react-admin';
import { useWatch } from 'react-hook-form';
import type { AdminRow } from '@shop/contract';

type AdminCoupon = AdminRow<'coupons'>;
import { formPages } from '../../shared/form-pages';
import { ResponsiveList } from '../../shared/ResponsiveList';
import { ShopDateField } from '../../shared/ShopDateField';
import { ShopDateTimeInput } from '../../shared/ShopDateTimeInput';
import { useNameField } from '../../shared/useNameField';

const blankToNull = (value: unknown) => (value === '' || value === undefined ? null : value);

const toInput = (data: Record<string, unknown>) => ({
  code: data.code,
  type: Number(data.type),
  amount: data.amount,
  starts_at: data.starts_at ?? null,
  ends_at: data.ends_at ?? null,
  usage_limit: blankToNull(data.usage_limit),
  per_customer_limit: blankToNull(data.per_customer_limit),
  min_order: blankToNull(data.min_order),
  free_shipping: data.free_shipping ?? false,
  product_ids: data.product_ids ?? [],
  category_ids: data.category_ids ?? [],
  is_active: data.is_active ?? true,
});

const STATUS_COLORS = {
  valid: 'success',
  inactive: 'default',
  notStarted: 'info',
  expired: 'warning',
  usedUp: 'warning',
} as const;

function StatusChip({ record }: { record: RaRecord }) {
  const translate = useTranslate();
  const status = (record as AdminCoupon).status;
  return (
    <Chip
      size="small"
      color={STATUS_COLORS[status]}
      label={translate(`resources.coupons.status.${status}`)}
    />
  );
}

function Amount({ record }: { record: RaRecord }) {
  const translate = useTranslate();
  const coupon = record as AdminCoupon;
  return (
    <span dir="ltr">
      {coupon.type === 0
        ? translate('resources.coupons.sar', { amount: coupon.amount.toFixed(2) })
        : `${coupon.amount}%`}
    </span>
  );
}

function Usage({ record }: { record: RaRecord }) {
  const coupon = record as AdminCoupon;
  return (
    <span dir="ltr">
      {coupon.used_count} / {coupon.usage_limit ?? '∞'}
    </span>
  );
}

/** The coupon's conditions in a few words: minimum, scope, per-customer limit, free shipping. */
function Conditions({ record, quiet = false }: { record: RaRecord; quiet?: boolean }) {
  const translate = useTranslate();
  const coupon = record as AdminCoupon;
  const parts = [
    coupon.min_order !== null
      ? translate('resources.coupons.condition.min_order', { amount: coupon.min_order.toFixed(2) })
      : null,
    coupon.product_ids.length > 0
      ? translate('resources.coupons.condition.products', { smart_count: coupon.product_ids.length })
      : null,
    coupon.category_ids.length > 0
      ? translate('resources.coupons.condition.categories', { smart_count: coupon.category_ids.length })
      : null,
    coupon.per_customer_limit !== null
      ? translate('resources.coupons.condition.per_customer', { smart_count: coupon.per_customer_limit })
      : null,
    coupon.free_shipping ? translate('resources.coupons.condition.free_shipping') : null,
  ].filter((part): part is string => part !== null);
  if (parts.length === 0) return quiet ? null : <span>{translate('resources.coupons.condition.none')}</span>;
  return (
    <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', gap: 0.5 }}>
      {parts.map((part) => (
        <Chip key={part} size="small" variant="outlined" label={part} />
      ))}
    </Stack>
  );
}

const filters = [<SearchInput key="q" source="q" alwaysOn />];

export function CouponList() {
  const translate = useTranslate();
  return (
    <ResponsiveList
      filters={filters}
      primaryText={(record) => record.code}
      secondaryText={(record) => (
        <>
          <Amount record={record} /> · {translate('resources.coupons.fields.used_count')}{' '}
          <Usage record={record} />
        </>
      )}
      tertiaryText={(record) => (
        <>
          <StatusChip record={record} /> <Conditions record={record} quiet />
        </>
      )}
    >
      <TextField source="code" />
      <FunctionField source="amount" sortable={false} render={(record) => <Amount record={record} />} />
      <ShopDateField source="starts_at" sortable={false} emptyText="—" />
      <ShopDateField source="ends_at" emptyText="—" />
      <FunctionField source="used_count" render={(record) => <Usage record={record} />} />
      <FunctionField
        label="resources.coupons.conditions"
        sortable={false}
        render={(record) => <Conditions record={record} />}
      />
      <FunctionField source="status" sortable={false} render={(record) => <StatusChip record={record} />} />
    </ResponsiveList>
  );
}

function AmountInput() {
  const translate = useTranslate();
  const type = Number(useWatch({ name: 'type' }) ?? 0);
  return (
    <TextInput
      source="amount"
      label={type === 0 ? 'resources.coupons.amount_sar' : 'resources.coupons.amount_percent'}
      validate={required()}
      slotProps={{
        htmlInput: { inputMode: 'decimal', dir: 'ltr' },
        input: {
          endAdornment: (
            <InputAdornment position="end">
              {type === 0 ? translate('resources.coupons.sar_unit') : '%'}
            </InputAdornment>
          ),
        },
      }}
    />
  );
}

/** A whole number typed as text (see the usage limit below) with its helper text. */
function LimitInput({ source, helperText }: { source: string; helperText: string }) {
  return (
    <TextInput
      source={source}
      helperText={helperText}
      slotProps={{ htmlInput: { inputMode: 'numeric', dir: 'ltr' } }}
    />
  );
}

/** Who may use the coupon and on what: limits per customer, a minimum, the scope, free shipping. */
function ConditionInputs() {
  const translate = useTranslate();
  const name = useNameField();
  return (
    <Box sx={{ width: '100%' }}>
      <Typography variant="subtitle1" component="h2" sx={{ mt: 1, mb: 1, fontWeight: 600 }}>
        {translate('resources.coupons.conditions')}
      </Typography>
      <LimitInput source="per_customer_limit" helperText="resources.coupons.per_customer_help" />
      <TextInput
        source="min_order"
        helperText="resources.coupons.min_order_help"
        slotProps={{
          htmlInput: { inputMode: 'decimal', dir: 'ltr' },
          input: {
            endAdornment: (
              <InputAdornment position="end">{translate('resources.coupons.sar_unit')}</InputAdornment>
            ),
          },
        }}
      />
      <ReferenceArrayInput source="product_ids" reference="products" perPage={25}>
        <AutocompleteArrayInput optionText={name} helperText="resources.coupons.scope_help" fullWidth />
      </ReferenceArrayInput>
      {/* An empty sort leaves the API's own order (the shop's category order). */}
      <ReferenceArrayInput
        source="category_ids"
        reference="categories"
        perPage={100}
        sort={{ field: '', order: 'ASC' }}
      >
        <AutocompleteArrayInput optionText={name} helperText="resources.coupons.categories_help" fullWidth />
      </ReferenceArrayInput>
      <BooleanInput source="free_shipping" defaultValue={false} />
    </Box>
  );
}

function CouponInputs() {
  const types = [
    { id: 0, name: 'resources.coupons.type.fixed' },
    { id: 1, name: 'resources.coupons.type.percent' },
  ];
  return (
    <SimpleForm sx={{ maxWidth: 560 }}>
      <TextInput source="code" validate={required()} slotProps={{ htmlInput: { dir: 'ltr' } }} fullWidth />
      <RadioButtonGroupInput source="type" choices={types} defaultValue={0} parse={Number} />
      <AmountInput />
      <ShopDateTimeInput source="starts_at" emptyHelp="resources.coupons.riyadh_time" />
      <ShopDateTimeInput source="ends_at" emptyHelp="resources.coupons.riyadh_time" />
      {/* A text box, not a number one: the browser's own range bubble would speak its language, not
          the dashboard's; the API's translated message shows beside the field instead. */}
      <LimitInput source="usage_limit" helperText="resources.coupons.no_limit" />
      <ConditionInputs />
      <BooleanInput source="is_active" defaultValue={true} />
    </SimpleForm>
  );
}

export const { CreatePage: CouponCreate, EditPage: CouponEdit } = formPages(CouponInputs, toInput);
