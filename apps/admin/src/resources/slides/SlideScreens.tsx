/**
 * The home page's hero slides: an image (uploaded, cropped wide), a title and a short rich text in
 * each language, the order they play in, and whether the home page shows them.
 */
import { BooleanInput, FunctionField, SearchInput, SimpleForm, TextField, required } from 'react-admin';
import { NumberField } from '../../shared/NumberField';
import { ImageUploadInput } from '../../shared/ImageUploadInput';
import { NameInputs, SortOrderInput } from '../../shared/NameInputs';
import { ResponsiveList } from '../../shared/ResponsiveList';
import { RichTextPair } from '../../shared/RichTextPair';
import { ActiveChip } from '../../shared/StatusChips';
import { Thumbnail } from '../../shared/Thumbnail';
import { useNameField } from '../../shared/useNameField';
import { formPages } from '../../shared/form-pages';
import { orderedCardInput } from '../../shared/ordered-card';

const SLIDE_ASPECT = 16 / 7;

const toInput = (data: Record<string, unknown>) => ({
  ...orderedCardInput(data),
  is_active: data.is_active ?? true,
});

const filters = [<SearchInput key="q" source="q" alwaysOn />];

export function SlideList() {
  const title = useNameField('title');
  return (
    <ResponsiveList
      filters={filters}
      primaryText={(record) => record[title]}
      secondaryText={(record) => <Thumbnail src={record.image} aspect={SLIDE_ASPECT} />}
      tertiaryText={(record) => <ActiveChip active={Boolean(record.is_active)} />}
    >
      <FunctionField
        source="image"
        sortable={false}
        render={(record) => <Thumbnail src={record.image} width={128} aspect={SLIDE_ASPECT} />}
      />
      <TextField source={title} sortable={false} />
      <NumberField source="sort_order" />
      <FunctionField
        source="is_active"
        sortable={false}
        render={(record) => <ActiveChip active={Boolean(record.is_active)} />}
      />
    </ResponsiveList>
  );
}

function SlideInputs() {
  return (
    <SimpleForm sx={{ maxWidth: 880 }}>
      <ImageUploadInput
        source="image"
        kind="slide"
        validate={required()}
        helperText="resources.slides.image_help"
      />
      <NameInputs prefix="title" />
      <RichTextPair source="description" />
      <SortOrderInput />
      <BooleanInput source="is_active" defaultValue={true} />
    </SimpleForm>
  );
}

export const { CreatePage: SlideCreate, EditPage: SlideEdit } = formPages(SlideInputs, toInput);
