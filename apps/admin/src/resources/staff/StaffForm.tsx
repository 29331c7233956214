/** The staff account form, shared by create and edit (on edit a blank password keeps the old one). */
import {
  BooleanInput,
  Create,
  Edit,
  PasswordInput,
  SelectInput,
  SimpleForm,
  TextInput,
  email,
  required,
  useTranslate,
} from 'react-admin';
import { STAFF_ROLES } from '@shop/domain';

/** Only what the API takes: the record's other fields (id, dates, language) are not the form's. */
const toInput = (data: Record<string, unknown>) => ({
  name: data.name,
  email: data.email,
  password: data.password ?? '',
  role: data.role,
  is_active: data.is_active ?? true,
});

function StaffInputs({ isNew }: { isNew: boolean }) {
  const translate = useTranslate();
  const roles = STAFF_ROLES.map((role) => ({ id: role, name: translate(`staff_roles.${role}`) }));
  return (
    <SimpleForm sx={{ maxWidth: 560 }}>
      <TextInput source="name" validate={required()} fullWidth />
      <TextInput source="email" type="email" validate={[required(), email()]} fullWidth />
      <PasswordInput
        source="password"
        autoComplete="new-password"
        validate={isNew ? required() : undefined}
        helperText={isNew ? undefined : 'resources.staff.password_keep'}
        fullWidth
      />
      <SelectInput source="role" choices={roles} validate={required()} defaultValue="staff" fullWidth />
      <BooleanInput source="is_active" defaultValue={true} />
    </SimpleForm>
  );
}

export function StaffCreate() {
  return (
    <Create transform={toInput} redirect="list">
      <StaffInputs isNew />
    </Create>
  );
}

export function StaffEdit() {
  // Pessimistic: the API's field errors come back to the form before anything is shown as saved.
  return (
    <Edit transform={toInput} mutationMode="pessimistic" redirect="list">
      <StaffInputs isNew={false} />
    </Edit>
  );
}
