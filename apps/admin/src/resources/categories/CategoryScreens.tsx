/**
 * Categories as a tree staff walk one level at a time: the list starts at the top level, each row
 * leads to its subcategories (the API's `parent_id` filter) and the path above the list leads back
 * up. The search box looks through every level, so a category is found without knowing where it
 * is. Deleting a category that still has products or subcategories is refused by the API, whose
 * reason is shown.
 */
import AccountTreeIcon from '@mui/icons-material/AccountTree';
import { Box, Breadcrumbs, Chip, Link as MuiLink, Stack, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import {
  AutocompleteInput,
  BooleanInput,
  FunctionField,
  ReferenceField,
  ReferenceInput,
  SearchInput,
  SimpleForm,
  TextField,
  TextInput,
  TopToolbar,
  useDataProvider,
  useListParams,
  useRecordContext,
  useTranslate,
  type RaRecord,
} from 'react-admin';
import { NumberField } from '../../shared/NumberField';
import { Link } from 'react-router';
import type { AdminCategory } from '@shop/contract';
import { ChildListLink, childListPath } from '../../shared/ChildListLink';
import { ImageUploadInput } from '../../shared/ImageUploadInput';
import { NameInputs, SortOrderInput } from '../../shared/NameInputs';
import { ResponsiveList } from '../../shared/ResponsiveList';
import { ActiveChip } from '../../shared/StatusChips';
import { Thumbnail } from '../../shared/Thumbnail';
import { useNameField } from '../../shared/useNameField';
import { formPages } from '../../shared/form-pages';

const toInput = (data: Record<string, unknown>) => ({
  name_ar: data.name_ar,
  name_en: data.name_en,
  desc_ar: data.desc_ar ?? '',
  desc_en: data.desc_en ?? '',
  image: data.image ?? '',
  // Cleared (blank) is a top-level category.
  parent_id: data.parent_id || null,
  is_menu: data.is_menu ?? false,
  sort_order: data.sort_order ?? 0,
  is_active: data.is_active ?? true,
});

/** The list's own order and page size, the same ResponsiveList gives the list it shows. */
const LIST_PARAMS = { resource: 'categories', sort: { field: '', order: 'ASC' as const }, perPage: 25 };

function SubcategoriesLink({ record: given }: { record?: RaRecord }) {
  const translate = useTranslate();
  const contextRecord = useRecordContext();
  const record = given ?? contextRecord;
  return (
    <ChildListLink
      resource="categories"
      parentField="parent_id"
      label={translate('resources.categories.subcategories', {
        count: (record as AdminCategory | undefined)?.children_count ?? 0,
      })}
      icon={<AccountTreeIcon />}
      record={record}
    />
  );
}

/** The category and its ancestors, top level first (each read once and cached by the query). */
function useCategoryPath(id: number | undefined) {
  const dataProvider = useDataProvider();
  return useQuery({
    queryKey: ['categories', 'path', id],
    enabled: id !== undefined,
    queryFn: async () => {
      const path: AdminCategory[] = [];
      const seen = new Set<number>();
      for (let next: number | null | undefined = id; next != null && !seen.has(next);) {
        seen.add(next);
        const category: AdminCategory = (await dataProvider.getOne<AdminCategory>('categories', { id: next }))
          .data;
        path.unshift(category);
        next = category.parent_id;
      }
      return path;
    },
  });
}

/** Where the list is in the tree: the top level, then each category down to the one shown. */
function CategoryPath({ parentId, searching }: { parentId: number | undefined; searching: boolean }) {
  const translate = useTranslate();
  const name = useNameField();
  const { data: path = [] } = useCategoryPath(parentId);
  if (searching)
    return (
      <Typography variant="body2" color="text.secondary" sx={{ px: 2, pt: 2 }}>
        {translate('resources.categories.all_levels')}
      </Typography>
    );
  const top = translate('resources.categories.top_level');
  return (
    <Breadcrumbs aria-label={translate('resources.categories.path')} sx={{ px: 2, pt: 2 }}>
      {parentId === undefined ? (
        <Typography color="text.primary">{top}</Typography>
      ) : (
        <MuiLink component={Link} to={`/categories?filter=${encodeURIComponent('{}')}`} underline="hover">
          {top}
        </MuiLink>
      )}
      {path.map((category, index) =>
        index === path.length - 1 ? (
          <Typography key={category.id} color="text.primary" aria-current="page">
            {category[name as 'name_ar']}
          </Typography>
        ) : (
          <MuiLink
            key={category.id}
            component={Link}
            to={childListPath('categories', 'parent_id', category.id)}
            underline="hover"
          >
            {category[name as 'name_ar']}
          </MuiLink>
        ),
      )}
    </Breadcrumbs>
  );
}

function Counts({ record }: { record: RaRecord }) {
  const translate = useTranslate();
  const category = record as AdminCategory;
  return (
    <>
      {translate('resources.categories.counts', {
        products: category.products_count,
        children: category.children_count,
      })}
    </>
  );
}

const filters = [<SearchInput key="q" source="q" alwaysOn />];

export function CategoryList() {
  const name = useNameField();
  const translate = useTranslate();
  // Read the list's own filters to choose the level: a search looks through every level,
  // otherwise the list shows one category's children, or the top level.
  const [params] = useListParams(LIST_PARAMS);
  const filterValues = params.filterValues as { parent_id?: unknown; q?: unknown };
  const parentValue = Number(filterValues.parent_id);
  const parentId = Number.isInteger(parentValue) && parentValue > 0 ? parentValue : undefined;
  const searching = typeof filterValues.q === 'string' && filterValues.q.trim() !== '';
  const level = searching ? { parent_id: undefined } : parentId === undefined ? { top_level: 1 } : {};
  return (
    <Box>
      <CategoryPath parentId={parentId} searching={searching} />
      <ResponsiveList
        filters={filters}
        filter={level}
        createFromFilter="parent_id"
        primaryText={(record) => (
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
            <span>{record[name]}</span>
            {!record.is_active && <ActiveChip active={false} />}
          </Stack>
        )}
        secondaryText={(record) => <Counts record={record} />}
        tertiaryText={(record) => <SubcategoriesLink record={record} />}
      >
        <FunctionField
          source="image"
          sortable={false}
          render={(record) => <Thumbnail src={record.image} width={48} aspect={1} />}
        />
        <TextField source={name} />
        {searching && (
          <ReferenceField
            source="parent_id"
            reference="categories"
            link={false}
            sortable={false}
            emptyText="—"
          >
            <TextField source={name} />
          </ReferenceField>
        )}
        <NumberField source="tree_products_count" sortable={false} />
        <NumberField source="children_count" sortable={false} />
        <FunctionField
          source="is_active"
          sortable={false}
          render={(record) => <ActiveChip active={Boolean(record.is_active)} />}
        />
        <FunctionField
          source="is_menu"
          label="resources.categories.menu_column"
          sortable={false}
          render={(record) =>
            record.is_menu ? <Chip size="small" label={translate('resources.categories.menu')} /> : null
          }
        />
        <NumberField source="sort_order" />
        <SubcategoriesLink />
      </ResponsiveList>
    </Box>
  );
}

function ParentInput() {
  const name = useNameField();
  return (
    <ReferenceInput source="parent_id" reference="categories" sort={{ field: '', order: 'ASC' }}>
      <AutocompleteInput optionText={name} fullWidth helperText="resources.categories.parent_blank" />
    </ReferenceInput>
  );
}

/** Plain-text descriptions, each typed in its own language's direction. */
const DESCRIPTIONS = [
  { lang: 'ar', dir: 'rtl' },
  { lang: 'en', dir: 'ltr' },
] as const;

function CategoryInputs() {
  return (
    <SimpleForm sx={{ maxWidth: 640 }}>
      <NameInputs />
      {DESCRIPTIONS.map(({ lang, dir }) => (
        <TextInput
          key={lang}
          source={`desc_${lang}`}
          multiline
          minRows={2}
          fullWidth
          slotProps={{ htmlInput: { dir, lang } }}
        />
      ))}
      <ImageUploadInput source="image" kind="category" />
      <ParentInput />
      <BooleanInput source="is_menu" />
      <BooleanInput source="is_active" defaultValue />
      <SortOrderInput />
    </SimpleForm>
  );
}

export const { CreatePage: CategoryCreate, EditPage: CategoryEdit } = formPages(
  CategoryInputs,
  toInput,
  <TopToolbar>
    <SubcategoriesLink />
  </TopToolbar>,
);
