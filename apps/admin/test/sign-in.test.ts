/**
 * The sign-in screen's side of the staff API, and what the dashboard's entry loads before a staff
 * member has signed in.
 */
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ADMIN_CSRF_HEADER, adminRoutes } from '@shop/contract';
import { packageImportsReachedFrom, staticImports } from '../../../scripts/source-imports';
import { createSessionApi, SignInRefusal, SignInUnreachable } from '../src/sign-in/session-api';
import { fakeFetch, json } from './fake-fetch';

const session = {
  staff: { id: 1, name: 'Owner', email: 'owner@example.com', role: 'owner', lang: 'en' },
  csrf_token: 'csrf-1',
};

/** The rejection of `call`, which must be an instance of `kind`. */
async function refusalOf<T>(call: Promise<unknown>, kind: new (...args: never[]) => T): Promise<T> {
  const outcome = await call.then(
    () => new Error('expected the call to reject'),
    (error: unknown) => error,
  );
  if (!(outcome instanceof kind)) throw outcome;
  return outcome;
}

describe('the sign-in screen’s calls', () => {
  it("asks the contract's paths, in the screen's language", async () => {
    const fake = fakeFetch(
      json({ message: 'OK', data: session }),
      json({ message: 'Sent' }),
      json({ message: 'Set' }),
      json({ message: 'OK', data: session }),
    );
    const api = createSessionApi({ fetch: fake.fetch, lang: () => 'en' });
    expect(await api.current()).toEqual(session);
    expect(await api.forgotPassword({ email: 'owner@example.com' })).toEqual({ message: 'Sent' });
    await api.resetPassword({
      email: 'owner@example.com',
      otp: '1234',
      new_password: 'new-password-1',
      confirmPassword: 'new-password-1',
    });
    expect(await api.signIn({ email: 'owner@example.com', password: 'secret-1' })).toEqual(session);
    const routes = [adminRoutes.me, adminRoutes.passwordForgot, adminRoutes.passwordReset, adminRoutes.login];
    expect(fake.sent.map((sent) => `${sent.method} ${sent.url.pathname}`)).toEqual(
      routes.map((route) => `${route.method} /admin/api${route.path}`),
    );
    expect(fake.sent.every((sent) => sent.headers['accept-language'] === 'en')).toBe(true);
    expect(fake.sent[3]!.body).toEqual({ email: 'owner@example.com', password: 'secret-1' });
    expect(fake.sent[3]!.headers['content-type']).toBe('application/json');
    expect(fake.sent[0]!.headers['content-type']).toBeUndefined();
  });

  it("makes the home's calls with the session's CSRF token where they change something", async () => {
    const figures = { sales: {}, orders_by_status: {} };
    const fake = fakeFetch(
      json({ message: 'OK', data: figures }),
      json({ message: 'OK', data: session }),
      json({ message: 'Signed out' }),
    );
    const api = createSessionApi({ fetch: fake.fetch, lang: () => 'ar' });
    expect(await api.dashboard()).toEqual(figures);
    await api.rememberLang(session as never, 'en');
    await api.signOut(session as never);
    const routes = [adminRoutes.dashboard, adminRoutes.mePreferences, adminRoutes.logout];
    expect(fake.sent.map((sent) => `${sent.method} ${sent.url.pathname}`)).toEqual(
      routes.map((route) => `${route.method} /admin/api${route.path}`),
    );
    expect(fake.sent[0]!.headers[ADMIN_CSRF_HEADER]).toBeUndefined();
    expect(fake.sent[1]!.headers[ADMIN_CSRF_HEADER]).toBe('csrf-1');
    expect(fake.sent[1]!.body).toEqual({ lang: 'en' });
    expect(fake.sent[2]!.headers[ADMIN_CSRF_HEADER]).toBe('csrf-1');
    expect(fake.sent[2]!.body).toBeUndefined();
  });

  it('reads a 401 from the session call as "not signed in", and any other failure as a failure', async () => {
    const signedOut = fakeFetch(json({ message: 'Sign in first' }, 401));
    expect(await createSessionApi({ fetch: signedOut.fetch, lang: () => 'ar' }).current()).toBeNull();
    const broken = fakeFetch(json({ message: 'Unavailable' }, 503));
    const refusal = await refusalOf(
      createSessionApi({ fetch: broken.fetch, lang: () => 'ar' }).current(),
      SignInRefusal,
    );
    expect(refusal.status).toBe(503);
  });

  it("hands back the API's translated message and each field's texts", async () => {
    const fake = fakeFetch(
      json({ message: 'البيانات غير صالحة', errors: { email: ['البريد أو كلمة المرور غير صحيحة'] } }, 422),
      json({ message: 'محاولات كثيرة، حاول بعد 15 دقيقة' }, 429),
    );
    const api = createSessionApi({ fetch: fake.fetch, lang: () => 'ar' });
    const wrong = await refusalOf(api.signIn({ email: 'a@example.com', password: 'x' }), SignInRefusal);
    expect(wrong).toMatchObject({ status: 422, message: 'البيانات غير صالحة' });
    expect(wrong.fields).toEqual({ email: 'البريد أو كلمة المرور غير صحيحة' });
    const locked = await refusalOf(api.signIn({ email: 'a@example.com', password: 'x' }), SignInRefusal);
    expect(locked).toMatchObject({ status: 429, message: 'محاولات كثيرة، حاول بعد 15 دقيقة', fields: {} });
  });

  it('tells an unreachable server or an answer that is not the API’s from a refusal', async () => {
    const down = fakeFetch();
    await refusalOf(createSessionApi({ fetch: down.fetch, lang: () => 'en' }).current(), SignInUnreachable);
    const proxyPage = fakeFetch(new Response('<html>Bad gateway</html>', { status: 502 }));
    await refusalOf(
      createSessionApi({ fetch: proxyPage.fetch, lang: () => 'en' }).signIn({
        email: 'a@example.com',
        password: 'x',
      }),
      SignInUnreachable,
    );
  });
});

