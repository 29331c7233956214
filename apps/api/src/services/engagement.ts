/** The storefront's public forms: newsletter subscriptions and contact messages, kept for staff. */
import type { ContactInput } from '@shop/domain';
import type { Executor } from '../db/transaction.js';
import { contactMessages, newsletterSubscribers } from '../db/schema.js';
import type { Lang } from '../shared/i18n.js';

/** Adds an email to the newsletter; a repeat (in any letter case) is a no-op. */
export async function subscribeToNewsletter(db: Executor, email: string, lang: Lang): Promise<void> {
  // The unique index makes a repeat a no-op, also under concurrent submissions.
  await db
    .insert(newsletterSubscribers)
    .values({ email: email.trim().toLowerCase(), lang })
    .onConflictDoNothing({ target: newsletterSubscribers.email });
}

/** Stores a contact-form message in the language it was written in. */
export async function saveContactMessage(db: Executor, input: ContactInput, lang: Lang): Promise<void> {
  await db.insert(contactMessages).values({
    firstName: input.first_name,
    lastName: input.last_name,
    email: input.email,
    phone: input.phone,
    message: input.message,
    lang,
  });
}
