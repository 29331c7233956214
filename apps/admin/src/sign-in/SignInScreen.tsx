/**
 * Staff sign-in with email and password, in the chosen language (the switch is on this screen);
 * a refusal shows the API's own translated reason (a locked account's 429 too).
 *
 * "Forgot your password?" leads to two steps on the same card: the email, to which the API mails a
 * four-digit code if it is a staff account's (it answers every email alike), then the code with
 * the new password. The API's 422s show beside their fields; once set, the staff member signs in.
 *
 * Built on MUI alone, not react-admin, so the first screen a signed-out staff member sees loads a
 * fraction of the dashboard's code; the dashboard shows the same screen when a session ends.
 */
import { useRef, useState, type FormEvent, type ReactNode } from 'react';
import {
  Alert,
  Avatar,
  Box,
  Button,
  Card,
  CardContent,
  CircularProgress,
  IconButton,
  InputAdornment,
  Link,
  TextField,
  Typography,
} from '@mui/material';
import LockIcon from '@mui/icons-material/Lock';
import Visibility from '@mui/icons-material/Visibility';
import VisibilityOff from '@mui/icons-material/VisibilityOff';
import type { AdminLang } from '../i18n/locale';
import { LanguageSwitch } from './LanguageSwitch';
import { SignInRefusal, SignInUnreachable, type SessionApi } from './session-api';
import { fillIn, signInTexts, type SignInTexts } from './texts';

export interface SignInScreenProps {
  lang: AdminLang;
  onLangChange(lang: AdminLang): void;
  /** The reset code and the new password go straight to the API. */
  api: Pick<SessionApi, 'forgotPassword' | 'resetPassword'>;
  /** Signs in; rejects with the reason to show. */
  signIn(credentials: { email: string; password: string }): Promise<void>;
  /** Called once when the staff member starts typing (the dashboard's code can start loading). */
  onFirstInput?(): void;
}

/** Each step keeps the email typed so far, so the staff member types it once. */
type Mode =
  { name: 'login'; email: string } | { name: 'forgot'; email: string } | { name: 'reset'; email: string };
type Notice = { kind: 'error' | 'success'; text: string } | null;
type FieldErrors = Record<string, string>;

/**
 * What to tell the staff member about a failed call, and the texts of the fields on screen
 * (`shown`); a field's text without its field on this step goes into the notice, so no reason is lost.
 */
function refusalOf(
  error: unknown,
  texts: SignInTexts,
  fallback: string,
  shown: readonly string[],
): { notice: Notice; fields: FieldErrors } {
  if (error instanceof SignInUnreachable)
    return { notice: { kind: 'error', text: texts.networkError }, fields: {} };
  if (error instanceof SignInRefusal) {
    const fields: FieldErrors = {};
    const elsewhere: string[] = [];
    for (const [field, text] of Object.entries(error.fields)) {
      if (shown.includes(field)) fields[field] = text;
      else if (text) elsewhere.push(text);
    }
    // Texts beside the fields say what is wrong; the API's general "check the form" adds nothing.
    const general = elsewhere.join(' ') || (Object.keys(fields).length ? '' : error.message || fallback);
    return { notice: general ? { kind: 'error', text: general } : null, fields };
  }
  const message = error instanceof Error && error.message ? error.message : fallback;
  return { notice: { kind: 'error', text: message }, fields: {} };
}

/**
 * A step's call to the API: busy while it runs (no second submit), and on a refusal its notice and
 * the texts beside its fields (`shown`). With `reasonInNotice`, a field's text is the notice instead
 * (sign-in: "wrong email or password" is the reason, not a field's fault).
 */
function useStepCall(
  texts: SignInTexts,
  shown: readonly string[],
  { initialNotice = null, reasonInNotice = false }: { initialNotice?: Notice; reasonInNotice?: boolean } = {},
) {
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useState<Notice>(initialNotice);
  const [fields, setFields] = useState<FieldErrors>({});
  const fail = (error: unknown) => {
    const refusal = refusalOf(error, texts, texts.signInError, shown);
    const reason = reasonInNotice ? Object.values(refusal.fields).find(Boolean) : undefined;
    if (reason) setNotice({ kind: 'error', text: reason });
    else setNotice(refusal.notice);
    if (!reasonInNotice) setFields(refusal.fields);
  };
  const run = async (call: () => Promise<void>) => {
    setBusy(true);
    setNotice(null);
    try {
      await call();
    } catch (error) {
      fail(error);
      setBusy(false);
    }
  };
  return { busy, notice, setNotice, fields, setFields, fail, run };
}

function NoticeLine({ notice }: { notice: Notice }) {
  if (!notice) return null;
  return (
    <Alert
      severity={notice.kind}
      role={notice.kind === 'error' ? 'alert' : 'status'}
      sx={{ mt: 1 }}
      data-testid="sign-in-notice"
    >
      {notice.text}
    </Alert>
  );
}