const srcDir = path.resolve(__dirname, '../src');

/**
 * The packages reached from `entry` through static imports, as "file: package [names]". The
 * dashboard's own code (react-admin, its data provider and the contract's schemas) loads with
 * `import()` once there is a session.
 */
function dashboardCodeReachedFrom(entry: string): string[] {
  return packageImportsReachedFrom(entry).flatMap(({ file, specifier, values, whole }) => {
    // The theme takes react-admin's default theme, a plain object of MUI settings; the bundler
    // keeps that module alone.
    if (specifier === 'react-admin' && !whole && values.every((name) => name === 'defaultTheme')) return [];
    // react-admin's texts (a plain object) and its polyglot provider (node-polyglot alone) are
    // what the home's texts are read with.
    if (specifier === 'ra-language-english' || specifier === 'ra-i18n-polyglot') return [];
    const where = path.relative(srcDir, file);
    if (/^(react-admin|ra-|zod|@shop\/contract|react-router|@tanstack\/|@mui\/x-|@tiptap\/)/.test(specifier))
      return [`${where}: ${specifier} ${values.join(', ')}`.trim()];
    // The domain's schemas bring zod; its other exports are plain functions.
    if (specifier === '@shop/domain')
      return values
        .filter((name) => name === '*' || /Schema\b/.test(name))
        .map((name) => `${where}: @shop/domain ${name}`);
    return [];
  });
}

describe('what the dashboard loads before sign-in', () => {
  it('finds dashboard code where it is (the check itself works)', () => {
    expect(dashboardCodeReachedFrom(path.join(srcDir, 'dashboard.tsx'))).not.toEqual([]);
  });

  it('reads imports that span lines, hold comments with quotes, or use double quotes; skips type-only ones', () => {
    const source = [
      'import {',
      "  // react-admin's hook; the one the page uses",
      '  useLogin,',
      '  type AuthProvider,',
      '} from "react-admin";',
      "import type { Staff } from '@shop/contract';",
      "import { type AdminSession } from '@shop/contract';",
      "import '@fontsource/cairo/400.css';",
      "export * from './texts';",
      "export { SignInScreen, type SignInScreenProps } from './SignInScreen';",
    ].join('\n');
    expect(staticImports(source)).toEqual([
      { specifier: 'react-admin', values: ['useLogin'], whole: false },
      { specifier: '@fontsource/cairo/400.css', values: [], whole: true },
      { specifier: './texts', values: ['*'], whole: true },
      { specifier: './SignInScreen', values: ['SignInScreen'], whole: false },
    ]);
  });

  it('the entry and the sign-in screen reach no react-admin, router, zod or contract schemas', () => {
    expect(dashboardCodeReachedFrom(path.join(srcDir, 'main.tsx'))).toEqual([]);
  });

  it('nor does the home drawn before react-admin', () => {
    expect(dashboardCodeReachedFrom(path.join(srcDir, 'home/index.ts'))).toEqual([]);
  });
});
