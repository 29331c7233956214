/**
 * Hashes of the demo accounts' known passwords. Hashing at the production cost takes a few hundred
 * milliseconds, so each distinct demo password is hashed once per process and the hash is shared
 * by every account (and every seeded test database) that uses it. The salt is derived from the
 * password, so the demo rows are identical on every run; real accounts get random salts.
 */
import { createHash } from 'node:crypto';
import { hashPassword } from '../../auth/password.js';

const cache = new Map<string, Promise<string>>();

function demoSalt(password: string): Buffer {
  return createHash('sha256').update(`zay-al-mihna-demo:${password}`).digest().subarray(0, 16);
}

export function demoPasswordHash(password: string): Promise<string> {
  let hash = cache.get(password);
  if (!hash) {
    hash = hashPassword(password, demoSalt(password));
    cache.set(password, hash);
    hash.catch(() => cache.delete(password));
  }
  return hash;
}