function PasswordField({
  name,
  label,
  autoComplete,
  error,
  texts,
  autoFocus,
  onInput,
}: {
  name: string;
  label: string;
  autoComplete: string;
  error?: string;
  texts: SignInTexts;
  autoFocus?: boolean;
  onInput?: () => void;
}) {
  const [visible, setVisible] = useState(false);
  return (
    <TextField
      name={name}
      label={label}
      type={visible ? 'text' : 'password'}
      autoComplete={autoComplete}
      autoFocus={autoFocus}
      error={Boolean(error)}
      helperText={error || ' '}
      onInput={onInput}
      fullWidth
      slotProps={{
        input: {
          endAdornment: (
            <InputAdornment position="end">
              <IconButton
                aria-label={visible ? texts.hidePassword : texts.showPassword}
                onClick={() => setVisible((shown) => !shown)}
                size="large"
              >
                {visible ? <Visibility /> : <VisibilityOff />}
              </IconButton>
            </InputAdornment>
          ),
        },
      }}
    />
  );
}

function SubmitButton({ busy, children }: { busy: boolean; children: ReactNode }) {
  return (
    <Button variant="contained" type="submit" color="primary" disabled={busy} fullWidth sx={{ mt: 2 }}>
      {busy ? <CircularProgress size={19} thickness={3} /> : children}
    </Button>
  );
}

function TextLink({
  onClick,
  children,
  testId,
}: {
  onClick: () => void;
  children: ReactNode;
  testId?: string;
}) {
  return (
    <Box sx={{ mt: 2, textAlign: 'center' }}>
      <Link component="button" type="button" variant="body2" onClick={onClick} data-testid={testId}>
        {children}
      </Link>
    </Box>
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

const LOGIN_FIELDS = ['email', 'password'] as const;
const FORGOT_FIELDS = ['email'] as const;

const formText = (form: HTMLFormElement, name: string) => String(new FormData(form).get(name) ?? '').trim();

function LoginForm({
  texts,
  email,
  signIn,
  onForgot,
  onFirstInput,
}: {
  texts: SignInTexts;
  email: string;
  signIn: SignInScreenProps['signIn'];
  onForgot: (email: string) => void;
  onFirstInput?: () => void;
}) {
  const form = useRef<HTMLFormElement>(null);
  // A refused sign-in is a 422 whose field text says why (wrong email or password): that reason,
  // not the general "check the form", is what the staff member reads.
  const { busy, notice, fields, setFields, run } = useStepCall(texts, LOGIN_FIELDS, { reasonInNotice: true });

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const target = event.currentTarget;
    // The password is sent as typed: spaces may be part of it.
    const credentials = {
      email: formText(target, 'email'),
      password: String(new FormData(target).get('password') ?? ''),
    };
    const missing: FieldErrors = {};
    if (!credentials.email) missing.email = texts.required;
    if (!credentials.password) missing.password = texts.required;
    setFields(missing);
    if (Object.keys(missing).length) return;
    await run(() => signIn(credentials));
  };

  return (
    <form ref={form} onSubmit={submit} noValidate>
      <CardContent sx={{ minWidth: 280 }}>
        <TextField
          name="email"
          type="email"
          label={texts.email}
          autoComplete="username"
          defaultValue={email}
          error={Boolean(fields.email)}
          helperText={fields.email || ' '}
          onInput={onFirstInput}
          fullWidth
          autoFocus={!email}
        />
        <PasswordField
          name="password"
          label={texts.password}
          autoComplete="current-password"
          error={fields.password}
          texts={texts}
          autoFocus={Boolean(email)}
          onInput={onFirstInput}
        />
        <NoticeLine notice={notice} />
        <SubmitButton busy={busy}>{texts.signIn}</SubmitButton>
        <TextLink
          onClick={() => onForgot(form.current ? formText(form.current, 'email') : '')}
          testId="forgot-password"
        >
          {texts.forgot.link}
        </TextLink>
      </CardContent>
    </form>
  );
}

function ForgotForm({
  texts,
  email,
  api,
  onSent,
  onBack,
}: {
  texts: SignInTexts;
  email: string;
  api: SignInScreenProps['api'];
  onSent: (email: string, message: string) => void;
  onBack: (email: string) => void;
}) {
  const form = useRef<HTMLFormElement>(null);
  const { busy, notice, fields, run } = useStepCall(texts, FORGOT_FIELDS);
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const email = formText(event.currentTarget, 'email');
    await run(async () => onSent(email, (await api.forgotPassword({ email })).message));
  };
  return (
    <form ref={form} onSubmit={submit} noValidate>
      <CardContent sx={{ minWidth: 280, maxWidth: 360 }} data-testid="forgot-form">
        <StepHeading title={texts.forgot.title} help={texts.forgot.help} />
        <TextField
          name="email"
          type="email"
          label={texts.forgot.fields.email}
          autoComplete="username"
          defaultValue={email}
          error={Boolean(fields.email)}
          helperText={fields.email || ' '}
          fullWidth
          autoFocus
        />
        <NoticeLine notice={notice} />
        <SubmitButton busy={busy}>{texts.forgot.send}</SubmitButton>
        <TextLink onClick={() => onBack(form.current ? formText(form.current, 'email') : email)}>
          {texts.forgot.back}
        </TextLink>
      </CardContent>
    </form>
  );
}

