/**
 * Password hashes for the demo accounts: scrypt with OWASP parameters, stored as
 * `scrypt$N$r$p$saltB64$hashB64` (the format the auth code verifies).
 */
import { randomBytes, scrypt as scryptCb, type BinaryLike, type ScryptOptions } from 'node:crypto';

const N = 16384;
const R = 8;
const P = 1;
const KEY_LENGTH = 64;

function scrypt(
  password: BinaryLike,
  salt: BinaryLike,
  keylen: number,
  opts: ScryptOptions,
): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scryptCb(password, salt, keylen, opts, (err, key) => (err ? reject(err) : resolve(key)));
  });
}

/**
 * Hashes `password`. Pass a fixed `salt` for reproducible seeds (the demo accounts' hashes are then
 * identical on every run); real sign-ups use a random one.
 */
export async function hashPassword(password: string, salt: Buffer = randomBytes(16)): Promise<string> {
  const key = await scrypt(password.normalize('NFKC'), salt, KEY_LENGTH, {
    N,
    r: R,
    p: P,
    maxmem: 64 * 1024 * 1024,
  });
  return `scrypt$${N}$${R}$${P}$${salt.toString('base64')}$${key.toString('base64')}`;
}

const demoHashes = new Map<string, Promise<string>>();

/**
 * The hash of a demo account's password with a fixed salt: identical on every run, and computed
 * once per process (tests seed many databases).
 */
export function demoPasswordHash(password: string, salt: Buffer): Promise<string> {
  const id = `${salt.toString('base64')}:${password}`;
  let hash = demoHashes.get(id);
  if (!hash) {
    hash = hashPassword(password, salt);
    demoHashes.set(id, hash);
    hash.catch(() => demoHashes.delete(id));
  }
  return hash;
}
