/**
 * The storefront's three static pages (about us, privacy policy, terms): staff edit each one's
 * titles and rich text in both languages, and the about page's image. The pages are fixed: none is
 * added or deleted, so the list has no "add" button and the form no delete button.
 */
import {
  FunctionField,
  SaveButton,
  SimpleForm,
  TextField,
  Toolbar,
  useRecordContext,
  useTranslate,
  type RaRecord,
} from 'react-admin';
import { PAGE_IDS } from '@shop/contract';
import { ImageUploadInput } from '../../shared/ImageUploadInput';
import { NameInputs } from '../../shared/NameInputs';
import { ResponsiveList } from '../../shared/ResponsiveList';
import { RichTextPair } from '../../shared/RichTextPair';
import { ShopDateField } from '../../shared/ShopDateField';
import { useNameField } from '../../shared/useNameField';
import { formPages } from '../../shared/form-pages';

const toInput = (data: Record<string, unknown>) => ({
  title_ar: data.title_ar,
  title_en: data.title_en,
  content_ar: data.content_ar ?? '',
  content_en: data.content_en ?? '',
  image: data.image ?? '',
});

/** The page's fixed name (its slug, translated), whatever staff titled it. */
function PageName({ record }: { record: RaRecord }) {
  const translate = useTranslate();
  return <>{translate(`resources.pages.slugs.${record.slug}`, { _: String(record.slug) })}</>;
}

export function PageList() {
  const title = useNameField('title');
  return (
    <ResponsiveList
      canCreate={false}
      pagination={false}
      primaryText={(record) => <PageName record={record} />}
      secondaryText={(record) => record[title]}
    >
      <FunctionField source="slug" sortable={false} render={(record) => <PageName record={record} />} />
      <TextField source={title} sortable={false} />
      <ShopDateField source="updated_at" sortable={false} />
    </ResponsiveList>
  );
}

/** Only the about page shows an image in the storefront. */
function AboutImage() {
  const record = useRecordContext();
  if (record?.id !== PAGE_IDS.about) return null;
  return <ImageUploadInput source="image" kind="blog" helperText="resources.pages.image_help" />;
}

function PageInputs() {
  return (
    <SimpleForm
      sx={{ maxWidth: 880 }}
      toolbar={
        <Toolbar>
          <SaveButton />
        </Toolbar>
      }
    >
      <NameInputs prefix="title" />
      <RichTextPair source="content" />
      <AboutImage />
    </SimpleForm>
  );
}

export const { EditPage: PageEdit } = formPages(PageInputs, toInput);
