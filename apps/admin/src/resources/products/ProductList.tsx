/**
 * The staff's product list: searched, filtered (a category takes in its subcategories, published or
 * hidden), sorted and paged by the API. The top toolbar exports what the filters find as CSV and
 * imports a CSV file (ProductCsv.tsx).
 */
import { adminRoutes } from '@shop/contract';
import { Box, Chip } from '@mui/material';
import {
  AutocompleteInput,
  FunctionField,
  ReferenceInput,
  SearchInput,
  SelectInput,
  TextField,
  useTranslate,
  type RaRecord,
} from 'react-admin';
import { NumberField } from '../../shared/NumberField';
import type { AdminProductRow } from '@shop/contract';
import { Money } from '../../shared/Money';
import { ResponsiveList } from '../../shared/ResponsiveList';
import { ShopDateField } from '../../shared/ShopDateField';
import { useNameField } from '../../shared/useNameField';
import { ExportCsvButton } from '../../shared/ExportCsvButton';
import { ImportCsvButton } from './ProductCsv';
import { ProductBulkActions } from './ProductBulk';

function Thumbnail({ src, size = 48 }: { src: unknown; size?: number }) {
  return (
    <Box
      component={typeof src === 'string' && src !== '' ? 'img' : 'span'}
      src={typeof src === 'string' && src !== '' ? src : undefined}
      alt=""
      sx={{
        display: 'block',
        width: size,
        height: size,
        objectFit: 'cover',
        borderRadius: 1,
        bgcolor: 'action.hover',
        flexShrink: 0,
      }}
    />
  );
}

function PublishedChip({ published }: { published: boolean }) {
  const translate = useTranslate();
  return (
    <Chip
      size="small"
      variant="outlined"
      color={published ? 'success' : 'default'}
      label={translate(published ? 'resources.products.published_yes' : 'resources.products.published_no')}
    />
  );
}

function Price({ price }: { price: number | null }) {
  const translate = useTranslate();
  return price === null ? <>{translate('resources.products.no_price')}</> : <Money amount={price} />;
}

function CategoryFilter(props: { source: string; alwaysOn?: boolean }) {
  const name = useNameField();
  return (
    <ReferenceInput {...props} reference="categories" sort={{ field: '', order: 'ASC' }}>
      <AutocompleteInput
        optionText={name}
        label="resources.products.fields.category_id"
        sx={{ minWidth: 220 }}
      />
    </ReferenceInput>
  );
}

const PUBLISHED_CHOICES = [
  { id: '1', name: 'resources.products.published_yes' },
  { id: '0', name: 'resources.products.published_no' },
];

const filters = [
  <SearchInput key="q" source="q" alwaysOn />,
  <CategoryFilter key="category_id" source="category_id" alwaysOn />,
  <SelectInput
    key="published"
    source="published"
    label="resources.products.visibility"
    choices={PUBLISHED_CHOICES}
    alwaysOn
    sx={{ minWidth: 160 }}
  />,
];

export function ProductList() {
  const name = useNameField();
  const translate = useTranslate();
  const row = (record: RaRecord) => record as AdminProductRow;
  return (
    <ResponsiveList
      filters={filters}
      bulkActions={<ProductBulkActions />}
      extraActions={
        <>
          <ExportCsvButton
            label="resources.products.csv.export"
            fileName="resources.products.csv.file_name"
            area={adminRoutes.productsExport.area}
          />
          <ImportCsvButton />
        </>
      }
      primaryText={(record) => (
        <Box component="span" sx={{ display: 'flex', alignItems: 'center', gap: 1.5 }}>
          <Thumbnail src={record.image} size={40} />
          <span>{record[name]}</span>
        </Box>
      )}
      secondaryText={(record) => (
        <Box component="span" sx={{ display: 'flex', flexDirection: 'column', gap: 0.5, mt: 0.5 }}>
          <span>
            {row(record).category[name as 'name_ar']} · <Price price={row(record).price} />
          </span>
          <span>
            {translate('resources.products.counts', {
              colors: row(record).colors_count,
              sizes: row(record).sizes_count,
            })}
          </span>
        </Box>
      )}
      tertiaryText={(record) => <PublishedChip published={row(record).published} />}
    >
      <FunctionField source="image" sortable={false} render={(record) => <Thumbnail src={record.image} />} />
      <NumberField source="id" />
      <TextField source={name} />
      <FunctionField
        source="category_id"
        sortable={false}
        render={(record) => row(record).category[name as 'name_ar']}
      />
      <FunctionField
        source="price"
        sortable={false}
        render={(record) => <Price price={row(record).price} />}
      />
      <NumberField source="colors_count" sortable={false} />
      <NumberField source="sizes_count" sortable={false} />
      <FunctionField
        source="published"
        sortable={false}
        render={(record) => <PublishedChip published={row(record).published} />}
      />
      <ShopDateField source="updated_at" sx={{ whiteSpace: 'nowrap' }} />
    </ResponsiveList>
  );
}
