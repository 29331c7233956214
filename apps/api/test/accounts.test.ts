/**
 * The customer account API on every backend: sign-up with its mailed code, sign-in, logout,
 * profile and password change in both languages, answers parsed with the contract's strict
 * schemas (the security findings have their own file, account-security.test.ts). Password hashing is
 * deliberately slow, so a few accounts are made once and reused.
 */
import { randomBytes, scryptSync } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiRoutes, messageAnswerSchema, validationErrorAnswerSchema } from '@shop/contract';
import { buildApp } from '../src/app.js';
import * as t from '../src/db/schema.js';
import { translate } from '../src/http/i18n.js';
import { uniqueViolation } from '../src/services/customers.js';
import { arabic, customerApi, outboxCode, signupPayload, type Lang } from './support/accounts.js';
import { backends, startTestShop, type TestShop } from './support/backends.js';
import { expectShape } from './support/contract.js';

const langs: Lang[] = ['ar', 'en'];

describe.each(backends)('customer accounts on $name', (backend) => {
  let shop: TestShop;
  let api: ReturnType<typeof customerApi>;
  /** Signed up in Arabic (a) and in English (b) in the first test, reused after. */
  const accounts: Record<
    'a' | 'b',
    { id: number; token: string; email: string; phone: string; password: string }
  > = {} as never;

  beforeAll(async () => {
    shop = await startTestShop(backend, async () => {});
    api = customerApi(shop.app);
  });
  afterAll(async () => {
    await shop?.close();
  });

  const customerRow = async (id: number) =>
    (await shop.database.db.select().from(t.customers).where(eq(t.customers.id, id)))[0]!;

  it('signs up in both languages with the mailed code: a session, the profile, the language kept and a welcome mail', async () => {
    for (const [name, lang, n] of [
      ['a', 'ar', 1],
      ['b', 'en', 2],
    ] as const) {
      const payload = signupPayload(n, { email: ` Sara${n}.Zeta@Example.com `, phone: `٠٥${'0000000'}${n}` });
      const started = await api.post(lang, 'signup', payload);
      expect(started.statusCode, started.body).toBe(200);
      const first = expectShape(apiRoutes.signup.answer, started.json());
      expect(first.message).toBe(translate(lang, 'account.signupCodeSent'));
      expect(first.data.message).toBe(first.message);
      await shop.app.mailer.settled();
      // No account before the code comes back.
      const none = await api.post(lang, 'login', { email: payload.email, password: payload.password });
      expect(none.statusCode).toBe(422);
      const code = await outboxCode(shop.database)(`sara${n}.zeta@example.com`, 'signup_code');
      const wrong = await api.post(lang, 'signup/confirm', {
        email: payload.email,
        otp: String((Number(code) + 1) % 10_000).padStart(4, '0'),
      });
      expect(wrong.statusCode).toBe(422);
      expect(expectShape(validationErrorAnswerSchema, wrong.json()).errors).toEqual({
        otp: [translate(lang, 'account.otpInvalid')],
      });
      const res = await api.post(lang, 'signup/confirm', { email: payload.email, otp: code });
      expect(res.statusCode, res.body).toBe(200);
      const body = expectShape(apiRoutes.signupConfirm.answer, res.json());
      expect(body.message).toBe(translate(lang, 'account.signedUp'));
      // A code is used once.
      expect((await api.post(lang, 'signup/confirm', { email: payload.email, otp: code })).statusCode).toBe(
        422,
      );
      expect(body.data.message).toBe(body.message);
      if (lang === 'ar') expect(body.message).toMatch(arabic);
      // Stored as the form's rules make it: lower-cased email, Latin digits.
      expect(body.data.profile).toMatchObject({
        fname: `Sara${n}`,
        lname: 'Zeta',
        email: `sara${n}.zeta@example.com`,
        phone: `05${'0000000'}${n}`,
        company_name: null,
        vat_number: null,
      });
      const row = await customerRow(body.data.profile.id);
      expect(row.lang).toBe(lang);
      // At the configured cost (the suite's lowered one here; 17 by default).
      expect(row.passwordHash).toMatch(new RegExp(`^scrypt\\$${shop.config.PASSWORD_HASH_COST}\\$`));
      accounts[name] = {
        id: row.id,
        token: body.data.token,
        email: row.email,
        phone: row.phone,
        password: payload.password,
      };
      const profile = await api.get(lang, 'profile', { token: body.data.token });
      expect(profile.statusCode).toBe(200);
      expect(expectShape(apiRoutes.profile.answer, profile.json()).data).toEqual(body.data.profile);
    }
    const mails = await shop.database.db.select().from(t.mailOutbox).where(eq(t.mailOutbox.kind, 'welcome'));
    expect(mails.map((m) => [m.to, m.lang, m.status]).sort()).toEqual([
      ['sara1.zeta@example.com', 'ar', 'kept'],
      ['sara2.zeta@example.com', 'en', 'kept'],
    ]);
  });

  it("answers a used email or phone like a new one, and bad input with the form's 422, in both languages", async () => {
    for (const lang of langs) {
      const fresh = await api.post(lang, 'signup', signupPayload(3));
      const sameEmail = await api.post(lang, 'signup', signupPayload(3, { email: 'SARA1.zeta@example.com' }));
      const samePhone = await api.post(lang, 'signup', signupPayload(3, { phone: '0500000002' }));
      for (const res of [sameEmail, samePhone]) {
        expect(res.statusCode).toBe(200);
        expect(res.body).toBe(fresh.body);
      }
      if (lang === 'ar') expect(fresh.json().message).toMatch(arabic);
      // Bad input is the form's 422 (the domain's texts).
      const bad = await api.post(lang, 'signup', { ...signupPayload(3), password: 'short', phone: '12' });
      expect(bad.statusCode).toBe(422);
      expect(Object.keys(expectShape(validationErrorAnswerSchema, bad.json()).errors).sort()).toEqual([
        'password',
        'phone',
      ]);
    }
    await shop.app.mailer.settled();
    // The registered address was told so, in its account's language, and no account was added.
    const told = await shop.database.db
      .select()
      .from(t.mailOutbox)
      .where(and(eq(t.mailOutbox.kind, 'account_exists'), eq(t.mailOutbox.to, accounts.a.email)));
    expect(told.map((m) => m.lang)).toEqual(['ar', 'ar']);
    expect(told.every((m) => m.secret === null)).toBe(true);
    const count = await shop.database.db.select({ n: sql<number>`count(*)::int` }).from(t.customers);
    expect(count[0]!.n).toBe(2);
  });

  it('keeps one account when one sign-up is confirmed twice at once, and only the newest code of an email works', async () => {
    const payload = signupPayload(10, { email: 'race@example.com' });
    await api.post('en', 'signup', payload);
    await shop.app.mailer.settled();
    const older = await outboxCode(shop.database)('race@example.com', 'signup_code');
    await api.post('en', 'signup', payload);
    await shop.app.mailer.settled();
    const newer = await outboxCode(shop.database)('race@example.com', 'signup_code');
    if (older !== newer)
      expect((await api.post('en', 'signup/confirm', { email: payload.email, otp: older })).statusCode).toBe(
        422,
      );
    const results = await Promise.all([
      api.post('en', 'signup/confirm', { email: payload.email, otp: newer }),
      api.post('en', 'signup/confirm', { email: payload.email, otp: newer }),
    ]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 422]);
    const emails = await shop.database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(t.customers)
      .where(eq(t.customers.email, 'race@example.com'));
    expect(emails[0]!.n).toBe(1);
  });

  it("reads the driver's unique violation as the field's 422 (the race's last line of defence)", async () => {
    const row = await customerRow(accounts.a.id);
    const insert = (values: { email: string; phone: string }) =>
      shop.database.db.insert(t.customers).values({ fname: 'X', lname: 'Y', passwordHash: 'x', ...values });
    const email = await insert({ email: row.email, phone: '0511111111' }).catch((err: unknown) => err);
    expect(uniqueViolation(email)?.fields).toEqual({ email: ['account.emailTaken'] });
    expect(uniqueViolation(new Error('something else'))).toBeNull();
    // Phones are not unique: two accounts may share one (a company's number).
    await insert({ email: 'other.zeta@example.com', phone: row.phone });
    await shop.database.db.delete(t.customers).where(eq(t.customers.email, 'other.zeta@example.com'));
  });

  it('signs in with the right password and answers a 422 (never a 401) otherwise, alike for unknown emails', async () => {
    for (const lang of langs) {
      const ok = await api.post(lang, 'login', {
        email: accounts.b.email.toUpperCase(),
        password: accounts.b.password,
      });
      expect(ok.statusCode).toBe(200);
      const body = expectShape(apiRoutes.login.answer, ok.json());
      expect(body.message).toBe(translate(lang, 'account.signedIn'));
      expect(body.data.profile.id).toBe(accounts.b.id);
      // The language of the latest sign-in is the language of the customer's mails.
      expect((await customerRow(accounts.b.id)).lang).toBe(lang);
      expect((await api.get(lang, 'profile', { token: body.data.token })).statusCode).toBe(200);

      const wrong = await api.post(lang, 'login', { email: accounts.b.email, password: 'not the password' });
      const unknown = await api.post(lang, 'login', {
        email: 'nobody@example.com',
        password: 'not the password',
      });
      for (const res of [wrong, unknown]) {
        expect(res.statusCode).toBe(422);
        expect(expectShape(validationErrorAnswerSchema, res.json()).errors).toEqual({
          email: [translate(lang, 'account.invalidCredentials')],
        });
      }
      expect(unknown.body).toBe(wrong.body);
      const empty = await api.post(lang, 'login', {});
      expect(Object.keys(empty.json().errors).sort()).toEqual(['email', 'password']);
    }
  });

  it('replaces a hash made at an older cost when the customer signs in', async () => {
    const salt = randomBytes(16);
    // Below the configured cost, in the notation that stored N itself.
    const key = scryptSync(accounts.a.password.normalize('NFKC'), salt, 32, { N: 2 ** 10, r: 8, p: 1 });
    const legacy = `scrypt$1024$8$1$${salt.toString('base64')}$${key.toString('base64')}`;
    await shop.database.db
      .update(t.customers)
      .set({ passwordHash: legacy })
      .where(eq(t.customers.id, accounts.a.id));
    const res = await api.post('ar', 'login', { email: accounts.a.email, password: accounts.a.password });
    expect(res.statusCode).toBe(200);
    const stored = (await customerRow(accounts.a.id)).passwordHash;
    expect(stored).toMatch(new RegExp(`^scrypt\\$${shop.config.PASSWORD_HASH_COST}\\$8\\$1\\$`));
    expect(stored).not.toBe(legacy);
    // The new hash still signs in.
    expect(
      (await api.post('ar', 'login', { email: accounts.a.email, password: accounts.a.password })).statusCode,
    ).toBe(200);
  });

  it('refuses an inactive customer: no sign-in, and their tokens answer 401', async () => {
    const login = await api.post('en', 'login', { email: accounts.b.email, password: accounts.b.password });
    const token = login.json().data.token as string;
    await shop.database.db
      .update(t.customers)
      .set({ isActive: false })
      .where(eq(t.customers.id, accounts.b.id));
    try {
      for (const lang of langs) {
        const res = await api.post(lang, 'login', { email: accounts.b.email, password: accounts.b.password });
        expect(res.statusCode).toBe(422);
        expect(res.json().errors).toEqual({ email: [translate(lang, 'account.inactive')] });
        const profile = await api.get(lang, 'profile', { token });
        expect(profile.statusCode).toBe(401);
        expect(expectShape(messageAnswerSchema, profile.json()).message).toBe(
          translate(lang, 'unauthenticated'),
        );
      }
    } finally {
      await shop.database.db
        .update(t.customers)
        .set({ isActive: true })
        .where(eq(t.customers.id, accounts.b.id));
    }
    expect((await api.get('en', 'profile', { token })).statusCode).toBe(200);
  });

  it('logs out: the token then answers 401, other sessions stay signed in', async () => {
    for (const lang of langs) {
      const first = (
        await api.post(lang, 'login', { email: accounts.a.email, password: accounts.a.password })
      ).json();
      const second = (
        await api.post(lang, 'login', { email: accounts.a.email, password: accounts.a.password })
      ).json();
      const res = await api.get(lang, 'logout', { token: first.data.token });
      expect(res.statusCode).toBe(200);
      expect(expectShape(apiRoutes.logout.answer, res.json()).message).toBe(
        translate(lang, 'account.loggedOut'),
      );
      const after = await api.get(lang, 'profile', { token: first.data.token });
      expect(after.statusCode).toBe(401);
      expect(after.json().message).toBe(translate(lang, 'unauthenticated'));
      expect((await api.get(lang, 'logout', { token: first.data.token })).statusCode).toBe(401);
      expect((await api.get(lang, 'profile', { token: second.data.token })).statusCode).toBe(200);
    }
    // Without a token, or with a malformed one.
    expect((await api.get('en', 'logout')).statusCode).toBe(401);
    expect((await api.get('en', 'profile', { token: 'x'.repeat(43) })).statusCode).toBe(401);
  });

  it('refuses an expired session token', async () => {
    const login = (
      await api.post('en', 'login', { email: accounts.a.email, password: accounts.a.password })
    ).json();
    await shop.database.db
      .update(t.customerSessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(t.customerSessions.customerId, accounts.a.id));
    expect((await api.get('en', 'profile', { token: login.data.token })).statusCode).toBe(401);
    accounts.a.token = (
      await api.post('en', 'login', { email: accounts.a.email, password: accounts.a.password })
    ).json().data.token;
  });

  it('updates the profile, keeping or clearing the buyer details, with 422s for used emails and phones', async () => {
    for (const lang of langs) {
      const token = accounts.a.token;
      const base = { fname: 'Salma', lname: 'Zeta', email: accounts.a.email, phone: accounts.a.phone };
      const res = await api.post(
        lang,
        'update/profile',
        { ...base, company_name: 'Zeta Trading', vat_number: '٣١٠١٢٣٤٥٦٧٨٩٠٠٣' },
        { token },
      );
      expect(res.statusCode, res.body).toBe(200);
      const body = expectShape(apiRoutes.updateProfile.answer, res.json());
      expect(body.message).toBe(translate(lang, 'account.profileUpdated'));
      expect(body.data).toEqual({
        id: accounts.a.id,
        ...base,
        company_name: 'Zeta Trading',
        vat_number: '310123456789003',
      });
      // Left out: kept. Blank: cleared.
      const kept = await api.post(lang, 'update/profile', { ...base, fname: 'Salwa' }, { token });
      expect(kept.json().data).toMatchObject({
        fname: 'Salwa',
        company_name: 'Zeta Trading',
        vat_number: '310123456789003',
      });
      const cleared = await api.post(
        lang,
        'update/profile',
        { ...base, company_name: '', vat_number: '' },
        { token },
      );
      expect(cleared.json().data).toMatchObject({ company_name: null, vat_number: null });
      expect(
        expectShape(apiRoutes.profile.answer, (await api.get(lang, 'profile', { token })).json()).data,
      ).toEqual(cleared.json().data);

      // Another email needs the email change (password and code); another account's phone is fine.
      const taken = await api.post(
        lang,
        'update/profile',
        { ...base, email: accounts.b.email, phone: accounts.b.phone },
        { token },
      );
      expect(taken.statusCode).toBe(422);
      expect(expectShape(validationErrorAnswerSchema, taken.json()).errors).toEqual({
        email: [translate(lang, 'account.emailChangeNeedsCode')],
      });
      const sharedPhone = await api.post(
        lang,
        'update/profile',
        { ...base, phone: accounts.b.phone },
        { token },
      );
      expect(sharedPhone.json().data.phone).toBe(accounts.b.phone);
      // Without the email it is kept.
      const noEmail = await api.post(
        lang,
        'update/profile',
        { fname: 'Salma', lname: 'Zeta', phone: accounts.a.phone },
        { token },
      );
      expect(noEmail.json().data).toMatchObject({ email: accounts.a.email, phone: accounts.a.phone });
      const badVat = await api.post(lang, 'update/profile', { ...base, vat_number: '123' }, { token });
      expect(badVat.statusCode).toBe(422);
      expect(Object.keys(badVat.json().errors)).toEqual(['vat_number']);
      expect((await api.post(lang, 'update/profile', base)).statusCode).toBe(401);
    }
  });

  it('changes the password: every earlier token is revoked, the fresh one works', async () => {
    const { email, password } = accounts.b;
    const older = (await api.post('en', 'login', { email, password })).json().data.token as string;
    const current = (await api.post('ar', 'login', { email, password })).json().data.token as string;
    for (const lang of langs) {
      const wrong = await api.post(
        lang,
        'change/password',
        {
          old_password: 'not it at all',
          password: 'brand new pass',
          password_confirmation: 'brand new pass',
        },
        { token: current },
      );
      expect(wrong.statusCode).toBe(422);
      expect(wrong.json().errors).toEqual({ old_password: [translate(lang, 'account.oldPasswordWrong')] });
      const mismatch = await api.post(
        lang,
        'change/password',
        { old_password: password, password: 'brand new pass', password_confirmation: 'other' },
        { token: current },
      );
      expect(Object.keys(mismatch.json().errors)).toEqual(['password_confirmation']);
    }
    const res = await api.post(
      'ar',
      'change/password',
      { old_password: password, password: 'brand new pass', password_confirmation: 'brand new pass' },
      { token: current },
    );
    expect(res.statusCode, res.body).toBe(200);
    const body = expectShape(apiRoutes.changePassword.answer, res.json());
    expect(body.message).toBe(translate('ar', 'account.passwordChanged'));
    for (const token of [older, current])
      expect((await api.get('en', 'profile', { token })).statusCode).toBe(401);
    expect((await api.get('en', 'profile', { token: body.data.token })).statusCode).toBe(200);
    expect((await api.post('en', 'login', { email, password })).statusCode).toBe(422);
    expect((await api.post('en', 'login', { email, password: 'brand new pass' })).statusCode).toBe(200);
    accounts.b.password = 'brand new pass';
    accounts.b.token = body.data.token;
  });

  it('rate limits login and signup per client with a translated 429', async () => {
    const app = await buildApp({
      config: { ...shop.config, AUTH_RATE_LIMIT_PER_MINUTE: 2 },
      database: shop.database,
      logger: false,
    });
    try {
      const limited = customerApi(app);
      const client = { remoteAddress: '10.7.7.7' };
      for (let i = 0; i < 2; i += 1)
        expect((await limited.post('ar', 'login', {}, client)).statusCode).toBe(422);
      const ar = await limited.post(
        'ar',
        'login',
        { email: accounts.a.email, password: accounts.a.password },
        client,
      );
      expect(ar.statusCode).toBe(429);
      expect(expectShape(messageAnswerSchema, ar.json()).message).toBe(translate('ar', 'tooManyRequests'));
      expect(ar.json().message).toMatch(arabic);
      // Both language prefixes count together.
      const en = await limited.post('en', 'login', {}, client);
      expect(en.statusCode).toBe(429);
      expect(en.json().message).toBe(translate('en', 'tooManyRequests'));
      // Signup and its code have their own counters; another client is not limited.
      expect((await limited.post('en', 'signup', {}, client)).statusCode).toBe(422);
      for (let i = 0; i < 2; i += 1)
        expect((await limited.post('en', 'signup/confirm', {}, client)).statusCode).toBe(422);
      expect((await limited.post('ar', 'signup/confirm', {}, client)).statusCode).toBe(429);
      expect((await limited.post('en', 'login', {}, { remoteAddress: '10.7.7.8' })).statusCode).toBe(422);
    } finally {
      await app.close();
    }
  });

  it('never answers a 500 to hostile payloads on any account route', async () => {
    const unit = fc.constantFrom(
      '\u0000',
      '\u202E',
      '\u200B',
      '\uD800',
      '\uDC00',
      '%',
      '<',
      '"',
      '٣',
      'a',
      'ب',
      '@',
      '.',
      '1',
      ' ',
    );
    const value = fc.oneof(
      fc.string({ unit, maxLength: 30 }),
      fc.string({ unit, minLength: 200, maxLength: 400 }),
      fc.integer(),
      fc.double(),
      fc.constant(null),
      fc.boolean(),
      fc.array(fc.string({ maxLength: 3 }), { maxLength: 2 }),
      fc.constant({ nested: 'x' }),
      fc.constant(1e308),
    );
    const fields = [
      'fname',
      'lname',
      'email',
      'phone',
      'password',
      'otp',
      'token',
      'new_password',
      'confirmPassword',
      'old_password',
      'password_confirmation',
      'company_name',
      'vat_number',
    ];
    const routes = [
      'signup',
      'login',
      'forget/password',
      'confirm/otp',
      'reset/password',
      'change/password',
      'update/profile',
      'signup/confirm',
      'email/change',
      'email/confirm',
    ];
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...routes),
        fc.constantFrom<Lang>('ar', 'en'),
        fc.dictionary(fc.constantFrom(...fields), value, { maxKeys: 6 }),
        fc.boolean(),
        async (route, lang, payload, signed) => {
          const res = await api.post(lang, route, payload, signed ? { token: accounts.b.token } : {});
          const where = `${route} ${JSON.stringify(payload).slice(0, 200)} → ${res.statusCode} ${res.body.slice(0, 200)}`;
          expect(res.statusCode, where).toBeGreaterThanOrEqual(200);
          expect(res.statusCode, where).toBeLessThan(500);
          expect(() => JSON.parse(res.body), where).not.toThrow();
        },
      ),
      { numRuns: 120 },
    );
    // The same fields as the storefront's other encodings send them: url-encoded and multipart.
    const percent = (text: string) =>
      [...Buffer.from(text, 'utf8')].map((b) => `%${b.toString(16).padStart(2, '0')}`).join('');
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...routes),
        fc.constantFrom<Lang>('ar', 'en'),
        fc.constantFrom('urlencoded', 'multipart'),
        fc.dictionary(fc.constantFrom(...fields), fc.string({ unit, maxLength: 40 }), { maxKeys: 6 }),
        async (route, lang, encoding, payload) => {
          const boundary = 'accountsFuzzBoundary42';
          const body =
            encoding === 'urlencoded'
              ? Object.entries(payload)
                  .map(([k, v]) => `${k}=${percent(v)}`)
                  .join('&')
              : `${Object.entries(payload)
                  .map(
                    ([k, v]) =>
                      `--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`,
                  )
                  .join('')}--${boundary}--\r\n`;
          const res = await shop.app.inject({
            method: 'POST',
            url: `/${lang}/api/${route}`,
            payload: body,
            headers: {
              'content-type':
                encoding === 'urlencoded'
                  ? 'application/x-www-form-urlencoded'
                  : `multipart/form-data; boundary=${boundary}`,
              authorization: `Bearer ${accounts.b.token}`,
            },
          });
          const where = `${encoding} ${route} → ${res.statusCode} ${res.body.slice(0, 200)}`;
          expect(res.statusCode, where).toBeGreaterThanOrEqual(200);
          expect(res.statusCode, where).toBeLessThan(500);
        },
      ),
      { numRuns: 80 },
    );
    // Not JSON at all.
    const raw = await shop.app.inject({
      method: 'POST',
      url: '/en/api/login',
      payload: '{"email":',
      headers: { 'content-type': 'application/json' },
    });
    expect(raw.statusCode).toBe(400);
  });
});
