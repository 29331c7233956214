/**
 * A form's submit handler for one of the staff API's own calls: the API's translated message is
 * shown either way, and a 422's field errors are handed back to react-admin's Form, which shows
 * each beside its field.
 */
import { HttpError } from 'ra-core';
import { useNotify } from 'react-admin';

export function useApiSubmit<T extends { message: string }>(
  call: (values: Record<string, unknown>) => Promise<T>,
  onDone?: (answer: T) => void,
) {
  const notify = useNotify();
  return async (values: Record<string, unknown>) => {
    try {
      const answer = await call(values);
      onDone?.(answer);
      notify(answer.message, { type: 'success' });
      return undefined;
    } catch (error) {
      notify((error as Error)?.message || 'ra.notification.http_error', { type: 'error' });
      if (error instanceof HttpError && error.status === 422)
        return error.body?.errors as Record<string, string>;
      return undefined;
    }
  };
}
