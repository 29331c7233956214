import { scryptSync } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  PASSWORD_PARAMS,
  hashPassword,
  needsRehash,
  parsePasswordHash,
  usePasswordCost,
  verifyPassword,
} from './password.js';

describe('password hashing', () => {
  // Each hash costs a few hundred milliseconds on purpose: share one among the checks.
  let hash: string;
  beforeAll(async () => {
    // A shop built by an earlier file in this worker may have lowered the process's cost.
    usePasswordCost(PASSWORD_PARAMS.logN);
    hash = await hashPassword('demo12345');
  });

  it('writes scrypt at N=2^17, r=8, p=1 with a random 16-byte salt', async () => {
    const a = hash;
    const b = await hashPassword('demo12345');
    expect(a).toMatch(/^scrypt\$17\$8\$1\$[A-Za-z0-9+/]{22}==\$[A-Za-z0-9+/]{43}=$/);
    expect(a).not.toBe(b); // different salts
    const parsed = parsePasswordHash(a)!;
    expect(parsed.salt).toHaveLength(16);
    expect(PASSWORD_PARAMS).toEqual({ logN: 17, r: 8, p: 1 });
    // The key really is scrypt at those parameters (checked with Node's own scrypt).
    const key = scryptSync('demo12345', parsed.salt, 32, {
      N: 2 ** 17,
      r: 8,
      p: 1,
      maxmem: 256 * 1024 * 1024,
    });
    expect(key.equals(parsed.key)).toBe(true);
  });

  it('verifies the right password and refuses others', async () => {
    expect(await verifyPassword('demo12345', hash)).toBe(true);
    expect(await verifyPassword('demo12346', hash)).toBe(false);
    expect(await verifyPassword('', hash)).toBe(false);
    expect(needsRehash(hash)).toBe(false);
  });

  it('normalises the password (NFKC) on both sides', async () => {
    const hash = await hashPassword('pass１２３'); // full-width digits
    expect(await verifyPassword('pass123', hash)).toBe(true);
  });

  it('is reproducible with a given salt (demo data) and still verifies', async () => {
    const salt = Buffer.alloc(16, 7);
    const fixed = await hashPassword('admin12345', salt);
    expect(await hashPassword('admin12345', salt)).toBe(fixed);
    expect(fixed).toContain(`$${salt.toString('base64')}$`);
  });

  it('still verifies hashes that stored N itself, and asks for a rehash', async () => {
    const salt = Buffer.alloc(16, 1);
    const key = scryptSync('old-password', salt, 64, { N: 16384, r: 8, p: 1 });
    const old = `scrypt$16384$8$1$${salt.toString('base64')}$${key.toString('base64')}`;
    expect(await verifyPassword('old-password', old)).toBe(true);
    expect(await verifyPassword('other', old)).toBe(false);
    expect(needsRehash(old)).toBe(true);
  });

  it('answers false for malformed hashes without throwing, and never runs an unbounded cost', async () => {
    const good = hash;
    const [, , , , salt, key] = good.split('$');
    const bad = [
      '',
      'x',
      'bcrypt$10$abc',
      good.replace('scrypt$', 'Scrypt$'),
      `scrypt$17$8$1$${salt}`,
      `scrypt$17$8$1$${salt}$${key}$extra`,
      `scrypt$17$8$1$$${key}`,
      `scrypt$17$8$1$${salt}$not base64!`,
      `scrypt$0$8$1$${salt}$${key}`,
      `scrypt$-17$8$1$${salt}$${key}`,
      `scrypt$17.5$8$1$${salt}$${key}`,
      `scrypt$30$8$1$${salt}$${key}`, // 2^30: gigabytes; refused before deriving
      `scrypt$17$1024$1$${salt}$${key}`,
      `scrypt$17$8$99$${salt}$${key}`,
      `scrypt$1000$8$1$${salt}$${key}`, // not a power of two
      `scrypt$17$8$1$QUJD$${key}`, // 3-byte salt
      `scrypt$17$8$1$${salt}$QUJD`, // 3-byte key
      'scrypt$17$8$1$' + 'A'.repeat(600),
    ];
    for (const b of bad) {
      expect(parsePasswordHash(b), b).toBeNull();
      await expect(verifyPassword('demo12345', b), b).resolves.toBe(false);
      expect(needsRehash(b)).toBe(true);
    }
    await expect(verifyPassword('demo12345', undefined as unknown as string)).resolves.toBe(false);
    await expect(verifyPassword(undefined as unknown as string, good)).resolves.toBe(false);
  });

  it('compares keys of the stated length only, in full', async () => {
    const parts = hash.split('$');
    const shorter = Buffer.from(parts[5]!, 'base64').subarray(0, 16).toString('base64');
    // A 16-byte key derived with the same salt is the first 16 bytes of the 32-byte one, so this
    // hash is genuine for its stated length; it must verify, and a flipped byte must not.
    expect(await verifyPassword('demo12345', [...parts.slice(0, 5), shorter].join('$'))).toBe(true);
    const flipped = Buffer.from(parts[5]!, 'base64');
    flipped[0] = flipped[0]! ^ 1;
    expect(
      await verifyPassword('demo12345', [...parts.slice(0, 5), flipped.toString('base64')].join('$')),
    ).toBe(false);
  });

  it('hashes at a lowered cost when told (test suites), and then asks production-cost checks to rehash', async () => {
    usePasswordCost(11);
    try {
      const cheap = await hashPassword('demo12345');
      expect(cheap).toMatch(/^scrypt\$11\$8\$1\$/);
      expect(await verifyPassword('demo12345', cheap)).toBe(true);
      // A hash at the full cost still verifies, and is not asked to shrink.
      expect(await verifyPassword('demo12345', hash)).toBe(true);
      expect(needsRehash(hash)).toBe(false);
      usePasswordCost(17);
      expect(needsRehash(cheap)).toBe(true);
      expect(() => usePasswordCost(9)).toThrow(RangeError);
    } finally {
      usePasswordCost(17);
    }
  });
});
