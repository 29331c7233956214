/**
 * The account findings of the security review, each reproduced through the API as an attacker
 * would try it, on every backend:
 *
 * - a non-owner staff member reads a customer's reset code in the mail outbox and takes the
 *   account over (codes must be redacted in what staff read; the mail sent still carries them);
 * - login and reset-code guessing limited per client address only (wrong passwords from several
 *   addresses, then the right one, must meet a per-account lock, alike for unknown emails);
 * - the account email changed without the password and without proof of the new address;
 * - sign-up telling whether an email or a phone is registered;
 * - a staff account locked without its owners knowing, and no way for staff to reset a
 *   forgotten password.
 *
 * Mail goes through a real SMTP server in the test (the shop's outbox keeps only what staff may
 * read). Time is a clock passed to the app: a lock ends when the test moves the clock, never by
 * waiting.
 */
import { and, desc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ParsedMail } from 'mailparser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messageAnswerSchema, validationErrorAnswerSchema } from '@shop/contract';
import { buildApp } from '../src/app.js';
import { hashPassword } from '../src/auth/password.js';
import * as t from '../src/db/schema.js';
import { translate } from '../src/http/i18n.js';
import { createSession } from '../src/services/sessions.js';
import { arabic, customerApi, signupPayload, type Lang } from './support/accounts.js';
import { adminRequest, makeStaff, signInStaff, type StaffAccount } from './support/admin.js';
import { backends, startTestShop, type TestShop } from './support/backends.js';
import { expectShape } from './support/contract.js';
import { startSmtp, type TestSmtp } from './support/smtp.js';

const PUBLIC_URL = 'https://shop.example.sa';
const MINUTE = 60_000;

