/**
 * A staff member changes their own password: the current one and the new one twice. The API ends
 * every other session of theirs (another device must sign in again) and keeps this one going.
 */
import { Box, Card, CardContent, Typography } from '@mui/material';
import { Form, PasswordInput, SaveButton, Title, useTranslate } from 'react-admin';
import { formTexts } from '../shared/form-values';
import { useApiSubmit } from '../shared/useApiSubmit';
import { useShopDataProvider } from '../shared/useShopDataProvider';

export { PASSWORD_PAGE_PATH } from './password-path';

const FIELDS = ['old_password', 'password', 'password_confirmation'] as const;

export function PasswordPage() {
  const translate = useTranslate();
  const dataProvider = useShopDataProvider();
  const save = useApiSubmit((values) => dataProvider.changeOwnPassword(formTexts(values, FIELDS)));
  return (
    <Box sx={{ mt: 2, mb: 4, maxWidth: 520 }} data-testid="password-page">
      <Title title={translate('account.password_title')} />
      <Typography variant="h5" component="h1" gutterBottom>
        {translate('account.password_title')}
      </Typography>
      <Card variant="outlined">
        <CardContent>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
            {translate('account.password_help')}
          </Typography>
          {/* A fresh, empty form each time: passwords are never kept in a record. */}
          <Form onSubmit={save} noValidate>
            {FIELDS.map((source) => (
              <PasswordInput
                key={source}
                source={source}
                label={`account.fields.${source}`}
                autoComplete={source === 'old_password' ? 'current-password' : 'new-password'}
                fullWidth
                helperText={false}
              />
            ))}
            {/* In the card rather than react-admin's toolbar, which phones pin under the messages. */}
            <Box sx={{ mt: 1 }}>
              <SaveButton label="account.password_save" alwaysEnable={false} />
            </Box>
          </Form>
        </CardContent>
      </Card>
    </Box>
  );
}
