/**
 * The outbox names every kind of mail the shop writes in the dashboard's two languages: an Arabic
 * name in Arabic (not the English one copied), and no two kinds under one name.
 */
import { describe, expect, it } from 'vitest';
import { MAIL_KINDS } from '@shop/contract';
import { ar, en } from '../src/resources/mail/labels';

describe('mail kinds in the outbox', () => {
  it.each([
    ['ar', ar.mail.kinds, /\p{Script=Arabic}/u],
    ['en', en.mail.kinds, /^[A-Z][A-Za-z ()-]+$/],
  ] as const)('are each named in %s, once', (_lang, kinds, script) => {
    const names = MAIL_KINDS.map((kind) => kinds[kind]);
    for (const [index, name] of names.entries()) expect(name, MAIL_KINDS[index]).toMatch(script);
    expect(new Set(names).size).toBe(MAIL_KINDS.length);
  });
});
