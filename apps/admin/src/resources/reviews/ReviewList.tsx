/**
 * Product reviews, filtered by product id: staff hide one from the storefront (or show it again)
 * after confirming; the product's rating is recomputed by the API.
 */
import VisibilityIcon from '@mui/icons-material/Visibility';
import VisibilityOffIcon from '@mui/icons-material/VisibilityOff';
import { Box, Chip, Rating, Stack } from '@mui/material';
import { FunctionField, NumberInput, SearchInput, TextField, useTranslate, type RaRecord } from 'react-admin';
import { ConfirmedToggle } from '../../shared/ConfirmedToggle';
import { ResponsiveList } from '../../shared/ResponsiveList';
import { ShopDateField } from '../../shared/ShopDateField';
import { useNameField } from '../../shared/useNameField';

const filters = [
  <SearchInput key="q" source="q" alwaysOn />,
  <NumberInput key="product_id" source="product_id" min={1} alwaysOn />,
];

function Stars({ record }: { record: RaRecord }) {
  const translate = useTranslate();
  return (
    <Rating
      value={Number(record.rate)}
      readOnly
      size="small"
      aria-label={translate('resources.reviews.stars', { smart_count: Number(record.rate) })}
    />
  );
}

function HiddenChip({ record }: { record: RaRecord }) {
  const translate = useTranslate();
  if (!record.is_hidden) return null;
  return <Chip size="small" color="warning" label={translate('resources.reviews.hidden')} />;
}

function VisibilityToggle({ record }: { record?: RaRecord }) {
  return (
    <ConfirmedToggle
      record={record}
      field="is_hidden"
      labelWhenOff="resources.reviews.hide"
      labelWhenOn="resources.reviews.show"
      confirmTitle="resources.reviews.confirm_title"
      confirmWhenOff="resources.reviews.confirm_hide"
      confirmWhenOn="resources.reviews.confirm_show"
      doneWhenOff="resources.reviews.done_hide"
      doneWhenOn="resources.reviews.done_show"
      iconWhenOff={<VisibilityOffIcon />}
      iconWhenOn={<VisibilityIcon />}
    />
  );
}

export function ReviewList() {
  const productName = useNameField('product_name');
  return (
    <ResponsiveList
      filters={filters}
      canCreate={false}
      rowClick={false}
      primaryText={(record) => record[productName]}
      secondaryText={(record) => (
        <Stack component="span" spacing={0.5}>
          <span>{record.customer_name}</span>
          <Stars record={record} />
          <span>{record.comment}</span>
        </Stack>
      )}
      tertiaryText={(record) => (
        <Box component="span" sx={{ display: 'flex', gap: 0.5, alignItems: 'center' }}>
          <HiddenChip record={record} />
          <VisibilityToggle record={record} />
        </Box>
      )}
    >
      <TextField source={productName} sortable={false} />
      <TextField source="customer_name" sortable={false} />
      <FunctionField source="rate" render={(record) => <Stars record={record} />} />
      <TextField source="comment" sortable={false} sx={{ whiteSpace: 'pre-wrap' }} />
      <FunctionField source="is_hidden" render={(record) => <HiddenChip record={record} />} />
      <ShopDateField source="created_at" />
      <FunctionField render={(record) => <VisibilityToggle record={record} />} />
    </ResponsiveList>
  );
}
