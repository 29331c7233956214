/**
 * /auth: login and signup side by side (stacked on phones). A success keeps the token for a day
 * and goes back to the page that asked for sign-in (else home), replacing /auth in the history.
 *
 * Sign-up has two steps: the form, whose answer is the same whether or not the email already has
 * an account (docs/decisions.md, Sign-up without enumeration), then the four-digit code mailed to
 * the address, which creates the account and signs in. An address that already has an account is
 * mailed that instead of a code, so this page never tells the two apart.
 */
import { useState, type ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '../../shared/i18n/useTranslation';
import { useLocation, useNavigate } from 'react-router';
import { Link } from '../../shared/ui/Link';
import { KeyRound, LogIn, UserPlus } from 'lucide-react';
import {
  loginSchema,
  signupSchema,
  type LoginFormValues,
  type LoginInput,
  type SignupFormValues,
  type SignupInput,
} from '@shop/domain';
import { apiRequest } from '../../shared/api/client';
import { showFormError } from '../../shared/api/formErrors';
import { useFocusFirstInvalid } from '../../shared/lib/useFocusFirstInvalid';
import { RedirectIfSignedIn, returnPathOf, useSession } from '../../shared/auth';
import { queryKeys } from '../../shared/query/keys';
import { PageHeader } from '../../shared/ui/Breadcrumb';
import { CustomerFields, EmailField } from '../../shared/ui/CustomerFields';
import { PasswordField } from '../../shared/ui/FormField';
import { SubmitButton } from '../../shared/ui/SubmitButton';
import { notifySuccess } from '../../shared/ui/toast';
import { CodeForm } from './components/CodeForm';
import { PageMeta } from '../seo';

/** After sign-in: the customer's own cached answers may be someone else's; go where they were headed. */
function useSignedIn() {
  const signIn = useSession((s) => s.signIn);
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const location = useLocation();
  return (token: string) => {
    queryClient.removeQueries({ queryKey: queryKeys.account.all() });
    const to = returnPathOf(location.state, location.search);
    signIn(token);
    void navigate(to, { replace: true });
  };
}

/** A form's card: an icon, a heading that names the section, and a line about it. */
function AuthCard({
  id,
  icon,
  title,
  text,
  children,
}: {
  id: string;
  icon: ReactNode;
  title: string;
  text: string;
  children: ReactNode;
}) {
  return (
    <section
      aria-labelledby={id}
      className="rounded-3xl border border-gray-100 bg-white p-6 shadow-sm sm:p-8"
    >
      <div className="mb-6 flex items-center gap-3">
        <span className="grid size-11 place-items-center rounded-xl bg-brand-50 text-brand-600">{icon}</span>
        <div>
          <h2 id={id} className="text-xl font-bold">
            {title}
          </h2>
          <p className="text-sm text-gray-600">{text}</p>
        </div>
      </div>
      {children}
    </section>
  );
}

function LoginForm() {
  const { t } = useTranslation();
  const signedIn = useSignedIn();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<LoginFormValues, unknown, LoginInput>({
    resolver: zodResolver(loginSchema),
    defaultValues: { email: '', password: '' },
  });
  const login = useMutation({
    mutationFn: (values: LoginInput) => apiRequest('login', { body: { ...values } }),
    meta: { silent: true },
    onSuccess: (answer) => signedIn(answer.data.token),
    onError: (error) => showFormError(error, setError, ['email', 'password']),
  });

  return (
    <AuthCard
      id="login-heading"
      icon={<LogIn aria-hidden="true" className="size-5 rtl:-scale-x-100" />}
      title={t('auth.login.title')}
      text={t('auth.login.text')}
    >
      <form
        noValidate
        onSubmit={handleSubmit((values) => login.mutate(values))}
        className="space-y-5"
        data-testid="login-form"
      >
        <EmailField
          id="login-email"
          label={t('auth.fields.email')}
          registration={register('email')}
          error={errors.email}
        />
        <PasswordField
          id="login-password"
          label={t('auth.fields.password')}
          autoComplete="current-password"
          required
          registration={register('password')}
          error={errors.password}
          showLabel={t('auth.showPassword')}
          hideLabel={t('auth.hidePassword')}
        />
        <div className="flex flex-wrap items-center justify-between gap-3">
          <SubmitButton
            pending={login.isPending}
            label={t('auth.login.submit')}
            pendingLabel={t('auth.login.sending')}
          />
          <Link
            to="/auth/reset-password"
            className="inline-flex items-center gap-1.5 text-sm font-semibold text-brand-600 hover:underline"
          >
            <KeyRound aria-hidden="true" className="size-4" />
            {t('auth.login.forgot')}
          </Link>
        </div>
      </form>
    </AuthCard>
  );
}

/** A sign-up the server has answered: what was sent (to send again) and its answer's words. */
interface StartedSignup {
  values: SignupInput;
  message: string;
}

function SignupForm({ onStarted }: { onStarted: (started: StartedSignup) => void }) {
  const { t } = useTranslation();
  const { ref: formRef, focusFirstInvalid } = useFocusFirstInvalid();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<SignupFormValues, unknown, SignupInput>({
    resolver: zodResolver(signupSchema),
    defaultValues: { fname: '', lname: '', email: '', phone: '', password: '' },
    shouldFocusError: false,
  });
  const signup = useMutation({
    mutationFn: (values: SignupInput) => apiRequest('signup', { body: { ...values } }),
    meta: { silent: true },
    onSuccess: (answer, values) => onStarted({ values, message: answer.data.message || answer.message }),
    onError: (error) =>
      showFormError(error, setError, ['fname', 'lname', 'email', 'phone', 'password'], focusFirstInvalid),
  });

  return (
    <form
      ref={formRef}
      noValidate
      onSubmit={handleSubmit((values) => signup.mutate(values), focusFirstInvalid)}
      className="grid gap-5 sm:grid-cols-2"
      data-testid="signup-form"
    >
      <CustomerFields
        idPrefix="signup"
        labels={{
          fname: t('auth.fields.fname'),
          lname: t('auth.fields.lname'),
          email: t('auth.fields.email'),
          phone: t('auth.fields.phone'),
        }}
        register={register}
        errors={errors}
        phoneHint={t('auth.signup.phoneHint')}
        contactClassName="sm:col-span-2"
      />
      <div className="sm:col-span-2">
        <PasswordField
          id="signup-password"
          label={t('auth.fields.password')}
          autoComplete="new-password"
          required
          hint={t('auth.signup.passwordHint')}
          registration={register('password')}
          error={errors.password}
          showLabel={t('auth.showPassword')}
          hideLabel={t('auth.hidePassword')}
        />
      </div>
      <div className="sm:col-span-2">
        <SubmitButton
          pending={signup.isPending}
          label={t('auth.signup.submit')}
          pendingLabel={t('auth.signup.sending')}
          className="btn-primary w-full sm:w-auto"
        />
      </div>
    </form>
  );
}

/** Sign-up's second step: the code mailed to the address (nothing here says whether one was). */
function SignupCodeForm({ started, onBack }: { started: StartedSignup; onBack: () => void }) {
  const { t } = useTranslation();
  const signedIn = useSignedIn();
  const { email } = started.values;
  return (
    <CodeForm
      testId="signup-code-form"
      intro={
        <div>
          <h3 className="text-lg font-bold">{t('auth.signup.codeTitle')}</h3>
          <p className="mt-1 text-sm text-gray-600" role="status">
            {started.message}
          </p>
          <p className="mt-2 text-sm font-semibold" dir="ltr">
            {email}
          </p>
        </div>
      }
      label={t('auth.signup.codeLabel')}
      digitLabel={(n) => t('auth.signup.digit', { n })}
      submitLabel={t('auth.signup.verify')}
      submittingLabel={t('auth.signup.verifying')}
      confirm={(otp) => apiRequest('signupConfirm', { body: { email, otp } })}
      onConfirmed={(answer) => {
        notifySuccess(answer.data.message || answer.message);
        signedIn(answer.data.token);
      }}
      resend={() => apiRequest('signup', { body: { ...started.values } })}
      resendLabel={t('auth.signup.resend')}
      resentText={t('auth.signup.resent')}
      back={{ label: t('auth.signup.back'), onClick: onBack }}
    />
  );
}

function SignupCard() {
  const { t } = useTranslation();
  const [started, setStarted] = useState<StartedSignup | null>(null);
  return (
    <AuthCard
      id="signup-heading"
      icon={<UserPlus aria-hidden="true" className="size-5" />}
      title={t('auth.signup.title')}
      text={t('auth.signup.text')}
    >
      {started ? (
        <SignupCodeForm started={started} onBack={() => setStarted(null)} />
      ) : (
        <SignupForm onStarted={setStarted} />
      )}
    </AuthCard>
  );
}

export function AuthScreen() {
  const { t } = useTranslation();
  const title = t('auth.title');
  return (
    <div>
      <PageMeta title={title} robots="noindex, nofollow" />
      <PageHeader title={title} crumbs={[{ label: t('common.home'), to: '/' }, { label: title }]} />
      <div className="container-page py-10">
        <p className="mb-8 max-w-2xl text-gray-600">{t('auth.intro')}</p>
        <div className="grid items-start gap-8 lg:grid-cols-2">
          <LoginForm />
          <SignupCard />
        </div>
      </div>
    </div>
  );
}

/** /auth (a signed-in customer is sent on at once). */
export default function AuthPage() {
  return (
    <RedirectIfSignedIn>
      <AuthScreen />
    </RedirectIfSignedIn>
  );
}
