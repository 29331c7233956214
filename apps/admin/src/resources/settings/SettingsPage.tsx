/**
 * The shop's settings for owners (GET/PUT /admin/api/settings): one form in sections, the API's
 * field errors beside the fields, the logo as an uploaded image. Staff never see it: the menu
 * hides it and the page refuses them (the API refuses them too).
 */
import type { ReactNode } from 'react';
import { Box, Stack, Typography } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { Form, NumberInput, SaveButton, TextInput, Toolbar, useTranslate } from 'react-admin';
import { adminRoutes, settingsInputSchema, type AdminSettings, type BodyOf } from '@shop/contract';
import { formText } from '../../shared/form-values';
import { ImageUploadInput } from '../../shared/ImageUploadInput';
import { OwnerOnlyPage } from '../../shared/OwnerOnlyPage';
import { TitledCard } from '../../shared/TitledCard';
import { useApiSubmit } from '../../shared/useApiSubmit';
import { useShopDataProvider } from '../../shared/useShopDataProvider';

const SETTINGS_KEY = ['admin', 'settings'];
type SettingsBody = BodyOf<typeof adminRoutes.settingsUpdate>;
type TextField = Exclude<keyof SettingsBody, 'tax_percent'>;

/** The text fields the API takes (the record also carries `updated_at`; the VAT rate is a number). */
const TEXT_FIELDS = Object.keys(settingsInputSchema.shape).filter(
  (field): field is TextField => field !== 'tax_percent',
);

/**
 * What the form holds as the API takes it: blanks as '' (a cleared input is null in the form); a
 * cleared VAT rate is sent as it is, so the API names the missing rate.
 */
export function settingsInput(values: Record<string, unknown>): SettingsBody {
  const texts = Object.fromEntries(TEXT_FIELDS.map((field) => [field, formText(values, field)]));
  const tax = values.tax_percent;
  return {
    ...(texts as Record<TextField, string>),
    tax_percent: typeof tax === 'number' ? tax : formText(values, 'tax_percent'),
  };
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <TitledCard title={title}>
      <Box sx={{ display: 'grid', columnGap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
        {children}
      </Box>
    </TitledCard>
  );
}

const Full = ({ children }: { children: ReactNode }) => <Box sx={{ gridColumn: '1 / -1' }}>{children}</Box>;

/**
 * A text input labelled from the settings' own labels, written in its own direction: a text in
 * English left to right and one in Arabic right to left whatever the dashboard's language, and
 * addresses, numbers and links (`ltr`) left to right.
 */
function Field({
  source,
  multiline,
  help,
  ltr,
}: {
  source: string;
  multiline?: boolean;
  help?: string;
  ltr?: boolean;
}) {
  const dir = ltr || source.endsWith('_en') ? 'ltr' : source.endsWith('_ar') ? 'rtl' : undefined;
  return (
    <TextInput
      source={source}
      label={`settings.fields.${source}`}
      multiline={multiline}
      minRows={multiline ? 3 : undefined}
      helperText={help ?? false}
      fullWidth
      slotProps={dir ? { htmlInput: { dir } } : undefined}
    />
  );
}

function SettingsForm({ settings }: { settings: AdminSettings }) {
  const translate = useTranslate();
  const dataProvider = useShopDataProvider();
  const queryClient = useQueryClient();
  const t = (key: string) => translate(`settings.${key}`);

  const save = useApiSubmit(
    (values) => dataProvider.updateSettings(settingsInput(values)),
    (answer) => queryClient.setQueryData(SETTINGS_KEY, answer.data),
  );

  return (
    <Form record={settings} onSubmit={save} noValidate>
      <Stack spacing={2}>
        <Section title={t('sections.shop')}>
          <Field source="app_name_ar" />
          <Field source="app_name_en" />
          <Full>
            <ImageUploadInput source="logo" label="settings.fields.logo" kind="logo" />
          </Full>
          <Field source="about_ar" multiline />
          <Field source="about_en" multiline />
        </Section>
        <Section title={t('sections.contact')}>
          <Field source="email" ltr />
          <Field source="phone" ltr />
          <Field source="chat_number" ltr help="settings.chat_help" />
          <Box />
          <Field source="address_ar" />
          <Field source="address_en" />
          {(['facebook', 'instagram', 'twitter', 'google', 'vimeo'] as const).map((source) => (
            <Field key={source} source={source} ltr help="settings.link_help" />
          ))}
        </Section>
        <Section title={t('sections.tax')}>
          <NumberInput
            source="tax_percent"
            label="settings.fields.tax_percent"
            min={0}
            max={100}
            step={0.01}
            fullWidth
            helperText={false}
          />
          <Field source="vat_number" ltr />
          <Field source="seller_name_ar" />
          <Field source="seller_name_en" />
        </Section>
        <Section title={t('sections.bank')}>
          <Field source="bank_name_ar" />
          <Field source="bank_name_en" />
          <Field source="bank_account" ltr />
          <Field source="iban" ltr />
        </Section>
      </Stack>
      <Toolbar sx={{ mt: 2, position: 'sticky', bottom: 0, zIndex: 1 }}>
        <SaveButton alwaysEnable={false} />
      </Toolbar>
    </Form>
  );
}

export function SettingsPage() {
  const translate = useTranslate();
  const dataProvider = useShopDataProvider();
  return (
    <OwnerOnlyPage
      resource="settings"
      title="settings.title"
      testId="settings-page"
      queryKey={SETTINGS_KEY}
      load={() => dataProvider.getSettings()}
      heading={
        <Typography variant="h5" component="h1" gutterBottom>
          {translate('settings.title')}
        </Typography>
      }
    >
      {(settings) => <SettingsForm settings={settings} />}
    </OwnerOnlyPage>
  );
}
