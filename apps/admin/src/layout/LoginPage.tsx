/**
 * Sign-in with email and password, in the chosen language (the switch is on this page too); a
 * refusal shows the API's own translated message (a locked account's 429 too).
 *
 * "Forgot your password?" leads to two steps on the same card: the email, to which the API mails a
 * four-digit code if it is a staff account's (it answers every email alike), then the code with
 * the new password. The API's 422s show beside their fields; once set, the staff member signs in.
 */
import { Box, Button, CardContent, CircularProgress, Link, Typography } from '@mui/material';
import {
  Form,
  LocalesMenuButton,
  Login,
  PasswordInput,
  SaveButton,
  TextInput,
  required,
  useLogin,
  useNotify,
  useTranslate,
} from 'react-admin';
import { useState } from 'react';
import { formText, formTexts } from '../shared/form-values';
import { useApiSubmit } from '../shared/useApiSubmit';
import { useShopDataProvider } from '../shared/useShopDataProvider';

type Mode = { name: 'login' } | { name: 'forgot' } | { name: 'reset'; email: string };

function EmailLoginForm({ onForgot }: { onForgot: () => void }) {
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
        <Box sx={{ mt: 2, textAlign: 'center' }}>
          <Link
            component="button"
            type="button"
            variant="body2"
            onClick={onForgot}
            data-testid="forgot-password"
          >
            {translate('account.forgot.link')}
          </Link>
        </Box>
      </CardContent>
    </Form>
  );
}

/** A step's heading and its line of help. */
function StepHeading({ title, help }: { title: string; help: string }) {
  return (
    <Box sx={{ mb: 1 }}>
      <Typography variant="h6" component="h1">
        {title}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {help}
      </Typography>
    </Box>
  );
}

function BackLink({ onBack }: { onBack: () => void }) {
  const translate = useTranslate();
  return (
    <Box sx={{ mt: 2, textAlign: 'center' }}>
      <Link component="button" type="button" variant="body2" onClick={onBack}>
        {translate('account.forgot.back')}
      </Link>
    </Box>
  );
}

function ForgotForm({ onSent, onBack }: { onSent: (email: string) => void; onBack: () => void }) {
  const translate = useTranslate();
  const dataProvider = useShopDataProvider();
  const submit = useApiSubmit((values) => dataProvider.forgotPassword({ email: formText(values, 'email') }));
  return (
    <Form
      onSubmit={async (values: Record<string, unknown>) => {
        const errors = await submit(values);
        if (!errors) onSent(String(values.email ?? '').trim());
        return errors;
      }}
      noValidate
    >
      <CardContent sx={{ minWidth: 280, maxWidth: 360 }} data-testid="forgot-form">
        <StepHeading title={translate('account.forgot.title')} help={translate('account.forgot.help')} />
        <TextInput
          source="email"
          type="email"
          label="account.forgot.fields.email"
          autoComplete="username"
          fullWidth
          autoFocus
        />
        <SaveButton label="account.forgot.send" icon={<></>} alwaysEnable fullWidth />
        <BackLink onBack={onBack} />
      </CardContent>
    </Form>
  );
}

const RESET_FIELDS = ['otp', 'new_password', 'confirmPassword'] as const;

function ResetForm({ email, onDone, onBack }: { email: string; onDone: () => void; onBack: () => void }) {
  const translate = useTranslate();
  const dataProvider = useShopDataProvider();
  const resend = useApiSubmit(() => dataProvider.forgotPassword({ email }));
  const submit = useApiSubmit(
    (values) => dataProvider.resetPassword({ ...formTexts(values, RESET_FIELDS), email }),
    () => onDone(),
  );
  return (
    <Form onSubmit={submit} noValidate>
      <CardContent sx={{ minWidth: 280, maxWidth: 360 }} data-testid="reset-form">
        <StepHeading
          title={translate('account.forgot.code_title')}
          help={translate('account.forgot.code_help', { email })}
        />
        {RESET_FIELDS.map((source) =>
          source === 'otp' ? (
            <TextInput
              key={source}
              source={source}
              label={`account.forgot.fields.${source}`}
              autoComplete="one-time-code"
              slotProps={{ htmlInput: { inputMode: 'numeric', dir: 'ltr', maxLength: 4 } }}
              fullWidth
              autoFocus
            />
          ) : (
            <PasswordInput
              key={source}
              source={source}
              label={`account.forgot.fields.${source}`}
              autoComplete="new-password"
              fullWidth
            />
          ),
        )}
        <SaveButton label="account.forgot.save" icon={<></>} alwaysEnable fullWidth />
        <Box sx={{ mt: 2, textAlign: 'center' }}>
          <Link component="button" type="button" variant="body2" onClick={() => void resend({})}>
            {translate('account.forgot.resend')}
          </Link>
        </Box>
        <BackLink onBack={onBack} />
      </CardContent>
    </Form>
  );
}

export function LoginPage() {
  const [mode, setMode] = useState<Mode>({ name: 'login' });
  const login = () => setMode({ name: 'login' });
  return (
    <Login>
      <Box sx={{ display: 'flex', justifyContent: 'center', mt: 1 }}>
        <LocalesMenuButton />
      </Box>
      {mode.name === 'login' ? (
        <EmailLoginForm onForgot={() => setMode({ name: 'forgot' })} />
      ) : mode.name === 'forgot' ? (
        <ForgotForm onSent={(email) => setMode({ name: 'reset', email })} onBack={login} />
      ) : (
        <ResetForm email={mode.email} onDone={login} onBack={login} />
      )}
    </Login>
  );
}
