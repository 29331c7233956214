/**
 * "Request a quote" under the cart's checkout: for a buyer who wants a negotiated price, a small
 * form (the day the goods are needed by, a note, a logo per product) that sends the cart's products, as the checkout
 * would order them, to staff for pricing. The cart stays as it is; the new quote's page opens.
 * A signed-out buyer signs in first and comes back to the cart with the form open (`?quote`).
 */
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { FileText } from 'lucide-react';
import { LIMITS, shopDay } from '@shop/domain';
import { ApiError, apiRequest } from '../../../shared/api/client';
import { useSession, type ReturnState } from '../../../shared/auth';
import { useTranslation } from '../../../shared/i18n/useTranslation';
import { quotePath } from '../../../shared/lib/account-paths';
import { queryKeys } from '../../../shared/query/keys';
import { FormErrors, otherFieldErrors } from '../../../shared/ui/FormErrors';
import { Link } from '../../../shared/ui/Link';
import { notifyError, notifySuccess } from '../../../shared/ui/toast';
import { cartProducts } from '../lines';
import { LineLogos, type LogoChoice } from '../../../shared/ui/LineLogos';
import type { CartItem } from '../store';

/** The query parameter that opens the form (the way back from signing in). */
export const QUOTE_PARAM = 'quote';

interface Props {
  items: readonly CartItem[];
  /** Open at first (the buyer came back from signing in to ask for a quote). */
  initiallyOpen?: boolean;
}

const FIELDS = ['wanted_by', 'note'] as const;
type Field = (typeof FIELDS)[number];

export function QuoteRequest({ items, initiallyOpen = false }: Props) {
  const { t } = useTranslation();
  const signedIn = useSession((s) => s.signedIn);
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const id = useId();
  const [open, setOpen] = useState(initiallyOpen);
  const [values, setValues] = useState<Record<Field, string>>({ wanted_by: '', note: '' });
  const [errors, setErrors] = useState<Record<string, string[]>>({});
  const [sending, setSending] = useState(false);
  const [logos, setLogos] = useState<LogoChoice[]>([]);
  const firstField = useRef<HTMLInputElement>(null);
  const opened = useRef(initiallyOpen);

  // Opening the form takes the keyboard to its first field (not when it was open from the start).
  useEffect(() => {
    if (open && !opened.current) firstField.current?.focus();
    opened.current = open;
  }, [open]);

  const formId = `${id}-form`;
  const buttonClass = 'btn-outline inline-flex w-full items-center justify-center gap-2';

  if (!signedIn) {
    return (
      <div className="border-t border-gray-200 pt-3">
        <p className="mb-2 text-xs text-gray-600">{t('cart.quote.intro')}</p>
        <Link
          to="/auth"
          state={{ from: `/cart?${QUOTE_PARAM}=1` } satisfies ReturnState}
          className={buttonClass}
          data-testid="cart-quote"
        >
          <FileText aria-hidden="true" className="size-4" />
          {t('cart.quote.open')}
        </Link>
        <p className="mt-1 text-xs text-gray-500">{t('cart.quote.signInFirst')}</p>
      </div>
    );
  }

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (sending) return;
    setErrors({});
    setSending(true);
    // The logos of products still in the cart.
    const artworks = logos
      .filter((logo) => items.some((item) => item.product.id === logo.product_id))
      .map(({ product_id, artwork_id, placement }) => ({ product_id, artwork_id, placement }));
    let answer;
    try {
      answer = await apiRequest('quoteCreate', {
        json: true,
        body: {
          products: cartProducts(items),
          ...(artworks.length > 0 ? { artworks } : {}),
          // Blank fields are left out: the quote carries none.
          ...Object.fromEntries(Object.entries(values).filter(([, value]) => value.trim() !== '')),
        },
      });
    } catch (error) {
      setSending(false);
      if (error instanceof ApiError && error.status === 401) return;
      if (error instanceof ApiError && error.status === 422) {
        setErrors(error.fieldErrors);
        return;
      }
      console.error('quote request failed', error);
      notifyError(error instanceof ApiError && error.status > 0 ? error.message : t('cart.quote.failed'));
      return;
    }
    notifySuccess(answer.message);
    queryClient.setQueryData(queryKeys.account.quote(answer.data.id), answer.data);
    void queryClient.invalidateQueries({ queryKey: queryKeys.account.quotes() });
    void navigate(quotePath(answer.data.id));
  };

  const field = (name: Field) => ({
    id: `${id}-${name}`,
    name,
    value: values[name],
    'aria-invalid': errors[name] ? true : undefined,
    'aria-describedby': errors[name] ? `${id}-${name}-error` : undefined,
    onChange: (event: { target: { value: string } }) => setValues({ ...values, [name]: event.target.value }),
  });
  const fieldError = (name: Field) =>
    errors[name]?.[0] ? (
      <p id={`${id}-${name}-error`} className="mt-1 text-sm text-red-700">
        {errors[name][0]}
      </p>
    ) : null;
  // Anything not about a field of this form (the products, `_`) is said above the button.
  const otherErrors = otherFieldErrors(errors, FIELDS);

  return (
    <div className="border-t border-gray-200 pt-3">
      <p className="mb-2 text-xs text-gray-600">{t('cart.quote.intro')}</p>
      <button
        type="button"
        className={buttonClass}
        aria-expanded={open}
        aria-controls={formId}
        onClick={() => setOpen(!open)}
        data-testid="cart-quote"
      >
        <FileText aria-hidden="true" className="size-4" />
        {t('cart.quote.open')}
      </button>
      {open ? (
        <form
          id={formId}
          aria-label={t('cart.quote.title')}
          className="mt-3 space-y-3"
          onSubmit={(event) => void submit(event)}
          noValidate
          data-testid="quote-form"
        >
          <div>
            <label htmlFor={`${id}-wanted_by`} className="mb-1 block text-sm font-semibold text-gray-800">
              {t('cart.quote.wantedBy')}
            </label>
            <input
              ref={firstField}
              {...field('wanted_by')}
              type="date"
              className="field"
              min={shopDay(new Date())}
            />
            {fieldError('wanted_by')}
          </div>
          <div>
            <label htmlFor={`${id}-note`} className="mb-1 block text-sm font-semibold text-gray-800">
              {t('cart.quote.note')}
            </label>
            <textarea
              {...field('note')}
              className="field min-h-20"
              maxLength={LIMITS.note}
              rows={3}
              dir="auto"
              placeholder={t('cart.quote.notePlaceholder')}
            />
            {fieldError('note')}
          </div>
          <LineLogos
            items={items}
            choices={logos}
            onChange={setLogos}
            legend={t('cart.quote.logos')}
            help={t('cart.quote.logosHelp')}
          />
          <FormErrors texts={otherErrors} testId="quote-errors" />
          <p className="text-xs text-gray-500">{t('cart.quote.keepsCart')}</p>
          <button type="submit" className="btn-primary w-full" disabled={sending}>
            {sending ? t('cart.quote.sending') : t('cart.quote.submit')}
          </button>
        </form>
      ) : null}
    </div>
  );
}
