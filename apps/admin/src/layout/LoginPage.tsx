/**
 * Sign-in with email and password, in the chosen language (the switch is on this page too); a
 * refusal shows the API's own translated message.
 */
import { Box, Button, CardContent, CircularProgress } from '@mui/material';
import {
  Form,
  LocalesMenuButton,
  Login,
  PasswordInput,
  TextInput,
  required,
  useLogin,
  useNotify,
  useTranslate,
} from 'react-admin';
import { useState } from 'react';

function EmailLoginForm() {
  const login = useLogin();
  const notify = useNotify();
  const translate = useTranslate();
  const [loading, setLoading] = useState(false);

  const submit = async (values: Record<string, unknown>) => {
    setLoading(true);
    try {
      await login({ email: values.email, password: values.password });
    } catch (error) {
      const message = (error as Error)?.message || 'ra.auth.sign_in_error';
      notify(message, { type: 'error' });
    } finally {
      setLoading(false);
    }
  };

  return (
    <Form onSubmit={submit} noValidate>
      <CardContent sx={{ minWidth: 280 }}>
        <TextInput
          source="email"
          type="email"
          label="ra.auth.email"
          autoComplete="username"
          validate={required()}
          fullWidth
          autoFocus
        />
        <PasswordInput
          source="password"
          label="ra.auth.password"
          autoComplete="current-password"
          validate={required()}
          fullWidth
        />
        <Button variant="contained" type="submit" color="primary" disabled={loading} fullWidth sx={{ mt: 2 }}>
          {loading ? <CircularProgress size={19} thickness={3} /> : translate('ra.auth.sign_in')}
        </Button>
      </CardContent>
    </Form>
  );
}

export function LoginPage() {
  return (
    <Login>
      <Box sx={{ display: 'flex', justifyContent: 'center', mt: 1 }}>
        <LocalesMenuButton />
      </Box>
      <EmailLoginForm />
    </Login>
  );
}
