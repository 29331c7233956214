/**
 * Sponsors on the home page: optional names, a logo (uploaded, kept whole on transparent margins)
 * and an https link.
 */
import { Box } from '@mui/material';
import {
  FunctionField,
  SimpleForm,
  TextField,
  TextInput,
  UrlField,
  required,
  type RaRecord,
} from 'react-admin';
import { NumberField } from '../../shared/NumberField';
import { ImageUploadInput } from '../../shared/ImageUploadInput';
import { NameInputs, SortOrderInput } from '../../shared/NameInputs';
import { ResponsiveList } from '../../shared/ResponsiveList';
import { useNameField } from '../../shared/useNameField';
import { formPages } from '../../shared/form-pages';

const toInput = (data: Record<string, unknown>) => ({
  name_ar: data.name_ar ?? '',
  name_en: data.name_en ?? '',
  image: data.image,
  url: data.url,
  sort_order: data.sort_order ?? 0,
});

function Logo({ src, size = 48 }: { src: unknown; size?: number }) {
  if (typeof src !== 'string' || src === '') return null;
  return (
    <Box
      component="img"
      src={src}
      alt=""
      sx={{ height: size, maxWidth: size * 3, objectFit: 'contain', display: 'block' }}
    />
  );
}

export function SponsorList() {
  const name = useNameField();
  return (
    <ResponsiveList
      primaryText={(record) => record[name] || record.url}
      secondaryText={(record: RaRecord) => <Logo src={record.image} size={32} />}
    >
      <FunctionField source="image" sortable={false} render={(record) => <Logo src={record.image} />} />
      <TextField source={name} sortable={false} emptyText="—" />
      <UrlField
        source="url"
        sortable={false}
        target="_blank"
        rel="noopener noreferrer"
        onClick={(e) => e.stopPropagation()}
      />
      <NumberField source="sort_order" />
    </ResponsiveList>
  );
}

function SponsorInputs() {
  return (
    <SimpleForm sx={{ maxWidth: 560 }}>
      <NameInputs optional />
      <ImageUploadInput source="image" kind="logo" validate={required()} />
      <TextInput
        source="url"
        type="url"
        fullWidth
        slotProps={{ htmlInput: { dir: 'ltr' } }}
        helperText="resources.sponsors.https"
      />
      <SortOrderInput />
    </SimpleForm>
  );
}

export const { CreatePage: SponsorCreate, EditPage: SponsorEdit } = formPages(SponsorInputs, toInput);
