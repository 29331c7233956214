/**
 * Coupons: a fixed SAR amount (type 0) or a percentage (type 1), an optional window in Riyadh time
 * and an optional usage limit. The list's status chip is the API's own verdict (domain's
 * couponStatus), so it matches what the storefront's coupon check answers.
 */
import { Chip, InputAdornment } from '@mui/material';
import {
  BooleanInput,
  DateTimeInput,
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
import { fromRiyadhInput, toRiyadhInput } from '../../shared/riyadh-time';

const toInput = (data: Record<string, unknown>) => ({
  code: data.code,
  type: Number(data.type),
  amount: data.amount,
  starts_at: data.starts_at ?? null,
  ends_at: data.ends_at ?? null,
  usage_limit: data.usage_limit === '' || data.usage_limit === undefined ? null : data.usage_limit,
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
      tertiaryText={(record) => <StatusChip record={record} />}
    >
      <TextField source="code" />
      <FunctionField source="amount" sortable={false} render={(record) => <Amount record={record} />} />
      <ShopDateField source="starts_at" sortable={false} emptyText="—" />
      <ShopDateField source="ends_at" emptyText="—" />
      <FunctionField source="used_count" render={(record) => <Usage record={record} />} />
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
      <DateTimeInput
        source="starts_at"
        helperText="resources.coupons.riyadh_time"
        format={toRiyadhInput}
        parse={fromRiyadhInput}
      />
      <DateTimeInput
        source="ends_at"
        helperText="resources.coupons.riyadh_time"
        format={toRiyadhInput}
        parse={fromRiyadhInput}
      />
      {/* A text box, not a number one: the browser's own range bubble would speak its language, not
          the dashboard's; the API's translated message shows beside the field instead. */}
      <TextInput
        source="usage_limit"
        helperText="resources.coupons.no_limit"
        slotProps={{ htmlInput: { inputMode: 'numeric', dir: 'ltr' } }}
      />
      <BooleanInput source="is_active" defaultValue={true} />
    </SimpleForm>
  );
}

export const { CreatePage: CouponCreate, EditPage: CouponEdit } = formPages(CouponInputs, toInput);
