/** "Ask for changes": what the buyer would like changed in a priced (or lapsed) quote, sent to staff. */
import { useId, useState, type FormEvent } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { MessageSquare } from 'lucide-react';
import { LIMITS } from '@shop/domain';
import type { Quote } from '@shop/contract';
import { ApiError, apiRequest } from '../../../shared/api/client';
import { useTranslation } from '../../../shared/i18n/useTranslation';
import { queryKeys } from '../../../shared/query/keys';
import { FormErrors, otherFieldErrors } from '../../../shared/ui/FormErrors';
import { notifyError, notifySuccess } from '../../../shared/ui/toast';

export function QuoteChangesForm({ quote }: { quote: Quote }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const id = useId();
  const [message, setMessage] = useState('');
  const [errors, setErrors] = useState<Record<string, string[]>>({});
  const [pending, setPending] = useState(false);
  const fieldError = errors.message?.[0];

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (pending) return;
    setPending(true);
    setErrors({});
    let answer;
    try {
      answer = await apiRequest('quoteChanges', { params: { id: quote.id }, json: true, body: { message } });
    } catch (error) {
      setPending(false);
      if (error instanceof ApiError && error.status === 401) return;
      if (error instanceof ApiError && error.status === 422) {
        setErrors(error.fieldErrors);
        return;
      }
      console.error('quote changes failed', error);
      notifyError(
        error instanceof ApiError && error.status > 0 ? error.message : t('account.quotes.changes.failed'),
      );
      return;
    }
    setPending(false);
    setMessage('');
    notifySuccess(answer.message);
    queryClient.setQueryData(queryKeys.account.quote(quote.id), answer.data);
    void queryClient.invalidateQueries({ queryKey: queryKeys.account.quotes() });
  };

  return (
    <section aria-labelledby={`${id}-title`} className="rounded-2xl border border-gray-200 p-4 sm:p-5">
      <h2 id={`${id}-title`} className="mb-3 flex items-center gap-2 text-lg font-bold text-ink">
        <MessageSquare size={20} className="text-brand-600" aria-hidden="true" />
        {t('account.quotes.changes.title')}
      </h2>
      <form className="space-y-3" onSubmit={(event) => void submit(event)} noValidate>
        <div>
          <label htmlFor={`${id}-message`} className="mb-1 block text-sm font-semibold text-gray-800">
            {t('account.quotes.changes.label')}
          </label>
          <textarea
            id={`${id}-message`}
            name="message"
            value={message}
            onChange={(event) => setMessage(event.target.value)}
            className="field min-h-24"
            maxLength={LIMITS.note}
            rows={4}
            dir="auto"
            aria-invalid={fieldError ? true : undefined}
            aria-describedby={fieldError ? `${id}-message-error` : `${id}-message-hint`}
          />
          {fieldError ? (
            <p id={`${id}-message-error`} className="mt-1 text-sm text-red-700">
              {fieldError}
            </p>
          ) : (
            <p id={`${id}-message-hint`} className="mt-1 text-xs text-gray-600">
              {t('account.quotes.changes.hint')}
            </p>
          )}
        </div>
        <FormErrors texts={otherFieldErrors(errors, ['message'])} testId="changes-errors" />
        <button type="submit" className="btn-outline w-full sm:w-auto" disabled={pending}>
          {pending ? t('account.quotes.changes.sending') : t('account.quotes.changes.submit')}
        </button>
      </form>
    </section>
  );
}