describe.each(backends)('account security on $name', (backend) => {
  let shop: TestShop;
  let smtp: TestSmtp;
  let api: ReturnType<typeof customerApi>;
  /** How far the app's clock runs ahead of real time: moved forward to end a lock. */
  let clockOffsetMs = 0;
  const clock = () => new Date(Date.now() + clockOffsetMs);
  /** Client addresses: every test takes fresh ones, so per-address counters never meet. */
  let addressSeq = 0;
  const nextAddress = () => {
    addressSeq += 1;
    return `10.${Math.floor(addressSeq / 250) + 40}.${addressSeq % 250}.1`;
  };

  let owner: StaffAccount;
  let clerk: StaffAccount;

  beforeAll(async () => {
    smtp = await startSmtp();
    shop = await startTestShop(backend, async () => {}, { SMTP_URL: smtp.url, PUBLIC_URL }, { clock });
    api = customerApi(shop.app);
    owner = await makeStaff(shop.database, 'owner.security@example.com', 'owner');
    clerk = await makeStaff(shop.database, 'clerk.security@example.com', 'staff');
    await shop.database.db.update(t.staffUsers).set({ lang: 'en' }).where(eq(t.staffUsers.id, owner.id));
  });
  afterAll(async () => {
    await shop?.close();
    await smtp?.close();
  });

  /** Every mail the SMTP server received for `to` since `from` (an index into `received`). */
  const mailsTo = (to: string, from = 0): ParsedMail[] =>
    smtp.received
      .slice(from)
      .filter((m) => [m.to].flat().some((a) => a?.value.some((v) => v.address?.toLowerCase() === to)));
  /** The four-digit code in the newest mail to `to`. */
  async function codeMailedTo(to: string): Promise<string> {
    await shop.app.mailer.settled();
    const mail = mailsTo(to).at(-1);
    expect(mail, `a mail to ${to}`).toBeDefined();
    const code = /\b(\d{4})\b/.exec(mail!.text ?? '')?.[1];
    expect(code, mail!.text).toBeDefined();
    return code!;
  }
  const otherCode = (code: string) => String((Number(code) + 1) % 10_000).padStart(4, '0');

  /**
   * A customer with a password and a session, made in the database (sign-up itself is one of the
   * subjects here, so the other findings do not depend on it).
   */
  async function newCustomer(n: number, lang: Lang = 'en') {
    const payload = signupPayload(n);
    const [row] = await shop.database.db
      .insert(t.customers)
      .values({
        fname: payload.fname,
        lname: payload.lname,
        email: payload.email,
        phone: payload.phone,
        passwordHash: await hashPassword(payload.password),
        lang,
      })
      .returning({ id: t.customers.id });
    return { ...payload, id: row!.id, token: await createSession(shop.database.db, row!.id) };
  }

  describe('reset codes in the mail outbox', () => {
    it('are not readable by a non-owner staff member, who therefore cannot take the account over', async () => {
      const customer = await newCustomer(501);
      const res = await api.post('en', 'forget/password', { email: customer.email });
      expect(res.statusCode).toBe(200);
      const mailed = await codeMailedTo(customer.email);

      const staff = await signInStaff(shop.app, clerk);
      const list = await staff.request('GET', `/mail?q=${encodeURIComponent(customer.email)}`);
      expect(list.statusCode).toBe(200);
      const resetMail = (list.json().data as { id: number; kind: string }[]).find(
        (m) => m.kind === 'reset_code',
      );
      expect(resetMail).toBeDefined();
      const detail = await staff.request('GET', `/mail/${resetMail!.id}`);
      expect(detail.statusCode).toBe(200);
      const { text, html } = detail.json().data as { text: string; html: string };
      // The staff's copy says a code was sent, without the code.
      expect(text).not.toContain(mailed);
      expect(html).not.toContain(mailed);
      expect(text).toContain('••••');
      // Every four digits the staff member can read there fails as a code.
      for (const guess of new Set([...`${text} ${html}`.matchAll(/\b\d{4}\b/g)].map((m) => m[0]))) {
        const tried = await api.post('en', 'confirm/otp', { email: customer.email, otp: guess });
        expect(tried.statusCode, guess).toBe(422);
      }
      // The customer's own mail carries it, and it works.
      const confirmed = await api.post('en', 'confirm/otp', { email: customer.email, otp: mailed });
      expect(confirmed.statusCode, confirmed.body).toBe(200);
    });

    it('keep the code apart from the stored mail only until it is sent, and never in the database text', async () => {
      const customer = await newCustomer(502, 'ar');
      await api.post('ar', 'forget/password', { email: customer.email });
      const code = await codeMailedTo(customer.email);
      const [row] = await shop.database.db
        .select()
        .from(t.mailOutbox)
        .where(and(eq(t.mailOutbox.to, customer.email), eq(t.mailOutbox.kind, 'reset_code')))
        .orderBy(desc(t.mailOutbox.id))
        .limit(1);
      expect(row!.status).toBe('sent');
      expect(row!.text).not.toContain(code);
      expect(row!.html).not.toContain(code);
      const [stored] = await shop.database.db
        .select({ secret: t.mailOutbox.secret })
        .from(t.mailOutbox)
        .where(eq(t.mailOutbox.id, row!.id));
      expect(stored!.secret).toBeNull();
      // The reset code table holds a salted hash only.
      const codes = await shop.database.db
        .select({ codeHash: t.passwordResetCodes.codeHash })
        .from(t.passwordResetCodes);
      for (const c of codes) expect(c.codeHash).not.toContain(code);
    });
  });

  describe('per-account limits of login', () => {
    /** An app sharing the shop's database with the real per-address limit (10 a minute). */
    async function limitedApp(): Promise<FastifyInstance> {
      return buildApp({
        config: { ...shop.config, AUTH_RATE_LIMIT_PER_MINUTE: 10 },
        database: shop.database,
        logger: false,
        clock,
      });
    }

    it('locks an account after 10 wrong passwords from any addresses: 50 from 5 addresses, then the right one, is refused', async () => {
      const customer = await newCustomer(511);
      const app = await limitedApp();
      try {
        const limited = customerApi(app);
        const answers: { status: number; body: string }[] = [];
        for (let address = 1; address <= 5; address += 1)
          for (let i = 0; i < 10; i += 1) {
            const res = await limited.post(
              'en',
              'login',
              { email: customer.email, password: `wrong guess ${address}-${i}` },
              { remoteAddress: `127.0.0.${address + 10}` },
            );
            answers.push({ status: res.statusCode, body: res.body });
          }
        // Ten wrong answers, then the account is locked whatever address asks.
        expect(answers.slice(0, 10).every((a) => a.status === 422)).toBe(true);
        expect(answers.slice(10).every((a) => a.status === 429)).toBe(true);
        const right = await limited.post(
          'en',
          'login',
          { email: customer.email, password: customer.password },
          { remoteAddress: '127.0.0.99' },
        );
        expect(right.statusCode).toBe(429);
        expect(expectShape(messageAnswerSchema, right.json()).message).toBe(
          translate('en', 'account.locked'),
        );
        expect(Number(right.headers['retry-after'])).toBeGreaterThan(0);
        const ar = await limited.post(
          'ar',
          'login',
          { email: customer.email, password: customer.password },
          { remoteAddress: '127.0.0.98' },
        );
        expect(ar.statusCode).toBe(429);
        expect(ar.json().message).toMatch(arabic);
        // Another account is not locked by it.
        const other = await newCustomer(512);
        const fine = await limited.post(
          'en',
          'login',
          { email: other.email, password: other.password },
          { remoteAddress: '127.0.0.97' },
        );
        expect(fine.statusCode).toBe(200);

        // After 15 minutes the lock is over and the right password signs in.
        clockOffsetMs += 15 * MINUTE + 1000;
        const later = await limited.post(
          'en',
          'login',
          { email: customer.email, password: customer.password },
          { remoteAddress: '127.0.0.96' },
        );
        expect(later.statusCode, later.body).toBe(200);
      } finally {
        await app.close();
      }
    });

    it('answers an unknown email exactly like a registered one, lock included', async () => {
      const customer = await newCustomer(513);
      const sequence = async (email: string, password: string) => {
        const seen: string[] = [];
        for (let i = 0; i < 12; i += 1) {
          const res = await api.post('en', 'login', { email, password }, { remoteAddress: nextAddress() });
          seen.push(`${res.statusCode} ${res.body}`);
        }
        return seen;
      };
      const known = await sequence(customer.email, 'not the password');
      const unknown = await sequence('nobody.security@example.com', 'not the password');
      expect(unknown).toEqual(known);
      expect(known[9]!.startsWith('422')).toBe(true);
      expect(known[10]!.startsWith('429')).toBe(true);
      clockOffsetMs += 16 * MINUTE;
    });

    it('forgets the failures on success: 9 wrong, right, 9 wrong, right', async () => {
      const customer = await newCustomer(514);
      for (let round = 0; round < 2; round += 1) {
        for (let i = 0; i < 9; i += 1) {
          const res = await api.post(
            'en',
            'login',
            { email: customer.email, password: 'wrong' },
            { remoteAddress: nextAddress() },
          );
          expect(res.statusCode).toBe(422);
        }
        const right = await api.post(
          'en',
          'login',
          { email: customer.email, password: customer.password },
          { remoteAddress: nextAddress() },
        );
        expect(right.statusCode, right.body).toBe(200);
      }
    });

    it('forgets failures older than the window', async () => {
      const customer = await newCustomer(515);
      const wrong = () =>
        api.post(
          'en',
          'login',
          { email: customer.email, password: 'wrong' },
          { remoteAddress: nextAddress() },
        );
      for (let i = 0; i < 9; i += 1) expect((await wrong()).statusCode).toBe(422);
      clockOffsetMs += 15 * MINUTE + 1000;
      for (let i = 0; i < 9; i += 1) expect((await wrong()).statusCode).toBe(422);
      const right = await api.post('en', 'login', { email: customer.email, password: customer.password });
      expect(right.statusCode, right.body).toBe(200);
    });
  });

  describe('per-account limits of reset codes', () => {
    it('locks code checks after 10 wrong codes across codes and addresses: the right code is then refused', async () => {
      const customer = await newCustomer(521);
      for (let round = 0; round < 2; round += 1) {
        await api.post('en', 'forget/password', { email: customer.email }, { remoteAddress: nextAddress() });
        const code = await codeMailedTo(customer.email);
        for (let i = 0; i < 5; i += 1) {
          const res = await api.post(
            'en',
            'confirm/otp',
            { email: customer.email, otp: otherCode(code) },
            { remoteAddress: nextAddress() },
          );
          expect(res.statusCode).toBe(422);
        }
      }
      await api.post('en', 'forget/password', { email: customer.email }, { remoteAddress: nextAddress() });
      const fresh = await codeMailedTo(customer.email);
      const locked = await api.post(
        'ar',
        'confirm/otp',
        { email: customer.email, otp: fresh },
        { remoteAddress: nextAddress() },
      );
      expect(locked.statusCode).toBe(429);
      expect(expectShape(messageAnswerSchema, locked.json()).message).toBe(translate('ar', 'account.locked'));
      // The same for an email without an account.
      for (let i = 0; i < 10; i += 1)
        await api.post('en', 'confirm/otp', { email: 'ghost.security@example.com', otp: '1234' });
      const ghost = await api.post('ar', 'confirm/otp', { email: 'ghost.security@example.com', otp: '1234' });
      expect(ghost.body).toBe(locked.body);

      clockOffsetMs += 16 * MINUTE;
      await api.post('en', 'forget/password', { email: customer.email });
      const later = await codeMailedTo(customer.email);
      const ok = await api.post('en', 'confirm/otp', { email: customer.email, otp: later });
      expect(ok.statusCode, ok.body).toBe(200);
    });
  });

  describe('changing the account email', () => {
    it('needs the current password and a code sent to the new address; the profile form cannot change it', async () => {
      const customer = await newCustomer(531);
      const token = customer.token;
      const base = { fname: customer.fname, lname: customer.lname, phone: customer.phone };
      const target = 'new.address.531@example.com';
      // The old way: the profile form with another email.
      const direct = await api.post('en', 'update/profile', { ...base, email: target }, { token });
      expect(direct.statusCode).toBe(422);
      expect(expectShape(validationErrorAnswerSchema, direct.json()).errors).toEqual({
        email: [translate('en', 'account.emailChangeNeedsCode')],
      });
      // The same email still saves the rest of the profile.
      const same = await api.post(
        'en',
        'update/profile',
        { ...base, fname: 'Sally', email: customer.email },
        { token },
      );
      expect(same.statusCode, same.body).toBe(200);

      for (const lang of ['ar', 'en'] as const) {
        const missing = await api.post(lang, 'email/change', { email: target }, { token });
        expect(missing.statusCode).toBe(422);
        expect(Object.keys(missing.json().errors)).toEqual(['password']);
        const wrong = await api.post(
          lang,
          'email/change',
          { email: target, password: 'not mine' },
          { token },
        );
        expect(wrong.statusCode).toBe(422);
        expect(wrong.json().errors).toEqual({ password: [translate(lang, 'account.oldPasswordWrong')] });
      }
      const before = smtp.received.length;
      const asked = await api.post(
        'ar',
        'email/change',
        { email: target, password: customer.password },
        { token },
      );
      expect(asked.statusCode, asked.body).toBe(200);
      expect(expectShape(messageAnswerSchema, asked.json()).message).toBe(
        translate('ar', 'account.emailCodeSent'),
      );
      const code = await codeMailedTo(target);
      expect(mailsTo(target, before)[0]!.subject).toMatch(arabic);
      // Nothing changes before the code comes back.
      const profile = await api.get('en', 'profile', { token });
      expect(profile.json().data.email).toBe(customer.email);
      expect((await api.post('en', 'email/confirm', { otp: otherCode(code) }, { token })).statusCode).toBe(
        422,
      );
      const confirmed = await api.post('en', 'email/confirm', { otp: code }, { token });
      expect(confirmed.statusCode, confirmed.body).toBe(200);
      expect(confirmed.json().data.email).toBe(target);
      // The old address hears of it.
      await shop.app.mailer.settled();
      expect(mailsTo(customer.email, before).some((m) => (m.text ?? '').includes(target))).toBe(true);
      // Signs in with the new email only.
      expect((await api.post('en', 'login', { email: target, password: customer.password })).statusCode).toBe(
        200,
      );
      expect(
        (await api.post('en', 'login', { email: customer.email, password: customer.password })).statusCode,
      ).toBe(422);
    });

    it('answers the same for an address another account has, and sends that address no code', async () => {
      const a = await newCustomer(532);
      const b = await newCustomer(533);
      const free = await api.post(
        'en',
        'email/change',
        { email: 'free.533@example.com', password: a.password },
        { token: a.token },
      );
      const taken = await api.post(
        'en',
        'email/change',
        { email: b.email, password: a.password },
        { token: a.token },
      );
      expect(taken.statusCode).toBe(free.statusCode);
      expect(taken.body).toBe(free.body);
      await shop.app.mailer.settled();
      const toB = mailsTo(b.email).at(-1)!;
      expect(/\b\d{4}\b/.test(toB.text ?? '')).toBe(false);
      // Whatever code is tried, b's address is never taken.
      expect((await api.post('en', 'email/confirm', { otp: '0000' }, { token: a.token })).statusCode).toBe(
        422,
      );
    });
  });

  describe('sign-up', () => {
    it('answers a registered email and a registered phone exactly like a new one', async () => {
      const existing = await newCustomer(541);
      const fresh = await api.post('en', 'signup', signupPayload(542));
      const sameEmail = await api.post('en', 'signup', signupPayload(543, { email: existing.email }));
      const samePhone = await api.post('en', 'signup', signupPayload(544, { phone: existing.phone }));
      expect(fresh.statusCode).toBe(200);
      for (const res of [sameEmail, samePhone]) {
        expect(res.statusCode).toBe(fresh.statusCode);
        expect(res.body).toBe(fresh.body);
      }
      expect(fresh.json().message).toBe(translate('en', 'account.signupCodeSent'));
      await shop.app.mailer.settled();
      // The registered address is told it has an account, with no code and no change to it.
      const told = mailsTo(existing.email).at(-1)!;
      expect(/\b\d{4}\b/.test(told.text ?? '')).toBe(false);
      expect(told.text).toContain(`${PUBLIC_URL}/auth/reset-password`);
      expect(
        (await api.post('en', 'login', { email: existing.email, password: existing.password })).statusCode,
      ).toBe(200);
      // Any code tried for it fails like a wrong one.
      const tried = await api.post('en', 'signup/confirm', { email: existing.email, otp: '1234' });
      expect(tried.statusCode).toBe(422);
      expect(tried.json().errors).toEqual({ otp: [translate('en', 'account.otpInvalid')] });
      // The new phone's owner gets in: phones are not unique.
      const code = await codeMailedTo(signupPayload(544).email);
      const in544 = await api.post('ar', 'signup/confirm', { email: signupPayload(544).email, otp: code });
      expect(in544.statusCode, in544.body).toBe(200);
      expect(in544.json().data.profile.phone).toBe(existing.phone);
    });
  });

  describe('staff accounts', () => {
    it('locks a staff account after 10 wrong passwords from any addresses and mails the owners', async () => {
      const before = smtp.received.length;
      for (let i = 0; i < 10; i += 1) {
        const res = await adminRequest(shop.app, 'POST', '/login', {
          payload: { email: clerk.email, password: `guess ${i}` },
        });
        expect(res.statusCode).toBe(422);
      }
      const right = await adminRequest(shop.app, 'POST', '/login', {
        payload: { email: clerk.email, password: clerk.password },
        lang: 'en',
      });
      expect(right.statusCode).toBe(429);
      expect(right.json().message).toBe(translate('en', 'account.locked'));
      await shop.app.mailer.settled();
      const notices = mailsTo(owner.email, before);
      expect(notices).toHaveLength(1);
      expect(notices[0]!.text).toContain(clerk.email);
      // Further tries while locked send no more mail.
      await adminRequest(shop.app, 'POST', '/login', { payload: { email: clerk.email, password: 'again' } });
      await shop.app.mailer.settled();
      expect(mailsTo(owner.email, before)).toHaveLength(1);
      clockOffsetMs += 16 * MINUTE;
      expect((await signInStaff(shop.app, clerk)).cookie).toBeTruthy();
    });

    it('resets a forgotten staff password with a mailed code, answering unknown emails alike', async () => {
      const member = await makeStaff(shop.database, 'forgetful.security@example.com', 'staff');
      for (const lang of ['ar', 'en'] as const) {
        const known = await adminRequest(shop.app, 'POST', '/password/forgot', {
          payload: { email: member.email },
          lang,
        });
        const unknown = await adminRequest(shop.app, 'POST', '/password/forgot', {
          payload: { email: 'nobody.staff@example.com' },
          lang,
        });
        expect(known.statusCode).toBe(200);
        expect(unknown.body).toBe(known.body);
        // One code at a time: two mails in flight may arrive in either order.
        await shop.app.mailer.settled();
        expect(known.json().message).toBe(translate(lang, 'admin.resetCodeSent'));
      }
      const code = await codeMailedTo(member.email);
      const bad = await adminRequest(shop.app, 'POST', '/password/reset', {
        payload: {
          email: member.email,
          otp: otherCode(code),
          new_password: 'new staff pass 1',
          confirmPassword: 'new staff pass 1',
        },
        lang: 'en',
      });
      expect(bad.statusCode).toBe(422);
      expect(bad.json().errors).toEqual({ otp: [translate('en', 'account.otpInvalid')] });
      const invalid = await adminRequest(shop.app, 'POST', '/password/reset', {
        payload: { email: member.email, otp: code, new_password: 'short', confirmPassword: 'other' },
        lang: 'ar',
      });
      expect(invalid.statusCode).toBe(422);
      expect(Object.keys(invalid.json().errors).sort()).toEqual(['confirmPassword', 'new_password']);
      const done = await adminRequest(shop.app, 'POST', '/password/reset', {
        payload: {
          email: member.email,
          otp: code,
          new_password: 'new staff pass 1',
          confirmPassword: 'new staff pass 1',
        },
        lang: 'en',
      });
      expect(done.statusCode, done.body).toBe(200);
      expect(done.json().message).toBe(translate('en', 'admin.passwordReset'));
      expect(
        (await signInStaff(shop.app, { email: member.email, password: 'new staff pass 1' })).cookie,
      ).toBeTruthy();
      // The staff's copy of the mail in the outbox has no code either.
      const owners = await signInStaff(shop.app, owner);
      const list = await owners.request('GET', `/mail?q=${encodeURIComponent(member.email)}`);
      for (const m of list.json().data as { id: number }[]) {
        const detail = (await owners.request('GET', `/mail/${m.id}`)).json().data as { text: string };
        expect(detail.text).not.toContain(code);
      }
    });
  });
});
