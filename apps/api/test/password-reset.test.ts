/**
 * Password reset on every backend: the code read from the mail outbox, confirmed with its email,
 * a single-use reset token, the five-try lock, expiry of codes and tokens, sessions ended, the
 * same answer for registered and unknown emails, and the per-client rate limit.
 */
import { and, desc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { apiRoutes, messageAnswerSchema, validationErrorAnswerSchema } from '@shop/contract';
import { buildApp } from '../src/app.js';
import * as t from '../src/db/schema.js';
import { translate } from '../src/http/i18n.js';
import { hashResetCode, newResetCode, resetCodeMatches } from '../src/services/password-reset.js';
import { SECRET_MASK } from '../src/services/mail/index.js';
import { arabic, customerApi, signUpWithCode, signupPayload, type Lang } from './support/accounts.js';
import { backends, startTestShop, type TestShop } from './support/backends.js';
import { expectShape } from './support/contract.js';

describe('reset codes', () => {
  it('are four random digits, stored as a salted hash that only the code matches', () => {
    const codes = new Set<string>();
    for (let i = 0; i < 2000; i += 1) {
      const code = newResetCode();
      expect(code).toMatch(/^\d{4}$/);
      codes.add(code);
    }
    // 2000 draws from 10,000 codes: far more than a handful of distinct values.
    expect(codes.size).toBeGreaterThan(1500);
    const stored = hashResetCode('0427');
    expect(stored).not.toContain('0427');
    expect(hashResetCode('0427')).not.toBe(stored);
    expect(resetCodeMatches('0427', stored)).toBe(true);
    expect(resetCodeMatches('0428', stored)).toBe(false);
    expect(resetCodeMatches('0427', 'garbage')).toBe(false);
  });
});

describe.each(backends)('password reset on $name', (backend) => {
  let shop: TestShop;
  let api: ReturnType<typeof customerApi>;
  const account = { id: 0, email: '', password: '' };

  beforeAll(async () => {
    shop = await startTestShop(backend, async () => {});
    api = customerApi(shop.app);
    const payload = signupPayload(21);
    const res = await signUpWithCode(shop.app, shop.database, 'ar', payload);
    expect(res.statusCode, res.body).toBe(200);
    Object.assign(account, {
      id: res.json().data.profile.id,
      email: payload.email,
      password: payload.password,
    });
  });
  afterAll(async () => {
    await shop?.close();
  });
  // The per-account lock (10 wrong codes from any address) has its own tests in
  // account-security.test.ts; here each test starts without the earlier tests' failures.
  beforeEach(async () => {
    await shop.database.db.delete(t.accountLockouts);
  });

  /**
   * Asks for a code and reads it from the outbox (no SMTP_URL: the mail is kept there, the code
   * masked in what staff read and kept apart for sending).
   */
  async function requestCode(lang: Lang, email = account.email): Promise<string> {
    const res = await api.post(lang, 'forget/password', { email });
    expect(res.statusCode).toBe(200);
    await shop.app.mailer.settled();
    const [mail] = await shop.database.db
      .select()
      .from(t.mailOutbox)
      .where(and(eq(t.mailOutbox.kind, 'reset_code'), eq(t.mailOutbox.to, account.email)))
      .orderBy(desc(t.mailOutbox.id))
      .limit(1);
    expect(mail!.lang).toBe(lang);
    expect(mail!.status).toBe('kept');
    const code = mail!.secret;
    expect(code).toMatch(/^\d{4}$/);
    expect(mail!.text).not.toContain(code);
    expect(mail!.html).not.toContain(code);
    expect(mail!.html).toContain(`>${SECRET_MASK}<`);
    return code!;
  }

  const otherCode = (code: string) => String((Number(code) + 1) % 10_000).padStart(4, '0');
  const signIn = async () =>
    (await api.post('en', 'login', { email: account.email, password: account.password })).json().data
      .token as string;

  it('answers the same for registered and unknown emails, and mails a code only to the registered one', async () => {
    for (const lang of ['ar', 'en'] as const) {
      const before = await shop.database.db.select({ n: sql<number>`count(*)::int` }).from(t.mailOutbox);
      const registered = await api.post(lang, 'forget/password', { email: account.email.toUpperCase() });
      const unknown = await api.post(lang, 'forget/password', { email: 'nobody.zeta@example.com' });
      expect(registered.statusCode).toBe(200);
      expect(unknown.statusCode).toBe(200);
      expect(unknown.body).toBe(registered.body);
      expect(unknown.headers['content-length']).toBe(registered.headers['content-length']);
      const body = expectShape(apiRoutes.forgotPassword.answer, registered.json());
      expect(body.message).toBe(translate(lang, 'account.resetCodeSent'));
      if (lang === 'ar') expect(body.message).toMatch(arabic);
      await shop.app.mailer.settled();
      const after = await shop.database.db.select().from(t.mailOutbox).orderBy(desc(t.mailOutbox.id));
      expect(after.length - before[0]!.n).toBe(1);
      expect(after[0]).toMatchObject({ to: account.email, kind: 'reset_code', lang });
      const bad = await api.post(lang, 'forget/password', { email: 'not-an-email' });
      expect(bad.statusCode).toBe(422);
      expect(Object.keys(bad.json().errors)).toEqual(['email']);
    }
    // Only hashes are stored.
    const rows = await shop.database.db.select().from(t.passwordResetCodes);
    for (const row of rows) expect(row.codeHash).toMatch(/^[\w-]+\$[0-9a-f]{64}$/);
  });

  it('resets the password end to end in both languages: code, single-use token, sessions ended', async () => {
    for (const lang of ['ar', 'en'] as const) {
      const sessions = [await signIn(), await signIn()];
      const code = await requestCode(lang);
      // The code belongs to its email only.
      const otherEmail = await api.post(lang, 'confirm/otp', { email: 'nobody.zeta@example.com', otp: code });
      expect(otherEmail.statusCode).toBe(422);
      const confirmed = await api.post(lang, 'confirm/otp', { email: account.email, otp: code });
      expect(confirmed.statusCode, confirmed.body).toBe(200);
      const body = expectShape(apiRoutes.confirmOtp.answer, confirmed.json());
      expect(body.message).toBe(translate(lang, 'account.otpVerified'));
      expect(body.data.otp.token).toBe(body.data.token);
      // A confirmed code does not confirm twice.
      expect((await api.post(lang, 'confirm/otp', { email: account.email, otp: code })).statusCode).toBe(422);

      const newPassword = `reset in ${lang} 1`;
      const mismatch = await api.post(lang, 'reset/password', {
        token: body.data.token,
        new_password: newPassword,
        confirmPassword: 'x',
      });
      expect(Object.keys(mismatch.json().errors)).toEqual(['confirmPassword']);
      const reset = await api.post(lang, 'reset/password', {
        token: body.data.token,
        new_password: newPassword,
        confirmPassword: newPassword,
      });
      expect(reset.statusCode, reset.body).toBe(200);
      expect(expectShape(apiRoutes.resetPassword.answer, reset.json()).message).toBe(
        translate(lang, 'account.passwordReset'),
      );

      for (const token of sessions) expect((await api.get(lang, 'profile', { token })).statusCode).toBe(401);
      // Single use.
      const again = await api.post(lang, 'reset/password', {
        token: body.data.token,
        new_password: 'another one 2',
        confirmPassword: 'another one 2',
      });
      expect(again.statusCode).toBe(422);
      expect(expectShape(validationErrorAnswerSchema, again.json()).errors).toEqual({
        token: [translate(lang, 'account.resetTokenInvalid')],
      });
      expect(
        (await api.post(lang, 'login', { email: account.email, password: account.password })).statusCode,
      ).toBe(422);
      account.password = newPassword;
      expect(
        (await api.post(lang, 'login', { email: account.email, password: newPassword })).statusCode,
      ).toBe(200);
    }
  });

  it('accepts the code typed in Arabic-Indic digits', async () => {
    const code = await requestCode('ar');
    const indic = [...code].map((d) => String.fromCharCode(0x0660 + Number(d))).join('');
    const res = await api.post('ar', 'confirm/otp', { email: account.email, otp: indic });
    expect(res.statusCode, res.body).toBe(200);
  });

  it('ends older codes when a new one is requested', async () => {
    const first = await requestCode('en');
    const second = await requestCode('en');
    if (first !== second) {
      expect((await api.post('en', 'confirm/otp', { email: account.email, otp: first })).statusCode).toBe(
        422,
      );
    }
    const rows = await shop.database.db
      .select()
      .from(t.passwordResetCodes)
      .where(eq(t.passwordResetCodes.customerId, account.id))
      .orderBy(desc(t.passwordResetCodes.id))
      .limit(2);
    expect(rows[0]!.usedAt).toBeNull();
    expect(rows[1]!.usedAt).not.toBeNull();
    expect((await api.post('en', 'confirm/otp', { email: account.email, otp: second })).statusCode).toBe(200);
  });

  it('locks a code on the fifth wrong try: the right code then fails too, until a new one is requested', async () => {
    for (const lang of ['ar', 'en'] as const) {
      const code = await requestCode(lang);
      for (let i = 0; i < 5; i += 1) {
        const wrong = await api.post(lang, 'confirm/otp', { email: account.email, otp: otherCode(code) });
        expect(wrong.statusCode).toBe(422);
        expect(expectShape(validationErrorAnswerSchema, wrong.json()).errors).toEqual({
          otp: [translate(lang, 'account.otpInvalid')],
        });
      }
      const right = await api.post(lang, 'confirm/otp', { email: account.email, otp: code });
      expect(right.statusCode).toBe(422);
      expect(right.json().errors).toEqual({ otp: [translate(lang, 'account.otpInvalid')] });
      const fresh = await requestCode(lang);
      expect((await api.post(lang, 'confirm/otp', { email: account.email, otp: fresh })).statusCode).toBe(
        200,
      );
    }
  });

  it('counts parallel wrong tries exactly: never more than five comparisons per code', async () => {
    const code = await requestCode('en');
    // More than the code's 5 tries, fewer than the 10 failures that lock the whole email.
    const results = await Promise.all(
      Array.from({ length: 9 }, () =>
        api.post('en', 'confirm/otp', { email: account.email, otp: otherCode(code) }),
      ),
    );
    expect(results.every((r) => r.statusCode === 422)).toBe(true);
    const [row] = await shop.database.db
      .select()
      .from(t.passwordResetCodes)
      .where(eq(t.passwordResetCodes.customerId, account.id))
      .orderBy(desc(t.passwordResetCodes.id))
      .limit(1);
    expect(row!.attempts).toBe(5);
    expect((await api.post('en', 'confirm/otp', { email: account.email, otp: code })).statusCode).toBe(422);
  });

  it('refuses an expired code and an expired reset token', async () => {
    const asked = Date.now();
    const code = await requestCode('en');
    const answered = Date.now();
    const latest = async () =>
      (
        await shop.database.db
          .select()
          .from(t.passwordResetCodes)
          .where(eq(t.passwordResetCodes.customerId, account.id))
          .orderBy(desc(t.passwordResetCodes.id))
          .limit(1)
      )[0]!;
    const row = await latest();
    // Ten minutes from when the code was made, which is between the request and its answer.
    expect(row.expiresAt.getTime()).toBeGreaterThanOrEqual(asked + 10 * 60_000);
    expect(row.expiresAt.getTime()).toBeLessThanOrEqual(answered + 10 * 60_000);
    await shop.database.db
      .update(t.passwordResetCodes)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(t.passwordResetCodes.id, row.id));
    const expired = await api.post('en', 'confirm/otp', { email: account.email, otp: code });
    expect(expired.statusCode).toBe(422);
    expect(expired.json().errors).toEqual({ otp: [translate('en', 'account.otpInvalid')] });

    const fresh = await requestCode('ar');
    const confirming = Date.now();
    const token = (await api.post('ar', 'confirm/otp', { email: account.email, otp: fresh })).json().data
      .token as string;
    const confirmedAt = Date.now();
    const confirmed = await latest();
    // Fifteen minutes from the confirmation.
    expect(confirmed.resetTokenExpiresAt!.getTime()).toBeGreaterThanOrEqual(confirming + 15 * 60_000);
    expect(confirmed.resetTokenExpiresAt!.getTime()).toBeLessThanOrEqual(confirmedAt + 15 * 60_000);
    await shop.database.db
      .update(t.passwordResetCodes)
      .set({ resetTokenExpiresAt: new Date(Date.now() - 1000) })
      .where(eq(t.passwordResetCodes.id, confirmed.id));
    const late = await api.post('ar', 'reset/password', {
      token,
      new_password: 'too late 123',
      confirmPassword: 'too late 123',
    });
    expect(late.statusCode).toBe(422);
    expect(late.json().errors).toEqual({ token: [translate('ar', 'account.resetTokenInvalid')] });
    // A made-up token and a malformed one alike.
    for (const bad of ['A'.repeat(43), 'not a token!', '\u0000']) {
      const res = await api.post('en', 'reset/password', {
        token: bad,
        new_password: 'whatever 123',
        confirmPassword: 'whatever 123',
      });
      expect(res.statusCode).toBe(422);
    }
    expect(
      (await api.post('en', 'login', { email: account.email, password: 'too late 123' })).statusCode,
    ).toBe(422);
  });

  it('sends no code to an inactive customer, and the answer does not tell', async () => {
    await shop.database.db.update(t.customers).set({ isActive: false }).where(eq(t.customers.id, account.id));
    try {
      const before = await shop.database.db.select({ n: sql<number>`count(*)::int` }).from(t.mailOutbox);
      const res = await api.post('en', 'forget/password', { email: account.email });
      expect(res.statusCode).toBe(200);
      await shop.app.mailer.settled();
      const after = await shop.database.db.select({ n: sql<number>`count(*)::int` }).from(t.mailOutbox);
      expect(after[0]!.n).toBe(before[0]!.n);
    } finally {
      await shop.database.db
        .update(t.customers)
        .set({ isActive: true })
        .where(eq(t.customers.id, account.id));
    }
  });

  it('rate limits reset requests and code tries per client with a translated 429', async () => {
    const app = await buildApp({
      config: { ...shop.config, AUTH_RATE_LIMIT_PER_MINUTE: 3 },
      database: shop.database,
      logger: false,
    });
    try {
      const limited = customerApi(app);
      const client = { remoteAddress: '10.6.6.6' };
      const code = await requestCode('en');
      for (let i = 0; i < 3; i += 1) {
        const wrong = await limited.post(
          'en',
          'confirm/otp',
          { email: account.email, otp: otherCode(code) },
          client,
        );
        expect(wrong.statusCode).toBe(422);
      }
      // The fourth try from this client is refused before the code is looked at: the right code too.
      for (const lang of ['ar', 'en'] as const) {
        const res = await limited.post(lang, 'confirm/otp', { email: account.email, otp: code }, client);
        expect(res.statusCode).toBe(429);
        expect(expectShape(messageAnswerSchema, res.json()).message).toBe(translate(lang, 'tooManyRequests'));
      }
      // From another client the code still works (3 tries of 5 are used).
      expect(
        (
          await limited.post(
            'en',
            'confirm/otp',
            { email: account.email, otp: code },
            { remoteAddress: '10.6.6.7' },
          )
        ).statusCode,
      ).toBe(200);
      for (let i = 0; i < 3; i += 1)
        expect(
          (await limited.post('en', 'forget/password', { email: 'x@example.com' }, client)).statusCode,
        ).toBe(200);
      expect(
        (await limited.post('ar', 'forget/password', { email: 'x@example.com' }, client)).statusCode,
      ).toBe(429);
      for (let i = 0; i < 3; i += 1)
        expect((await limited.post('en', 'reset/password', {}, client)).statusCode).toBe(422);
      const reset = await limited.post('ar', 'reset/password', {}, client);
      expect(reset.statusCode).toBe(429);
      expect(reset.json().message).toMatch(arabic);
      await app.mailer.settled();
    } finally {
      await app.close();
    }
  });
});
