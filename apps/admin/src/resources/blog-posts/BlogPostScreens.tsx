/**
 * Blog posts: titles and the article in both languages (rich text), a category, an image, and
 * whether the post is featured and published. The list searches titles, filters by category and
 * shows the newest first.
 */
import { Chip, Stack } from '@mui/material';
import StarIcon from '@mui/icons-material/Star';
import {
  BooleanInput,
  FunctionField,
  ReferenceField,
  ReferenceInput,
  SearchInput,
  SelectInput,
  SimpleForm,
  TextField,
  required,
  useTranslate,
  type RaRecord,
  type Validator,
} from 'react-admin';
import { ImageUploadInput } from '../../shared/ImageUploadInput';
import { NameInputs } from '../../shared/NameInputs';
import { ResponsiveList } from '../../shared/ResponsiveList';
import { RichTextPair } from '../../shared/RichTextPair';
import { ShopDateField } from '../../shared/ShopDateField';
import { Thumbnail } from '../../shared/Thumbnail';
import { useNameField } from '../../shared/useNameField';
import { formPages } from '../../shared/form-pages';

const toInput = (data: Record<string, unknown>) => ({
  title_ar: data.title_ar,
  title_en: data.title_en,
  category_id: data.category_id,
  content_ar: data.content_ar ?? '',
  content_en: data.content_en ?? '',
  image: data.image ?? '',
  is_featured: data.is_featured ?? false,
  is_published: data.is_published ?? true,
});

/** "Featured" and "not published", as the post is; nothing for a plain published post. */
function PostChips({ record }: { record: RaRecord }) {
  const translate = useTranslate();
  if (!record.is_featured && record.is_published) return null;
  return (
    <Stack direction="row" spacing={0.5} useFlexGap sx={{ flexWrap: 'wrap' }}>
      {record.is_featured ? (
        <Chip
          size="small"
          color="warning"
          icon={<StarIcon />}
          label={translate('resources.blog-posts.featured')}
          data-testid="featured-chip"
        />
      ) : null}
      {record.is_published ? null : (
        <Chip size="small" variant="outlined" label={translate('resources.blog-posts.draft')} />
      )}
    </Stack>
  );
}

interface CategoryNameProps {
  /** Read by the table for the column's title; the field is always `category_id`. */
  source: 'category_id';
  sortable?: boolean;
}

/** The post's category by its name in the dashboard's language (the API sorts posts by no category). */
function CategoryName({ source }: CategoryNameProps) {
  const name = useNameField();
  return (
    <ReferenceField source={source} reference="blog-categories" link={false}>
      <TextField source={name} />
    </ReferenceField>
  );
}

interface CategorySelectProps {
  /** The filter form reads its field from here; the input is always `category_id`. */
  source: 'category_id';
  alwaysOn?: boolean;
  validate?: Validator;
}

/** The blog categories by name in the dashboard's language, in their order. */
function CategorySelect({ source, alwaysOn: _alwaysOn, validate }: CategorySelectProps) {
  const name = useNameField();
  return (
    <ReferenceInput source={source} reference="blog-categories" sort={{ field: 'sort_order', order: 'ASC' }}>
      <SelectInput optionText={name} validate={validate} />
    </ReferenceInput>
  );
}

const filters = [
  <SearchInput key="q" source="q" alwaysOn />,
  <CategorySelect key="category_id" source="category_id" alwaysOn />,
];

export function BlogPostList() {
  const title = useNameField('title');
  return (
    <ResponsiveList
      filters={filters}
      sort={{ field: 'created_at', order: 'DESC' }}
      primaryText={(record) => record[title]}
      secondaryText={() => <CategoryName source="category_id" />}
      tertiaryText={(record) => <PostChips record={record} />}
    >
      <FunctionField source="image" sortable={false} render={(record) => <Thumbnail src={record.image} />} />
      <TextField source={title} sortable={title === 'title_en'} />
      <CategoryName source="category_id" sortable={false} />
      <FunctionField
        source="is_featured"
        sortable={false}
        render={(record) => <PostChips record={record} />}
      />
      <ShopDateField source="created_at" />
    </ResponsiveList>
  );
}

function BlogPostInputs() {
  return (
    <SimpleForm sx={{ maxWidth: 880 }}>
      <NameInputs prefix="title" />
      <CategorySelect source="category_id" validate={required()} />
      <ImageUploadInput source="image" kind="blog" />
      <RichTextPair source="content" />
      <BooleanInput source="is_featured" defaultValue={false} />
      <BooleanInput
        source="is_published"
        defaultValue={true}
        helperText="resources.blog-posts.published_help"
      />
    </SimpleForm>
  );
}

export const { CreatePage: BlogPostCreate, EditPage: BlogPostEdit } = formPages(BlogPostInputs, toInput);
