import { describe, expect, it } from 'vitest';
import { returnPathOf, signInUrl } from './guards';

describe('the page to come back to after signing in', () => {
  it('comes from the navigation state, else from ?from= after a full reload, else home', () => {
    expect(returnPathOf({ from: '/checkout' }, '?from=%2Faccount')).toBe('/checkout');
    expect(returnPathOf(null, '?from=%2Fbill%2F7%3Fpayment%3Dpaid')).toBe('/bill/7?payment=paid');
    expect(returnPathOf(undefined, '')).toBe('/');
  });

  it.each(['https://evil.example/', '//evil.example/x', '/\\evil.example', 'javascript:alert(1)'])(
    'never leaves the site for %j',
    (from) => {
      expect(returnPathOf({ from })).toBe('/');
      expect(returnPathOf(null, `?from=${encodeURIComponent(from)}`)).toBe('/');
    },
  );

  it('builds /auth with the page asked for, but not a loop back to /auth', () => {
    expect(signInUrl('/account/orders?page=2')).toBe('/auth?from=%2Faccount%2Forders%3Fpage%3D2');
    expect(signInUrl('/auth/reset-password')).toBe('/auth');
  });
});
