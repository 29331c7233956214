import { z } from 'zod';
import { toLatinDigits } from '../digits';
import { stripInvisible } from '../invisible';
import { cleanLine, cleanMultiline, hasBidiControls, hasBidiControlsInHtml } from '../text-rule';
import type { ValidationKey } from './messages';

/**
 * Field builders shared by the form and API schemas. Every message is a ValidationKey, so a
 * typo in a key is a type error, and every failure of one field (missing, wrong type, blank,
 * malformed) reports one key rather than a pile of zod's English defaults.
 *
 * "Required, then well-formed" is written as a pipe, which stops after the first stage fails,
 * rather than with `abort: true`: an explicit abort would also stop an object's cross-field
 * refinements (password confirmation), hiding a mismatch until every other field is fixed.
 */

/** Upper bounds that keep rows, mails and hashing sane; generous for real use. */
export const LIMITS = {
  name: 100,
  email: 254, // RFC 5321 path limit
  password: 128, // bounds the cost of hashing an attacker's input
  text: 255,
  note: 1000,
  comment: 2000,
  message: 5000,
  search: 100,
  couponCode: 64,
  poNumber: 50,
} as const;

/** Ids are PostgreSQL `integer` columns: anything larger could only fail in the database. */
export const ID_MAX = 2_147_483_647;

/** Names a key where a message is expected, with a compile-time check that it exists. */
export const key = (k: ValidationKey): ValidationKey => k;

/**
 * A lone UTF-16 surrogate is half a character that cannot be encoded as UTF-8 (it would be stored
 * as U+FFFD); it is refused rather than silently replaced, so what is stored is what was sent.
 */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** True when `text` holds a character a text kept as typed cannot hold (NUL, a lone surrogate). */
export function hasUnstorableCharacters(text: string): boolean {
  return text.includes('\u0000') || LONE_SURROGATE.test(text);
}

/**
 * A string exactly as typed, refusing only NUL and lone surrogates (invalidCharacters): passwords,
 * which are hashed and compared as typed, never shown, and search boxes, which are never stored.
 */
export function rawTextInput(k: ValidationKey) {
  return z
    .string({ error: k })
    .refine((v) => !hasUnstorableCharacters(v), { error: key('validation.invalidCharacters') });
}

/** Which form of the text rule a stored text field follows. */
export type TextRuleKind = 'line' | 'multiline' | 'html';

/**
 * The base schemas of the text rule, by kind: a test walks every request body of the contract and
 * finds each string field behind one of these (or on its short list of fields kept as typed), so a
 * new field cannot skip the rule.
 */
const textRuleBases = z.registry<{ kind: TextRuleKind }>();

/** The text rule a schema is the base of, if it is one. */
export function textRuleOf(schema: z.ZodType): TextRuleKind | undefined {
  return textRuleBases.get(schema)?.kind;
}

const CLEAN: Record<TextRuleKind, (text: string) => string> = {
  line: cleanLine,
  multiline: cleanMultiline,
  html: cleanMultiline,
};
const HAS_BIDI: Record<TextRuleKind, (text: string) => boolean> = {
  line: hasBidiControls,
  multiline: hasBidiControls,
  html: hasBidiControlsInHtml,
};

/**
 * The text rule (../text-rule.ts): a string (else `k`) without a lone surrogate (else
 * invalidCharacters) nor a bidirectional control (else bidiControls), then without its control
 * characters. Later stages are piped after it, so a refused value reports one message.
 */
function storedText(k: ValidationKey, kind: TextRuleKind) {
  const schema = z
    .string({ error: k })
    .refine((v) => !LONE_SURROGATE.test(v), { error: key('validation.invalidCharacters') })
    .pipe(z.string().refine((v) => !HAS_BIDI[kind](v), { error: key('validation.bidiControls') }))
    .transform(CLEAN[kind]);
  textRuleBases.add(schema, { kind });
  return schema;
}

/** The base of every single-line text field: the text rule for one line. */
export function textInput(k: ValidationKey) {
  return storedText(k, 'line');
}

/** The base of a multi-line text field (a message, a review, a note): line breaks kept as LF. */
export function multilineInput(k: ValidationKey) {
  return storedText(k, 'multiline');
}

/**
 * The base of staff's rich text (HTML, sanitised by the API before it is stored): the multi-line
 * rule, with bidirectional controls refused also when written as character references.
 */
export function htmlInput(k: ValidationKey) {
  return storedText(k, 'html');
}

/** A required, trimmed string of at most `max` characters. */
export function requiredText(k: ValidationKey, max: number = LIMITS.text) {
  return textInput(k).pipe(
    z
      .string()
      .trim()
      .min(1, { error: k })
      .max(max, { error: key('validation.tooLong') }),
  );
}

/** Like requiredText, over several lines (a message, a review). */
export function requiredMultilineText(k: ValidationKey, max: number) {
  return multilineInput(k).pipe(
    z
      .string()
      .trim()
      .min(1, { error: k })
      .max(max, { error: key('validation.tooLong') }),
  );
}

/**
 * A person's or company's name: requiredText with zero-width characters and bidirectional marks
 * removed (they ride along with names copied from elsewhere and make equal names differ).
 */
