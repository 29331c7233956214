/**
 * The failures a service reports to its caller: a missing record, fields that break a rule only
 * the database or the content can check, an account locked after too many attempts. They carry
 * message keys, not texts or statuses; http/errors.ts turns each into its answer (404, 422, 429)
 * in the request's language (docs/decisions.md, Error answers).
 */
import type { ValidationKey } from '@shop/domain';
import type { MessageKey, MessageParams } from './i18n.js';

/** Thrown when a record asked for by id does not exist (or is not public). */
export class NotFoundError extends Error {
  constructor(readonly messageKey: MessageKey | ValidationKey = 'notFound') {
    super(messageKey);
    this.name = 'NotFoundError';
  }
}

/**
 * A 422 found after parsing, by a rule that needs the database (a city outside its country, a
 * colour the product does not have, a used-up coupon) or the content (an upload that is not an
 * image): field → message keys (API or validation keys), translated like a parse failure, with
 * `params` filling the texts' `{name}` placeholders.
 */
export class FieldErrors extends Error {
  constructor(
    readonly fields: Readonly<Partial<Record<string, readonly (MessageKey | ValidationKey)[]>>>,
    readonly params?: MessageParams,
  ) {
    super(`invalid fields: ${Object.keys(fields).join(', ')}`);
    this.name = 'FieldErrors';
  }
}

/**
 * Too many failed sign-ins or code checks for one account (services/account-lockout.ts): a 429
 * with the time left, the same for an address that has no account.
 */
export class AccountLockedError extends Error {
  constructor(readonly retryAfterSeconds: number) {
    super('account locked');
    this.name = 'AccountLockedError';
  }
}