const RESET_FIELDS = ['otp', 'new_password', 'confirmPassword'] as const;

function ResetForm({
  texts,
  api,
  email,
  sentNotice,
  onDone,
  onBack,
}: {
  texts: SignInTexts;
  api: SignInScreenProps['api'];
  email: string;
  sentNotice: Notice;
  onDone: (message: string) => void;
  onBack: () => void;
}) {
  const { busy, notice, setNotice, fields, fail, run } = useStepCall(texts, RESET_FIELDS, {
    initialNotice: sentNotice,
  });
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const values = Object.fromEntries(
      RESET_FIELDS.map((name) => [name, String(new FormData(form).get(name) ?? '')]),
    );
    await run(async () => {
      const answer = await api.resetPassword({
        email,
        otp: values.otp!.trim(),
        new_password: values.new_password!,
        confirmPassword: values.confirmPassword!,
      });
      onDone(answer.message);
    });
  };
  const resend = async () => {
    setNotice(null);
    try {
      setNotice({ kind: 'success', text: (await api.forgotPassword({ email })).message });
    } catch (error) {
      fail(error);
    }
  };
  return (
    <form onSubmit={submit} noValidate>
      <CardContent sx={{ minWidth: 280, maxWidth: 360 }} data-testid="reset-form">
        <StepHeading title={texts.forgot.codeTitle} help={fillIn(texts.forgot.codeHelp, { email })} />
        <TextField
          name="otp"
          label={texts.forgot.fields.otp}
          autoComplete="one-time-code"
          error={Boolean(fields.otp)}
          helperText={fields.otp || ' '}
          slotProps={{ htmlInput: { inputMode: 'numeric', dir: 'ltr', maxLength: 4 } }}
          fullWidth
          autoFocus
        />
        {(['new_password', 'confirmPassword'] as const).map((name) => (
          <PasswordField
            key={name}
            name={name}
            label={texts.forgot.fields[name]}
            autoComplete="new-password"
            error={fields[name]}
            texts={texts}
          />
        ))}
        <NoticeLine notice={notice} />
        <SubmitButton busy={busy}>{texts.forgot.save}</SubmitButton>
        <TextLink onClick={() => void resend()}>{texts.forgot.resend}</TextLink>
        <TextLink onClick={onBack}>{texts.forgot.back}</TextLink>
      </CardContent>
    </form>
  );
}

/** The card on react-admin's sign-in background, so the screen looks the same before and after. */
export function SignInScreen({ lang, onLangChange, api, signIn, onFirstInput }: SignInScreenProps) {
  const texts = signInTexts[lang];
  const [mode, setMode] = useState<Mode>({ name: 'login', email: '' });
  const [notice, setNotice] = useState<Notice>(null);
  const backToLogin = (email: string, message?: string) => {
    setNotice(message ? { kind: 'success', text: message } : null);
    setMode({ name: 'login', email });
  };
  return (
    <Box
      component="main"
      sx={{
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        minHeight: '100vh',
        px: 2,
        boxSizing: 'border-box',
        backgroundImage: 'radial-gradient(circle at 50% 14em, #313264 0%, #00023b 60%, #00023b 100%)',
      }}
    >
      <Card
        sx={{ minWidth: { xs: 0, sm: 300 }, width: { xs: '100%', sm: 'auto' }, maxWidth: 400, mt: '6em' }}
      >
        <Box sx={{ m: '1em', display: 'flex', justifyContent: 'center' }}>
          <Avatar sx={{ bgcolor: 'secondary.main' }}>
            <LockIcon />
          </Avatar>
        </Box>
        <Box sx={{ display: 'flex', justifyContent: 'center', mt: 1 }}>
          <LanguageSwitch lang={lang} onChange={onLangChange} texts={texts} />
        </Box>
        {mode.name === 'login' ? (
          <>
            {notice && (
              <Box sx={{ px: 2 }}>
                <NoticeLine notice={notice} />
              </Box>
            )}
            <LoginForm
              texts={texts}
              email={mode.email}
              signIn={signIn}
              onFirstInput={onFirstInput}
              onForgot={(email) => {
                setNotice(null);
                setMode({ name: 'forgot', email });
              }}
            />
          </>
        ) : mode.name === 'forgot' ? (
          <ForgotForm
            texts={texts}
            email={mode.email}
            api={api}
            onSent={(email, message) => {
              setNotice({ kind: 'success', text: message });
              setMode({ name: 'reset', email });
            }}
            onBack={(email) => backToLogin(email)}
          />
        ) : (
          <ResetForm
            texts={texts}
            api={api}
            email={mode.email}
            sentNotice={notice}
            onDone={(message) => backToLogin(mode.email, message)}
            onBack={() => backToLogin(mode.email)}
          />
        )}
      </Card>
    </Box>
  );
}
