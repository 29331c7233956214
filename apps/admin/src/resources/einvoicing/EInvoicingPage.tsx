/**
 * Settings → E-invoicing, for owners: the seller as ZATCA registered it, then the onboarding steps
 * in their order (key and CSR, the compliance certificate for the portal's one-time code, the
 * compliance checks, the production certificate), each a button that answers the page's new state.
 * ZATCA's own messages are shown when it refuses a step. Staff never see the page (the menu hides
 * it, the page refuses them, and the API refuses them too).
 */
import { useState } from 'react';
import {
  Alert,
  AlertTitle,
  Box,
  Button,
  Chip,
  Stack,
  Step,
  StepLabel,
  Stepper,
  TextField,
  Typography,
  useMediaQuery,
  type Theme,
} from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { HttpError } from 'ra-core';
import { Form, SaveButton, SelectInput, TextInput, Toolbar, useNotify, useTranslate } from 'react-admin';
import type { AdminEInvoicing, BodyOf, adminRoutes } from '@shop/contract';
import { einvoiceRegistrationSchema } from '@shop/domain';
import type { EInvoicingStep } from '../../api/data-provider';
import { formText } from '../../shared/form-values';
import { OwnerOnlyPage } from '../../shared/OwnerOnlyPage';
import { TitledCard } from '../../shared/TitledCard';
import { useApiSubmit } from '../../shared/useApiSubmit';
import { useShopDataProvider } from '../../shared/useShopDataProvider';

const EINVOICING_KEY = ['admin', 'einvoicing'];
type RegistrationBody = BodyOf<typeof adminRoutes.einvoicingRegistration>;

/** The stepper's steps; the registration is done once a VAT number is saved. */
const STEPS = ['registration', 'key', 'compliance', 'checked', 'production'] as const;
const STEP_INDEX: Record<AdminEInvoicing['step'], number> = {
  none: 1,
  key: 2,
  compliance: 3,
  checked: 4,
  production: 5,
};

/** The registration form's values as the API takes them (a cleared input is null in the form). */
export function registrationInput(values: Record<string, unknown>): RegistrationBody {
  const fields = Object.keys(einvoiceRegistrationSchema.shape) as (keyof RegistrationBody)[];
  return Object.fromEntries(fields.map((field) => [field, formText(values, field)])) as RegistrationBody;
}

/** Whether the bills (Settings) and the e-invoices (the registration) name the same seller. */
function sameSeller(state: AdminEInvoicing): boolean {
  return (
    state.bill_seller.vat_number === state.vat_number &&
    state.bill_seller.seller_name_ar.trim() === state.seller_name_ar.trim()
  );
}

