/** The about page's vision items: an optional image, a title and a rich text in each language, and their order. */
import { SearchInput, SimpleForm, TextField, FunctionField } from 'react-admin';
import { NumberField } from '../../shared/NumberField';
import { ImageUploadInput } from '../../shared/ImageUploadInput';
import { NameInputs, SortOrderInput } from '../../shared/NameInputs';
import { ResponsiveList } from '../../shared/ResponsiveList';
import { RichTextPair } from '../../shared/RichTextPair';
import { Thumbnail } from '../../shared/Thumbnail';
import { useNameField } from '../../shared/useNameField';
import { formPages } from '../../shared/form-pages';
import { orderedCardInput } from '../../shared/ordered-card';

const filters = [<SearchInput key="q" source="q" alwaysOn />];

export function VisionItemList() {
  const title = useNameField('title');
  return (
    <ResponsiveList
      filters={filters}
      primaryText={(record) => record[title]}
      secondaryText={(record) => <Thumbnail src={record.image} width={72} />}
    >
      <FunctionField source="image" sortable={false} render={(record) => <Thumbnail src={record.image} />} />
      <TextField source={title} sortable={false} />
      <NumberField source="sort_order" />
    </ResponsiveList>
  );
}

function VisionItemInputs() {
  return (
    <SimpleForm sx={{ maxWidth: 880 }}>
      <NameInputs prefix="title" />
      <RichTextPair source="description" />
      <ImageUploadInput source="image" kind="blog" helperText="resources.vision-items.help" />
      <SortOrderInput />
    </SimpleForm>
  );
}

export const { CreatePage: VisionItemCreate, EditPage: VisionItemEdit } = formPages(
  VisionItemInputs,
  orderedCardInput,
);
