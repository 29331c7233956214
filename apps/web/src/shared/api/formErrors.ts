/**
 * A form's answer from the API: a 422 names the failed fields with texts already translated by the
 * server, and each is shown on its field (react-hook-form's setError, type 'server'); anything
 * else, or a 422 about fields the form does not have, is one error toast with the answer's message.
 * With `focusFirstInvalid` (useFocusFirstInvalid) the keyboard then goes to the form's first
 * refused field as shown; without it, to the first field the answer names.
 */
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { notifyError } from '../ui/toast';
import { ApiError } from './client';

/** The error type of a message written by the server (shown as is, not as a translation key). */
export const SERVER_ERROR = 'server';

export function showFormError<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  fields: readonly Path<T>[],
  focusFirstInvalid?: () => void,
): void {
  if (error instanceof ApiError && error.status === 401) return; // the client already went to /auth
  let shown = false;
  if (error instanceof ApiError && error.status === 422) {
    let first = true;
    for (const [field, texts] of Object.entries(error.fieldErrors)) {
      const name = fields.find((candidate) => candidate === field);
      const text = texts[0];
      if (!name || !text) continue;
      setError(name, { type: SERVER_ERROR, message: text }, { shouldFocus: first && !focusFirstInvalid });
      first = false;
      shown = true;
    }
  }
  if (shown) focusFirstInvalid?.();
  else notifyError(error instanceof Error ? error.message : String(error));
}