export function nameText(k: ValidationKey, max: number = LIMITS.name) {
  return textInput(k).transform(stripInvisible).pipe(requiredText(k, max));
}

/** An optional name, cleaned as nameText cleans one: blank or absent is null. */
export function optionalName(max: number = LIMITS.name) {
  return optionalText(max).transform((v) => (v === null ? null : stripInvisible(v).trim() || null));
}

/** An optional single-line text: blank or absent is null. */
export function optionalText(max: number) {
  return optionalOf(textInput('validation.invalid'), max);
}

/** The first and last days a calendar day field takes (YYYY-MM-DD compares as text here). */
export const CALENDAR_FIRST_DAY = '2000-01-01';
export const CALENDAR_LAST_DAY = '2199-12-31';

/** A calendar day written YYYY-MM-DD that exists (2026-02-31 does not), in the shop's calendar. */
export function calendarDayField() {
  return (
    z
      .string({ error: key('validation.dateInvalid') })
      .regex(/^\d{4}-\d{2}-\d{2}$/, { error: key('validation.dateInvalid') })
      // A real calendar day: Date.parse rolls 2026-02-31 over to March, so the day must read back.
      .refine(
        (v) => {
          const at = new Date(`${v}T00:00:00Z`);
          return !Number.isNaN(at.getTime()) && at.toISOString().slice(0, 10) === v;
        },
        { error: key('validation.dateInvalid') },
      )
      // The shop's calendar: a day outside it (year 1, 9999) is no order's, quote's or report's,
      // and its neighbours cannot be counted or stored. Piped, so a day written wrong gets the one
      // message that says so.
      .pipe(
        z.string().refine((v) => v >= CALENDAR_FIRST_DAY && v <= CALENDAR_LAST_DAY, {
          error: key('validation.dayOutOfRange'),
        }),
      )
  );
}

/** An optional text over several lines (a delivery note): blank or absent is null. */
export function optionalMultilineText(max: number) {
  return optionalOf(multilineInput('validation.invalid'), max);
}

function optionalOf(base: ReturnType<typeof textInput>, max: number) {
  return (
    base
      .pipe(
        z
          .string()
          .trim()
          .max(max, { error: key('validation.tooLong') }),
      )
      .nullish()
      // Nothing but characters that draw nothing ("\u200B") is no text: a note or PO number that
      // would print as a blank is none.
      .transform((v) => (v && stripInvisible(v).trim() ? v : null))
  );
}

/** Like optionalText, but also accepts a number (floor: 3), and blank or absent is ''. */
export function optionalTextOrNumber(max: number = LIMITS.text) {
  return z
    .union([z.string(), z.number()], { error: key('validation.invalid') })
    .transform((v) => String(v))
    .pipe(textInput('validation.invalid'))
    .pipe(
      z
        .string()
        .trim()
        .max(max, { error: key('validation.tooLong') }),
    )
    .nullish()
    .transform((v) => v ?? '');
}

/** Like requiredText, but also accepts a number (a JSON client may send floor: 3). */
export function requiredTextOrNumber(k: ValidationKey, max: number = LIMITS.text) {
  return z
    .union([z.string(), z.number()], { error: k })
    .transform((v) => String(v))
    .pipe(requiredText(k, max));
}

/** Trimmed and lower-cased, so sign-up and sign-in agree on one spelling of an address. */
export function emailField(
  requiredKey: ValidationKey = 'validation.emailRequired',
  invalidKey: ValidationKey = 'validation.emailInvalid',
) {
  return requiredText(requiredKey, LIMITS.email)
    .pipe(z.email({ error: invalidKey }))
    .transform((v) => v.toLowerCase());
}

/**
 * A phone number of 10 to 11 digits (docs/product.md, Forms and validation), stored in one form
 * (normalisePhone: a Saudi mobile typed with +966 is kept as 05…), digits only.
 */
export function phoneField() {
  return textInput('validation.phoneRequired')
    .transform(normalisePhone)
    .pipe(z.string().min(1, { error: key('validation.phoneRequired') }))
    .pipe(z.string().regex(/^\d{10,11}$/, { error: key('validation.phoneInvalid') }));
}

/** Like phoneField, where blank or absent is null (a receiver's mobile on an address). */
export function optionalPhoneField() {
  return (
    z
      .union([z.literal(''), phoneField()], { error: key('validation.phoneInvalid') })
      .nullish()
      // Nothing but characters that draw nothing ("\u200B") is no text: a note or PO number that
      // would print as a blank is none.
      .transform((v) => (v && stripInvisible(v).trim() ? v : null))
  );
}

/**
 * One stored form for a Saudi mobile however it is typed: 05XXXXXXXX, 5XXXXXXXX, +9665XXXXXXXX,
 * 009665XXXXXXXX and 9665XXXXXXXX are the same number and all become 05XXXXXXXX; Arabic-Indic
 * digits are read as digits and spaces, dashes and brackets typed for readability are dropped.
 * Other numbers are kept as their digits.
 */