function RegistrationForm({
  state,
  onSaved,
}: {
  state: AdminEInvoicing;
  onSaved: (next: AdminEInvoicing) => void;
}) {
  const translate = useTranslate();
  const dataProvider = useShopDataProvider();
  const t = (key: string) => translate(`einvoicing.${key}`);
  const save = useApiSubmit(
    (values) => dataProvider.saveEInvoicingRegistration(registrationInput(values)),
    (answer) => onSaved(answer.data),
  );
  const environments = (['developer-portal', 'simulation', 'production', 'simulator'] as const)
    .filter((environment) => environment !== 'simulator' || state.simulator_allowed)
    .map((id) => ({ id, name: t(`environments.${id}`) }));
  const field = (source: keyof RegistrationBody, ltr = false) => (
    <TextInput
      source={source}
      label={`einvoicing.fields.${source}`}
      helperText={false}
      fullWidth
      slotProps={ltr ? { htmlInput: { dir: 'ltr' } } : undefined}
    />
  );
  // A shop not registered yet starts from the seller its bills print.
  const record =
    state.vat_number || state.seller_name_ar
      ? state
      : {
          ...state,
          seller_name_ar: state.bill_seller.seller_name_ar,
          vat_number: state.bill_seller.vat_number,
        };
  return (
    <Form record={record} onSubmit={save} noValidate>
      <TitledCard title={t('sections.seller')}>
        <Box sx={{ display: 'grid', columnGap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
          <SelectInput
            source="environment"
            label="einvoicing.fields.environment"
            choices={environments}
            helperText="einvoicing.help.restart"
            fullWidth
          />
          {field('seller_name_ar')}
          {field('vat_number', true)}
          {field('cr_number', true)}
          {field('branch')}
          {field('industry')}
        </Box>
        <Typography variant="subtitle1" component="h3" sx={{ mt: 1, mb: 1, fontWeight: 600 }}>
          {t('sections.address')}
        </Typography>
        <Box sx={{ display: 'grid', columnGap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
          {field('street')}
          {field('building_number', true)}
          {field('district')}
          {field('city')}
          {field('postal_code', true)}
          {field('additional_number', true)}
        </Box>
      </TitledCard>
      <Toolbar sx={{ mt: 1 }}>
        <SaveButton label="einvoicing.actions.save" alwaysEnable={false} />
      </Toolbar>
    </Form>
  );
}

/**
 * A refused step's field error (the one-time code's form) and ZATCA's own messages, as the client
 * hands a 422's errors over: one text per field.
 */
function refusalOf(error: unknown): { otp: string; zatca: string } {
  if (!(error instanceof HttpError) || error.status !== 422) return { otp: '', zatca: '' };
  const errors = (error.body as { errors?: Record<string, string> } | undefined)?.errors ?? {};
  return { otp: errors.otp ?? '', zatca: errors.zatca ?? '' };
}

function NextStep({ state, onDone }: { state: AdminEInvoicing; onDone: (next: AdminEInvoicing) => void }) {
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useShopDataProvider();
  const t = (key: string) => translate(`einvoicing.${key}`);
  const [working, setWorking] = useState(false);
  const [otp, setOtp] = useState('');
  const [refusal, setRefusal] = useState<{ message: string; otp: string; zatca: string } | null>(null);

  const run = async (step: EInvoicingStep) => {
    setWorking(true);
    setRefusal(null);
    try {
      const answer = await dataProvider.runEInvoicingStep(step, otp);
      notify(answer.message, { type: 'success' });
      setOtp('');
      onDone(answer.data);
    } catch (error) {
      const message = (error as Error)?.message || translate('ra.notification.http_error');
      setRefusal({ message, ...refusalOf(error) });
    } finally {
      setWorking(false);
    }
  };
  const button = (step: EInvoicingStep, label: string, disabled = false) => (
    <Button
      variant="contained"
      onClick={() => void run(step)}
      disabled={working || disabled}
      data-testid={`einvoicing-${step}`}
    >
      {working ? t('actions.working') : t(`actions.${label}`)}
    </Button>
  );

  let body;
  if (!state.vat_number) body = null;
  else if (state.step === 'none') {
    body = (
      <>
        <Typography>{t('help.key')}</Typography>
        {button('key', 'key')}
      </>
    );
  } else if (state.step === 'key') {
    body = (
      <>
        <Typography>{t('help.otp')}</Typography>
        <TextField
          label={t('fields.otp')}
          value={otp}
          onChange={(event) => setOtp(event.target.value)}
          slotProps={{
            htmlInput: { dir: 'ltr', inputMode: 'numeric', autoComplete: 'one-time-code', maxLength: 12 },
          }}
          error={Boolean(refusal?.otp)}
          helperText={refusal?.otp || undefined}
          sx={{ maxWidth: 320 }}
        />
        {button('compliance-csid', 'compliance', otp.trim() === '')}
      </>
    );
  } else if (state.step === 'compliance') {
    body = (
      <>
        <Typography>{t('help.checks')}</Typography>
        {button('compliance-checks', 'checks')}
      </>
    );
  } else if (state.step === 'checked') {
    body = (
      <>
        <Typography>{t('help.production')}</Typography>
        {button('production-csid', 'production')}
      </>
    );
  } else {
    body = <Typography>{t('help.done')}</Typography>;
  }
  if (body === null) return null;
  return (
    <TitledCard title={t('sections.next')} testId="einvoicing-next">
      <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
        {body}
        {refusal && !refusal.otp ? (
          <Alert severity="error" sx={{ width: '100%' }} data-testid="einvoicing-refusal">
            <AlertTitle>{refusal.message}</AlertTitle>
            {refusal.zatca ? <bdi dir="ltr">{refusal.zatca}</bdi> : null}
          </Alert>
        ) : null}
        {state.csr ? (
          <Box sx={{ width: '100%' }}>
            <Typography variant="body2" color="text.secondary">
              {t('help.csr')}
            </Typography>
            <Box
              component="pre"
              dir="ltr"
              data-testid="einvoicing-csr"
              sx={{
                fontSize: 11,
                bgcolor: 'action.hover',
                p: 1,
                borderRadius: 1,
                whiteSpace: 'pre-wrap',
                wordBreak: 'break-all',
                overflowY: 'auto',
                maxHeight: 120,
                m: 0,
              }}
            >
              {state.csr}
            </Box>
          </Box>
        ) : null}
      </Stack>
    </TitledCard>
  );
}

function EInvoicingState({ state }: { state: AdminEInvoicing }) {
  const translate = useTranslate();
  const t = (key: string, options?: object) => translate(`einvoicing.${key}`, options);
  const reached = state.vat_number ? STEP_INDEX[state.step] : 0;
  // Five steps side by side do not fit a phone: there they run down the page.
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  return (
    <TitledCard title={t('status')} testId="einvoicing-state">
      <Stack spacing={2}>
        <Typography color="text.secondary">{t('intro')}</Typography>
        <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap', alignItems: 'center' }}>
          <Chip
            color={state.enabled ? 'success' : 'default'}
            label={state.enabled ? t('on') : t('off')}
            data-testid="einvoicing-enabled"
            data-enabled={state.enabled}
            sx={{ height: 'auto', '& .MuiChip-label': { whiteSpace: 'normal', py: 0.5 } }}
          />
          <Chip variant="outlined" label={t(`environments.${state.environment}`)} />
        </Stack>
        <Stepper
          activeStep={reached}
          orientation={phone ? 'vertical' : 'horizontal'}
          alternativeLabel={!phone}
          data-testid="einvoicing-steps"
          data-step={state.step}
        >
          {STEPS.map((step) => (
            <Step key={step}>
              <StepLabel>{t(`steps.${step}`)}</StepLabel>
            </Step>
          ))}
        </Stepper>
        {state.key_configured ? null : (
          <Alert severity="warning" data-testid="einvoicing-key-missing">
            {t('key_missing')}
          </Alert>
        )}
        {state.vat_number && !sameSeller(state) ? (
          <Alert severity="warning" data-testid="einvoicing-seller-differs">
            {translate('einvoicing.seller_differs', {
              name: state.bill_seller.seller_name_ar || '—',
              vat: state.bill_seller.vat_number || '—',
            })}
          </Alert>
        ) : null}
        {state.documents.rejected > 0 ? (
          <Alert severity="error">{t('rejected', { count: state.documents.rejected })}</Alert>
        ) : null}
        {state.documents.waiting > 0 ? (
          <Typography variant="body2" color="text.secondary">
            {t('waiting', { count: state.documents.waiting })}
          </Typography>
        ) : null}
      </Stack>
    </TitledCard>
  );
}

export function EInvoicingPage() {
  const translate = useTranslate();
  const dataProvider = useShopDataProvider();
  const queryClient = useQueryClient();
  const update = (next: AdminEInvoicing) => queryClient.setQueryData(EINVOICING_KEY, next);
  return (
    <OwnerOnlyPage
      resource="einvoicing"
      title="einvoicing.title"
      testId="einvoicing-page"
      queryKey={EINVOICING_KEY}
      load={() => dataProvider.getEInvoicing()}
      heading={
        <Typography variant="h5" component="h1" gutterBottom>
          {translate('einvoicing.title')}
        </Typography>
      }
    >
      {(state) => (
        <Stack spacing={2}>
          <EInvoicingState state={state} />
          <NextStep state={state} onDone={update} />
          <RegistrationForm state={state} onSaved={update} />
        </Stack>
      )}
    </OwnerOnlyPage>
  );
}
