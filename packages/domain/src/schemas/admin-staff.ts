import { z } from 'zod';
import { STAFF_ROLES } from '../staff';
import { emailField, key, nameText, passwordField } from './fields';
import { changePasswordSchema, loginSchema, resetEmailSchema, staffResetSchema } from './forms';

/**
 * Schemas of the admin dashboard's own forms: staff sign-in, staff accounts (owners only), and a
 * staff member's language and password. Messages are translation keys (see messages.ts).
 */

/** Staff sign in with email and password, like customers. */
export const staffLoginSchema = loginSchema;

const NEW_STAFF_PASSWORD_MIN = 8;

const roleField = z.enum(STAFF_ROLES, { error: key('validation.roleInvalid') });

/** A new staff account: the owner sets a first password the staff member can change. */
export const staffCreateSchema = z.object({
  name: nameText('validation.staffNameRequired'),
  email: emailField(),
  password: passwordField('validation.passwordRequired', NEW_STAFF_PASSWORD_MIN),
  role: roleField,
  is_active: z.boolean({ error: key('validation.invalid') }).default(true),
});

/** An edited staff account: a blank or absent password keeps the current one. */
export const staffUpdateSchema = staffCreateSchema.extend({
  password: z
    .union([z.literal(''), passwordField('validation.passwordRequired', NEW_STAFF_PASSWORD_MIN)])
    .optional()
    .transform((v) => (v ? v : undefined)),
});

/** The dashboard's language, remembered for the staff member. */
export const staffPreferencesSchema = z.object({
  lang: z.enum(['ar', 'en'], { error: key('validation.langInvalid') }),
});

/** A staff member who forgot the password asks for a code by email (the same form as customers'). */
export const staffForgotPasswordSchema = resetEmailSchema;

/** Then sends the code with the new password (forms.ts staffResetSchema). */
export const staffResetPasswordSchema = staffResetSchema;

/** A staff member changes their own password (the same form as customers'). */
export const staffPasswordSchema = changePasswordSchema;

export type StaffCreateInput = z.infer<typeof staffCreateSchema>;
export type StaffUpdateInput = z.infer<typeof staffUpdateSchema>;
export type StaffPreferencesInput = z.infer<typeof staffPreferencesSchema>;
