import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from '../../shared/i18n/useTranslation';
import { Clock, Mail, MapPin, MessageCircle, Phone, Send } from 'lucide-react';
import { contactSchema } from '@shop/domain';
import { apiRequest } from '../../shared/api/client';
import { whatsappUrl } from '../../shared/lib/whatsapp';
import { PageHeader } from '../../shared/ui/Breadcrumb';
import { Skeleton } from '../../shared/ui/Skeleton';
import { notifyError, notifySuccess } from '../../shared/ui/toast';
import { useSettings } from '../settings';
import { PageMeta } from '../seo';

interface ContactValues {
  first_name: string;
  last_name: string;
  email: string;
  phone: string;
  message: string;
}

const EMPTY: ContactValues = { first_name: '', last_name: '', email: '', phone: '', message: '' };

type FieldName = keyof ContactValues;

function ContactDetails() {
  const { t } = useTranslation();
  const { data, isPending } = useSettings();
  const setting = data?.setting;
  const chat = whatsappUrl(setting?.chat_number ?? '');
  if (isPending) {
    return (
      <div className="space-y-4" role="status" aria-label={t('common.loading')}>
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} className="h-16 w-full" />
        ))}
      </div>
    );
  }
  const rows = [
    setting?.phone && {
      icon: Phone,
      label: t('contact.details.phone'),
      value: (
        <a href={`tel:${setting.phone.replace(/\s/g, '')}`} dir="ltr" className="hover:text-brand-600">
          {setting.phone}
        </a>
      ),
    },
    setting?.email && {
      icon: Mail,
      label: t('contact.details.email'),
      value: (
        <a href={`mailto:${setting.email}`} className="break-all hover:text-brand-600">
          {setting.email}
        </a>
      ),
    },
    chat && {
      icon: MessageCircle,
      label: t('contact.details.whatsapp'),
      value: (
        <a href={chat} target="_blank" rel="noopener noreferrer" dir="ltr" className="hover:text-brand-600">
          +{setting?.chat_number.replace(/\D/g, '')}
        </a>
      ),
    },
    setting?.address && {
      icon: MapPin,
      label: t('contact.details.address'),
      value: <span>{setting.address}</span>,
    },
    { icon: Clock, label: t('contact.details.hours'), value: <span>{t('contact.details.hoursValue')}</span> },
  ].filter(Boolean) as { icon: typeof Phone; label: string; value: React.ReactNode }[];

  return (
    <ul className="space-y-4" data-testid="contact-details">
      {rows.map(({ icon: Icon, label, value }) => (
        <li
          key={label}
          className="flex items-start gap-4 rounded-2xl border border-gray-100 bg-white p-4 shadow-sm"
        >
          <span className="grid size-11 shrink-0 place-items-center rounded-xl bg-brand-50 text-brand-600">
            <Icon aria-hidden="true" className="size-5" />
          </span>
          <div className="min-w-0">
            <p className="text-sm text-gray-600">{label}</p>
            <p className="font-semibold text-ink">{value}</p>
          </div>
        </li>
      ))}
    </ul>
  );
}

/** /contact: the contact details and a message form sent with POST /contact. */
export default function ContactPage() {
  const { t } = useTranslation();
  const title = t('contact.title');
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<ContactValues>({ resolver: zodResolver(contactSchema), defaultValues: EMPTY });

  const send = useMutation({
    mutationFn: (values: ContactValues) => apiRequest('contact', { body: { ...values } }),
    meta: { silent: true },
    onSuccess: () => {
      notifySuccess(t('contact.sent'));
      reset(EMPTY);
    },
    onError: (error) => {
      console.error('contact form failed', error);
      notifyError(t('contact.failed'));
    },
  });

  const field = (
    name: FieldName,
    label: string,
    options: { type?: string; autoComplete?: string; dir?: 'ltr'; inputMode?: 'tel' | 'email' } = {},
  ) => {
    const message = errors[name]?.message;
    const errorId = `contact-${name}-error`;
    return (
      <div>
        <label htmlFor={`contact-${name}`} className="mb-1.5 block text-sm font-semibold">
          {label}{' '}
          <span aria-hidden="true" className="text-brand-600">
            *
          </span>
        </label>
        <input
          id={`contact-${name}`}
          type={options.type ?? 'text'}
          autoComplete={options.autoComplete}
          inputMode={options.inputMode}
          dir={options.dir}
          aria-required="true"
          aria-invalid={message ? true : undefined}
          aria-describedby={message ? errorId : undefined}
          className={`field ${options.dir ? 'rtl:text-right' : ''}`}
          {...register(name)}
        />
        {message ? (
          <p id={errorId} className="mt-1 text-sm text-brand-700">
            {t(message)}
          </p>
        ) : null}
      </div>
    );
  };

  const messageError = errors.message?.message;

  return (
    <div>
      <PageMeta title={title} description={t('contact.description')} />
      <PageHeader title={title} crumbs={[{ label: t('common.home'), to: '/' }, { label: title }]} />
      <div className="container-page grid gap-10 py-10 lg:grid-cols-[1fr_22rem]">
        <section
          aria-labelledby="contact-form-heading"
          className="rounded-3xl border border-gray-100 bg-white p-6 shadow-sm sm:p-8"
        >
          <h2 id="contact-form-heading" className="text-2xl font-bold">
            {t('contact.formTitle')}
          </h2>
          <p className="mt-2 mb-6 text-gray-600">{t('contact.formText')}</p>
          <form
            noValidate
            onSubmit={handleSubmit((values) => send.mutate(values))}
            className="grid gap-5 sm:grid-cols-2"
            data-testid="contact-form"
          >
            {field('first_name', t('contact.fields.firstName'), { autoComplete: 'given-name' })}
            {field('last_name', t('contact.fields.lastName'), { autoComplete: 'family-name' })}
            {field('email', t('contact.fields.email'), {
              type: 'email',
              autoComplete: 'email',
              dir: 'ltr',
              inputMode: 'email',
            })}
            {field('phone', t('contact.fields.phone'), {
              type: 'tel',
              autoComplete: 'tel',
              dir: 'ltr',
              inputMode: 'tel',
            })}
            <div className="sm:col-span-2">
              <label htmlFor="contact-message" className="mb-1.5 block text-sm font-semibold">
                {t('contact.fields.message')}{' '}
                <span aria-hidden="true" className="text-brand-600">
                  *
                </span>
              </label>
              <textarea
                id="contact-message"
                rows={6}
                aria-required="true"
                aria-invalid={messageError ? true : undefined}
                aria-describedby={messageError ? 'contact-message-error' : undefined}
                className="field resize-y"
                {...register('message')}
              />
              {messageError ? (
                <p id="contact-message-error" className="mt-1 text-sm text-brand-700">
                  {t(messageError)}
                </p>
              ) : null}
            </div>
            <div className="sm:col-span-2">
              <button type="submit" className="btn-primary w-full sm:w-auto" disabled={send.isPending}>
                <Send aria-hidden="true" className="size-4 rtl:-scale-x-100" />
                {send.isPending ? t('contact.sending') : t('contact.send')}
              </button>
            </div>
          </form>
        </section>
        <aside aria-labelledby="contact-details-heading">
          <h2 id="contact-details-heading" className="mb-4 text-xl font-bold">
            {t('contact.detailsTitle')}
          </h2>
          <ContactDetails />
        </aside>
      </div>
    </div>
  );
}
