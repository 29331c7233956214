/**
 * The staff API's doors on every backend: staff sign-in into an HttpOnly SameSite=Strict cookie,
 * CSRF on every change, sessions that end on logout, password change, disabling and expiry, the
 * two roles, staff accounts managed by owners, and the audit log of every change.
 */
import { and, eq, notInArray } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminRoutes, messageAnswerSchema, validationErrorAnswerSchema } from '@shop/contract';
import * as t from '../src/db/schema.js';
import { FieldErrors } from '../src/http/errors.js';
import { translate } from '../src/http/i18n.js';
import { updateStaff } from '../src/services/staff/index.js';
import { arabic, signUpWithCode, signupPayload } from './support/accounts.js';
import {
  adminRequest,
  clientFor,
  makeStaff,
  sessionCookieOf,
  signInStaff,
  type AdminSessionClient,
  type StaffAccount,
} from './support/admin.js';
import { backends, startTestShop, type TestShop } from './support/backends.js';
import { expectShape } from './support/contract.js';

describe.each(backends)('staff access on $name', (backend) => {
  let shop: TestShop;
  let owner: StaffAccount;
  let clerk: StaffAccount;
  let ownerSession: AdminSessionClient;

  beforeAll(async () => {
    shop = await startTestShop(backend, async () => {});
    owner = await makeStaff(shop.database, 'owner@shop.test', 'owner');
    clerk = await makeStaff(shop.database, 'clerk@shop.test', 'staff');
    ownerSession = await signInStaff(shop.app, owner);
  });
  afterAll(async () => {
    await shop?.close();
  });

  it('signs staff in into an HttpOnly, SameSite=Strict cookie for /admin and answers the CSRF token', async () => {
    const res = await adminRequest(shop.app, 'POST', '/login', {
      payload: { email: ' Owner@Shop.test ', password: owner.password },
      lang: 'en',
    });
    expect(res.statusCode, res.body).toBe(200);
    const body = expectShape(adminRoutes.login.answer, res.json());
    expect(body.message).toBe(translate('en', 'admin.signedIn'));
    expect(body.data.staff).toMatchObject({ email: owner.email, role: 'owner', is_active: true });
    expect(body.data.staff.last_login_at).not.toBeNull();
    expect(body.data.csrf_token).toMatch(/^[\w-]{43}$/);
    const setCookie = String(res.headers['set-cookie']);
    expect(setCookie).toMatch(/HttpOnly/i);
    expect(setCookie).toMatch(/SameSite=Strict/i);
    expect(setCookie).toMatch(/Path=\/admin/);
    expect(setCookie).toMatch(/Max-Age=43200/);
    // The token is not in the body: script never sees it.
    expect(res.body).not.toContain(sessionCookieOf(res)!);
  });

  it('refuses a wrong password and an unknown email with the same translated message', async () => {
    for (const lang of ['ar', 'en'] as const) {
      const wrong = await adminRequest(shop.app, 'POST', '/login', {
        payload: { email: owner.email, password: 'not-the-password' },
        lang,
      });
      const unknown = await adminRequest(shop.app, 'POST', '/login', {
        payload: { email: 'nobody@shop.test', password: 'not-the-password' },
        lang,
      });
      for (const res of [wrong, unknown]) {
        expect(res.statusCode).toBe(422);
        const body = expectShape(validationErrorAnswerSchema, res.json());
        expect(body.errors.email).toEqual([translate(lang, 'account.invalidCredentials')]);
        expect(res.headers['set-cookie']).toBeUndefined();
      }
      if (lang === 'ar') expect(wrong.json().errors.email[0]).toMatch(arabic);
    }
  });

  it('takes sign-in only as JSON, so no form on another site can post it', async () => {
    const res = await shop.app.inject({
      method: 'POST',
      url: '/admin/api/login',
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'accept-language': 'en' },
      payload: `email=${encodeURIComponent(owner.email)}&password=${owner.password}`,
    });
    expect(res.statusCode).toBe(415);
    expect(expectShape(messageAnswerSchema, res.json()).message).toBe(translate('en', 'admin.jsonRequired'));
  });

  it('answers 401 without a session, with a forged cookie, and with a customer token', async () => {
    const signup = await signUpWithCode(shop.app, shop.database, 'en', signupPayload(7));
    const customerToken = signup.json().data.token as string;
    for (const headers of [
      {} as Record<string, string>,
      { cookie: 'shop_admin=forged-token-forged-token-forged' },
      { authorization: `Bearer ${customerToken}` },
      { cookie: `shop_admin=${customerToken}` },
    ]) {
      const res = await adminRequest(shop.app, 'GET', '/me', { headers, lang: 'en' });
      expect(res.statusCode).toBe(401);
      expect(res.json().message).toBe(translate('en', 'admin.unauthenticated'));
    }
  });

  it('refuses a change without the session CSRF token, or with another session’s', async () => {
    const other = await signInStaff(shop.app, clerk);
    for (const csrf of [null, '', 'x'.repeat(43), other.csrf]) {
      const res = await ownerSession.request('PUT', '/me', { lang: 'en' }, { csrf });
      expect(res.statusCode).toBe(403);
      expect(res.json().message).toBe(translate('en', 'admin.csrf'));
    }
    const ok = await ownerSession.request('PUT', '/me', { lang: 'en' });
    expect(ok.statusCode, ok.body).toBe(200);
  });

  it('remembers the dashboard language of the staff member and answers in it', async () => {
    const res = await ownerSession.request('PUT', '/me', { lang: 'ar' }, { lang: 'en' });
    const body = expectShape(adminRoutes.mePreferences.answer, res.json());
    expect(body.data.staff.lang).toBe('ar');
    expect(body.message).toBe(translate('ar', 'admin.preferencesSaved'));
    const me = expectShape(adminRoutes.me.answer, (await ownerSession.request('GET', '/me')).json());
    expect(me.data.staff.lang).toBe('ar');
    expect(me.data.csrf_token).toBe(ownerSession.csrf);
    const bad = await ownerSession.request('PUT', '/me', { lang: 'fr' });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors.lang).toEqual([translate('en', 'validation.langInvalid')]);
  });

  it('keeps staff out of staff accounts and the audit log (403) and lets owners in', async () => {
    const staffSession = await signInStaff(shop.app, clerk, 'ar');
    for (const path of ['/staff', '/audit', `/staff/${owner.id}`]) {
      const res = await staffSession.request('GET', path);
      expect(res.statusCode).toBe(403);
      expect(res.json().message).toBe(translate('ar', 'admin.forbidden'));
      expect((await ownerSession.request('GET', path)).statusCode).toBe(200);
    }
    const create = await staffSession.request('POST', '/staff', {
      name: 'Sneaky',
      email: 'sneaky@shop.test',
      password: 'sneaky-password',
      role: 'owner',
    });
    expect(create.statusCode).toBe(403);
    expect(
      await shop.database.db.select().from(t.staffUsers).where(eq(t.staffUsers.email, 'sneaky@shop.test')),
    ).toEqual([]);
  });

  it('lets an owner create, find, change and delete staff, each change in the audit log', async () => {
    const created = await ownerSession.request('POST', '/staff', {
      name: 'Noura',
      email: 'Noura@Shop.test',
      password: 'noura-password',
      role: 'staff',
    });
    expect(created.statusCode, created.body).toBe(200);
    const staff = expectShape(adminRoutes.staffCreate.answer, created.json()).data;
    expect(staff).toMatchObject({ name: 'Noura', email: 'noura@shop.test', role: 'staff', is_active: true });

    const taken = await ownerSession.request('POST', '/staff', {
      name: 'Twin',
      email: 'noura@shop.test',
      password: 'noura-password',
      role: 'staff',
    });
    expect(taken.statusCode).toBe(422);
    expect(taken.json().errors.email).toEqual([translate('en', 'admin.staffEmailTaken')]);

    const list = expectShape(
      adminRoutes.staffList.answer,
      (await ownerSession.request('GET', '/staff?q=NOURA&per_page=5')).json(),
    );
    expect(list.total).toBe(1);
    expect(list.data.map((s) => s.email)).toEqual(['noura@shop.test']);
    const page = expectShape(
      adminRoutes.staffList.answer,
      (await ownerSession.request('GET', '/staff?per_page=1&page=2&sort=email&order=asc')).json(),
    );
    expect(page.data).toHaveLength(1);
    expect(page.total).toBeGreaterThanOrEqual(3);

    const noura = await signInStaff(shop.app, { email: 'noura@shop.test', password: 'noura-password' });
    const renamed = await ownerSession.request('PUT', `/staff/${staff.id}`, {
      name: 'Noura A.',
      email: 'noura@shop.test',
      role: 'staff',
      is_active: true,
      password: '',
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    // A rename alone keeps her signed in.
    expect((await noura.request('GET', '/me')).statusCode).toBe(200);

    const deleted = await ownerSession.request('DELETE', `/staff/${staff.id}`);
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect((await noura.request('GET', '/me')).statusCode).toBe(401);
    expect((await ownerSession.request('GET', `/staff/${staff.id}`)).statusCode).toBe(404);

    const audit = expectShape(
      adminRoutes.auditList.answer,
      (await ownerSession.request('GET', `/audit?entity=staff&entity_id=${staff.id}`)).json(),
    );
    expect(audit.data.map((e) => e.action)).toEqual(['delete', 'update', 'create']);
    for (const entry of audit.data) {
      expect(entry.staff_email).toBe(owner.email);
      expect(entry.staff_id).toBe(owner.id);
      expect(JSON.stringify(entry)).not.toMatch(/password_hash|scrypt/i);
    }
    const [del, upd, cre] = audit.data;
    expect(cre!.before).toBeNull();
    expect(cre!.after).toMatchObject({ email: 'noura@shop.test', name: 'Noura' });
    expect(upd!.before).toMatchObject({ name: 'Noura' });
    expect(upd!.after).toMatchObject({ name: 'Noura A.' });
    expect(del!.after).toBeNull();
    // A refused change leaves no entry.
    const before = (await ownerSession.request('GET', '/audit')).json().total;
    await ownerSession.request('POST', '/staff', { name: '', email: 'bad', password: 'x', role: 'boss' });
    expect((await ownerSession.request('GET', '/audit')).json().total).toBe(before);
  });

  it('ends the sessions of an account that is disabled, given a new password or a new role', async () => {
    for (const change of [
      { is_active: false, role: 'staff' as const },
      { is_active: true, role: 'staff' as const, password: 'a-new-password' },
      { is_active: true, role: 'owner' as const },
    ]) {
      const account = await makeStaff(
        shop.database,
        `temp-${Math.random().toString(36).slice(2)}@shop.test`,
        'staff',
      );
      const session = await signInStaff(shop.app, account);
      const res = await ownerSession.request('PUT', `/staff/${account.id}`, {
        name: 'Temp',
        email: account.email,
        ...change,
      });
      expect(res.statusCode, res.body).toBe(200);
      expect((await session.request('GET', '/me')).statusCode).toBe(401);
    }
  });

  it('never leaves the shop without an active owner, and nobody demotes, disables or deletes themselves', async () => {
    const self = await ownerSession.request('PUT', `/staff/${owner.id}`, {
      name: 'Owner',
      email: owner.email,
      role: 'staff',
      is_active: true,
    });
    expect(self.statusCode).toBe(422);
    expect(self.json().errors.role).toEqual([translate('en', 'admin.notSelf')]);
    expect((await ownerSession.request('DELETE', `/staff/${owner.id}`)).statusCode).toBe(422);

    // A second owner may demote the first, whose session then ends.
    const second = await makeStaff(shop.database, 'second-owner@shop.test', 'owner');
    const secondSession = await signInStaff(shop.app, second);
    const demoted = await secondSession.request('PUT', `/staff/${owner.id}`, {
      name: 'Owner',
      email: owner.email,
      role: 'staff',
      is_active: true,
    });
    expect(demoted.statusCode, demoted.body).toBe(200);
    expect((await ownerSession.request('GET', '/me')).statusCode).toBe(401);
    const restored = await secondSession.request('PUT', `/staff/${owner.id}`, {
      name: 'Owner',
      email: owner.email,
      role: 'owner',
      is_active: true,
    });
    expect(restored.statusCode, restored.body).toBe(200);
    ownerSession = await signInStaff(shop.app, owner);

    // With exactly two active owners demoting each other at once, one of them stays owner.
    await shop.database.db
      .update(t.staffUsers)
      .set({ role: 'staff' })
      .where(and(eq(t.staffUsers.role, 'owner'), notInArray(t.staffUsers.id, [owner.id, second.id])));
    const actor = (account: StaffAccount) => ({
      sessionId: 0,
      id: account.id,
      name: 'x',
      email: account.email,
      role: 'owner' as const,
      lang: 'en' as const,
    });
    const results = await Promise.allSettled([
      updateStaff(shop.database.db, actor(owner), second.id, {
        name: 'S',
        email: second.email,
        role: 'staff',
        is_active: true,
        password: undefined,
      }),
      updateStaff(shop.database.db, actor(second), owner.id, {
        name: 'O',
        email: owner.email,
        role: 'staff',
        is_active: true,
        password: undefined,
      }),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual(['fulfilled', 'rejected']);
    const refused = results.find((r) => r.status === 'rejected') as PromiseRejectedResult;
    expect(refused.reason).toBeInstanceOf(FieldErrors);
    expect((refused.reason as FieldErrors).fields.role).toEqual(['admin.lastOwner']);
    const owners = await shop.database.db
      .select()
      .from(t.staffUsers)
      .where(and(eq(t.staffUsers.role, 'owner'), eq(t.staffUsers.isActive, true)));
    expect(owners).toHaveLength(1);
    // Back to the first owner for what follows.
    await shop.database.db.update(t.staffUsers).set({ role: 'owner' }).where(eq(t.staffUsers.id, owner.id));
    ownerSession = await signInStaff(shop.app, owner);
  });

  it('ends the session on logout and on a password change, and refuses expired sessions', async () => {
    const account = await makeStaff(shop.database, 'leaver@shop.test', 'staff');
    const first = await signInStaff(shop.app, account);
    const second = await signInStaff(shop.app, account);
    const out = await first.request('POST', '/logout');
    expect(out.statusCode).toBe(200);
    expect(String(out.headers['set-cookie'])).toMatch(/Max-Age=0/);
    expect((await first.request('GET', '/me')).statusCode).toBe(401);
    expect((await second.request('GET', '/me')).statusCode).toBe(200);

    const wrongOld = await second.request('PUT', '/me/password', {
      old_password: 'nope',
      password: 'brand-new-password',
      password_confirmation: 'brand-new-password',
    });
    expect(wrongOld.statusCode).toBe(422);
    const changed = await second.request('PUT', '/me/password', {
      old_password: account.password,
      password: 'brand-new-password',
      password_confirmation: 'brand-new-password',
    });
    expect(changed.statusCode, changed.body).toBe(200);
    const fresh = clientFor(
      shop.app,
      sessionCookieOf(changed)!,
      expectShape(adminRoutes.mePassword.answer, changed.json()).data.csrf_token,
      'en',
    );
    expect((await second.request('GET', '/me')).statusCode).toBe(401);
    expect((await fresh.request('GET', '/me')).statusCode).toBe(200);

    await shop.database.db
      .update(t.staffSessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(t.staffSessions.staffUserId, account.id));
    expect((await fresh.request('GET', '/me')).statusCode).toBe(401);
  });

  it('never answers 500 to generated staff payloads and list queries', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.record({
          name: fc.oneof(fc.string(), fc.constant('\u0000'), fc.integer()),
          email: fc.oneof(fc.emailAddress(), fc.string()),
          password: fc.oneof(fc.string(), fc.constant('')),
          role: fc.oneof(fc.constantFrom('owner', 'staff', 'root'), fc.string()),
          is_active: fc.oneof(fc.boolean(), fc.string()),
        }),
        fc.string(),
        async (payload, query) => {
          const res = await ownerSession.request('POST', '/staff', payload);
          expect([200, 422]).toContain(res.statusCode);
          const list = await ownerSession.request(
            'GET',
            `/staff?q=${encodeURIComponent(query)}&page=${encodeURIComponent(query)}`,
          );
          expect([200, 422]).toContain(list.statusCode);
        },
      ),
      { numRuns: 15 },
    );
  });
});