export function normalisePhone(text: string): string {
  const digits = toLatinDigits(text).replace(/[\s\-()]/g, '');
  const saudi = /^(?:\+|00)?9665(\d{8})$/.exec(digits) ?? /^5(\d{8})$/.exec(digits);
  return saudi ? `05${saudi[1]}` : digits;
}

/**
 * An optional code of a fixed form (a postal code, a short address): a JSON number is read as its
 * digits, Arabic-Indic digits as digits, spaces and dashes are dropped and letters upper-cased;
 * blank or absent is null, anything not matching `pattern` reports `invalidKey`.
 */
export function optionalCodeField(invalidKey: ValidationKey, pattern: RegExp) {
  return (
    z
      .union([z.string(), z.number().int({ error: invalidKey }).nonnegative({ error: invalidKey })], {
        error: invalidKey,
      })
      .transform((v) => String(v))
      .pipe(textInput(invalidKey))
      .transform((v) => toLatinDigits(v).replace(/[\s-]/g, '').toUpperCase())
      .pipe(z.union([z.literal(''), z.string().regex(pattern, { error: invalidKey })], { error: invalidKey }))
      .nullish()
      // Nothing but characters that draw nothing ("\u200B") is no text: a note or PO number that
      // would print as a blank is none.
      .transform((v) => (v && stripInvisible(v).trim() ? v : null))
  );
}

/** A password as typed: never trimmed (spaces are characters); `min` for new passwords only. */
export function passwordField(requiredKey: ValidationKey, min = 1) {
  return rawTextInput(requiredKey)
    .pipe(z.string().min(1, { error: requiredKey }))
    .pipe(
      z
        .string()
        .min(min, { error: key('validation.passwordMin') })
        .max(LIMITS.password, { error: key('validation.tooLong') }),
    );
}

/**
 * Reads a whole number sent as a number or as digits in a string (multipart forms and query
 * strings carry only strings). Anything else (signs, decimals, "1e3", blanks) becomes NaN, which
 * the number schema then rejects with the field's key.
 */
function toWholeNumber(v: string | number): number {
  if (typeof v === 'number') return v;
  const text = toLatinDigits(v).trim();
  return /^\d+$/.test(text) ? Number(text) : Number.NaN;
}

/** A whole number in [min, max] from a number or a digit string; every failure reports `k`. */
export function intField(k: ValidationKey, min: number, max: number) {
  return z
    .union([z.number(), z.string()], { error: k })
    .transform(toWholeNumber)
    .pipe(z.number({ error: k }).int({ error: k }).min(min, { error: k }).max(max, { error: k }));
}

/** A database id: a positive whole number. */
export function idField(k: ValidationKey = 'validation.idInvalid') {
  return intField(k, 1, ID_MAX);
}

/** Query strings and forms send "" (or nothing) for "not set": both mean undefined. */
function blankToUndefined(v: unknown): unknown {
  if (v === null || v === undefined) return undefined;
  if (typeof v === 'string' && v.trim() === '') return undefined;
  return v;
}

/** An optional value where a blank or null input counts as absent. */
export function optionalBlank<T extends z.ZodType>(schema: T) {
  return z.preprocess(blankToUndefined, schema.optional());
}

/** '0' | '1' | 0 | 1 | boolean (and 'true' / 'false') → boolean; listing filters hold 1 or 0 (docs/product.md, Listings). */
export function flagField() {
  return z
    .union([z.boolean(), z.literal(0), z.literal(1), z.enum(['0', '1', 'true', 'false'])], {
      error: key('validation.flagInvalid'),
    })
    .transform((v) => v === true || v === 1 || v === '1' || v === 'true');
}

/** Pages are 1-based; the cap keeps OFFSET from scanning a table end to end. */
const PAGE_MAX = 100_000;

/** A page number of a paged list, 1 when not set. */
export const pageField = () => optionalBlank(intField('validation.pageInvalid', 1, PAGE_MAX)).default(1);

/** Rows per page, 1 to 100, `fallback` when not set. */
export const perPageField = (fallback: number) =>
  optionalBlank(intField('validation.perPageInvalid', 1, 100)).default(fallback);

/**
 * A search box's text without invisible or control characters, trimmed; undefined when blank.
 * It is never stored, so bidirectional controls are dropped rather than refused.
 */
export const searchField = () =>
  optionalBlank(
    rawTextInput('validation.invalid').pipe(
      z
        .string()
        .transform((v) => cleanLine(stripInvisible(v)).trim())
        .pipe(z.string().max(LIMITS.search, { error: key('validation.tooLong') })),
    ),
  ).transform((v) => (v ? v : undefined));

/**
 * Reports every repeat of an id in a list at `path.index.field` (`path.index` for a list of ids,
 * when `field` is left out).
 */
export function refuseDuplicates<T>(
  items: readonly T[],
  idOf: (item: T) => number,
  field: string | undefined,
  message: ValidationKey,
  ctx: z.RefinementCtx,
) {
  const seen = new Set<number>();
  items.forEach((item, index) => {
    const id = idOf(item);
    if (seen.has(id))
      ctx.addIssue({ code: 'custom', message, path: field === undefined ? [index] : [index, field] });
    seen.add(id);
  });
}
