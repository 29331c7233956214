/**
 * A product's create and edit pages: one form with the names and descriptions in both languages,
 * the category and audience, images and gallery, colours, sizes, price tiers and the size chart. The edit page
 * reads the API's whole product (contract's adminProductSchema) and sends back exactly the request
 * fields (domain's productInputSchema).
 */
import type { ReactNode } from 'react';
import { Box, Divider, Typography } from '@mui/material';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import {
  AutocompleteInput,
  BooleanInput,
  Button,
  ReferenceInput,
  SimpleForm,
  TopToolbar,
  required,
  useRecordContext,
  useTranslate,
} from 'react-admin';
import type { AdminProduct } from '@shop/contract';
import { formPages } from '../../shared/form-pages';
import { ImageUploadInput } from '../../shared/ImageUploadInput';
import { NameInputs, SortOrderInput } from '../../shared/NameInputs';
import { RichTextPair } from '../../shared/RichTextPair';
import { useNameField } from '../../shared/useNameField';
import { PhotoGalleryInput } from './PhotoGalleryInput';
import { LogoPriceInput, PriceTiersInput } from './PriceTiersInput';
import { ColorsInput, SizesInput } from './ProductVariantsInputs';
import { SizeChartInput } from './SizeChartInput';

const list = (value: unknown): Record<string, unknown>[] =>
  Array.isArray(value) ? value.filter((item) => item && typeof item === 'object') : [];

/** The form's values as the API's request: colours `{color_id, image}`, sizes as ids, tiers and photos in order. */
export const toInput = (data: Record<string, unknown>) => ({
  name_ar: data.name_ar,
  name_en: data.name_en,
  description_ar: data.description_ar ?? '',
  description_en: data.description_en ?? '',
  category_id: data.category_id,
  is_men: data.is_men ?? false,
  is_women: data.is_women ?? false,
  is_child: data.is_child ?? false,
  published: data.published ?? true,
  sort_order: data.sort_order ?? 0,
  image: data.image ?? '',
  hover_image: data.hover_image ?? '',
  colors: list(data.colors).map((color) => ({ color_id: color.color_id, image: color.image ?? '' })),
  size_ids: Array.isArray(data.size_ids)
    ? data.size_ids
    : list(data.sizes).flatMap((size) => (size.size_id == null ? [] : [size.size_id])),
  tiers: list(data.tiers).map((tier) => ({ from: tier.from, to: tier.to, price: tier.price })),
  photos: Array.isArray(data.photos) ? data.photos : [],
  size_chart: sizeChartInput(data.size_chart),
  logo_price:
    data.logo_price === undefined || data.logo_price === null ? null : String(data.logo_price).trim(),
});

/** The chart's rows as the API takes them; no row is no chart (null). */
function sizeChartInput(value: unknown) {
  const rows = list((value as { rows?: unknown } | null | undefined)?.rows);
  if (rows.length === 0) return null;
  return {
    rows: rows.map((row) => ({
      name_ar: row.name_ar ?? '',
      name_en: row.name_en ?? '',
      values: row.values && typeof row.values === 'object' ? row.values : {},
    })),
  };
}

/**
 * What the form starts with: a new product has its first tier (from one piece); a product being
 * edited has its sizes as the shop's size ids, the way they are sent back.
 */
function formValues(record?: Partial<AdminProduct>) {
  if (!record?.id) return { tiers: [{ from: 1 }] };
  return { size_ids: (record.sizes ?? []).flatMap((size) => (size.size_id === null ? [] : [size.size_id])) };
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  const translate = useTranslate();
  return (
    <Box component="section" sx={{ width: '100%', mb: 2, '&:first-of-type > hr': { display: 'none' } }}>
      <Divider sx={{ mb: 2 }} />
      <Typography variant="h6" component="h2" gutterBottom>
        {translate(`resources.products.sections.${title}`)}
      </Typography>
      {children}
    </Box>
  );
}

function CategoryInput() {
  const name = useNameField();
  return (
    // An empty sort leaves the API's own order (the shop's category order).
    <ReferenceInput source="category_id" reference="categories" sort={{ field: '', order: 'ASC' }}>
      <AutocompleteInput optionText={name} validate={required()} fullWidth />
    </ReferenceInput>
  );
}

function ProductInputs() {
  return (
    <SimpleForm defaultValues={formValues} warnWhenUnsavedChanges sx={{ maxWidth: 880 }}>
      <Section title="names">
        <NameInputs />
        <RichTextPair source="description" />
      </Section>
      <Section title="placement">
        <CategoryInput />
        <Box sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 3 }}>
          <BooleanInput source="is_men" defaultValue={false} />
          <BooleanInput source="is_women" defaultValue={false} />
          <BooleanInput source="is_child" defaultValue={false} />
        </Box>
        <BooleanInput
          source="published"
          label="resources.products.published_in_shop"
          defaultValue={true}
          helperText="resources.products.published_help"
        />
        <SortOrderInput />
      </Section>
      <Section title="images">
        <ImageUploadInput source="image" kind="product" label="resources.products.main_image" />
        <ImageUploadInput source="hover_image" kind="product" />
        <PhotoGalleryInput source="photos" />
      </Section>
      <Section title="variants">
        <ColorsInput />
        <SizesInput />
      </Section>
      <Section title="prices">
        <PriceTiersInput />
        <LogoPriceInput />
      </Section>
      <Section title="size_chart">
        <SizeChartInput />
      </Section>
    </SimpleForm>
  );
}

/** The product's page in the shop, in a new tab: what shoppers see of what was just saved. */
function ViewInShopButton() {
  const record = useRecordContext<{ id: number }>();
  if (!record) return null;
  return (
    <Button
      component="a"
      href={`/product/${record.id}`}
      target="_blank"
      rel="noopener"
      label="resources.products.view_in_shop"
      data-testid="view-in-shop"
    >
      <OpenInNewIcon />
    </Button>
  );
}

export const { CreatePage: ProductCreate, EditPage: ProductEdit } = formPages(
  ProductInputs,
  toInput,
  <TopToolbar>
    <ViewInShopButton />
  </TopToolbar>,
  'edit',
);
