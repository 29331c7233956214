/**
 * Password hashing for customer and staff accounts: scrypt at OWASP's recommended cost
 * (N = 2^17, r = 8, p = 1, about 128 MiB and a few hundred milliseconds per hash), a random
 * 16-byte salt, and a 32-byte key. A hash is stored as one string that carries its own parameters:
 *
 *     scrypt$17$8$1$<salt, base64>$<key, base64>      (17 is log2 N)
 *
 * so the cost can be raised later without breaking existing accounts: `verifyPassword` reads the
 * parameters from the hash, and `needsRehash` says when a successful sign-in should store a new
 * hash at the current cost. A stored hash may also hold N itself in that field
 * (`scrypt$16384$...`); it verifies the same, so no account is locked out by the notation.
 */
import { randomBytes, scrypt as scryptCallback, timingSafeEqual } from 'node:crypto';

export interface ScryptParams {
  /** log2 of the CPU/memory cost N. */
  logN: number;
  r: number;
  p: number;
}

export const PASSWORD_PARAMS: Readonly<ScryptParams> = { logN: 17, r: 8, p: 1 };

/**
 * The parameters new hashes get: PASSWORD_PARAMS unless the shop's configuration lowers the cost
 * (PASSWORD_HASH_COST, refused below 17 in production). The test suites lower it so that a lockout
 * test's fifty wrong passwords take milliseconds each instead of a third of a second; what the
 * cost protects is the same at any N, and verification always uses the cost a hash carries.
 */
let hashingParams: Readonly<ScryptParams> = PASSWORD_PARAMS;

/** Sets log2 N of the hashes made from now on in this process (buildApp applies the config). */
export function usePasswordCost(logN: number): void {
  if (!within(logN, LIMITS.logN))
    throw new RangeError(`password cost ${logN} is outside ${LIMITS.logN.join('..')}`);
  if (logN === hashingParams.logN) return;
  hashingParams = { ...PASSWORD_PARAMS, logN };
  // The decoy must cost what a real account's check costs.
  decoyHash = undefined;
}
const SALT_BYTES = 16;
const KEY_BYTES = 32;

/**
 * Bounds on parameters read from a stored hash. A corrupted or planted hash must not make one
 * sign-in allocate gigabytes or spin for minutes; anything outside them is refused as malformed.
 */
const LIMITS = { logN: [10, 20], r: [1, 32], p: [1, 16], salt: [8, 64], key: [16, 128] } as const;

/** scrypt needs 128·N·r bytes; Node refuses above `maxmem` (32 MiB by default), so raise it. */
function maxmemFor({ logN, r, p }: ScryptParams): number {
  return 128 * 2 ** logN * r + 128 * r * p + 16 * 1024 * 1024;
}

function derive(password: string, salt: Buffer, keyBytes: number, params: ScryptParams): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scryptCallback(
      // NFKC: the same password typed on another keyboard (full-width digits, Arabic
      // presentation forms) gives the same bytes.
      password.normalize('NFKC'),
      salt,
      keyBytes,
      { N: 2 ** params.logN, r: params.r, p: params.p, maxmem: maxmemFor(params) },
      (err, key) => (err ? reject(err) : resolve(key)),
    );
  });
}

/**
 * Hashes `password` with a fresh random salt. `salt` exists for reproducible demo data (the seed's
 * known demo logins get the same hash on every run); real accounts never pass one.
 */
export async function hashPassword(
  password: string,
  salt: Buffer = randomBytes(SALT_BYTES),
): Promise<string> {
  const key = await derive(password, salt, KEY_BYTES, hashingParams);
  const { logN, r, p } = hashingParams;
  return `scrypt$${logN}$${r}$${p}$${salt.toString('base64')}$${key.toString('base64')}`;
}

interface ParsedHash extends ScryptParams {
  salt: Buffer;
  key: Buffer;
}

const BASE64 = /^[A-Za-z0-9+/]+={0,2}$/;

function within(value: number, [min, max]: readonly [number, number]): boolean {
  return Number.isInteger(value) && value >= min && value <= max;
}

/** Reads a stored hash, or null when it is not one this module wrote (or wrote before). */
export function parsePasswordHash(encoded: string): ParsedHash | null {
  if (typeof encoded !== 'string' || encoded.length > 512) return null;
  const parts = encoded.split('$');
  if (parts.length !== 6 || parts[0] !== 'scrypt') return null;
  const [, n, r, p, salt, key] = parts as [string, string, string, string, string, string];
  if (![n, r, p].every((x) => /^[1-9]\d{0,6}$/.test(x))) return null;
  if (!BASE64.test(salt) || !BASE64.test(key)) return null;
  // The cost field holds log2 N, or N itself (always a power of two above 32, so never ambiguous).
  const rawN = Number(n);
  const logN = rawN <= 32 ? rawN : Math.log2(rawN);
  const parsed = {
    logN,
    r: Number(r),
    p: Number(p),
    salt: Buffer.from(salt, 'base64'),
    key: Buffer.from(key, 'base64'),
  };
  if (!within(parsed.logN, LIMITS.logN) || !within(parsed.r, LIMITS.r) || !within(parsed.p, LIMITS.p))
    return null;
  if (!within(parsed.salt.length, LIMITS.salt) || !within(parsed.key.length, LIMITS.key)) return null;
  return parsed;
}

/**
 * Whether `password` matches the stored hash. The derived key is compared in constant time. A
 * malformed or foreign hash (including an empty placeholder for an account that cannot sign in)
 * answers false instead of throwing.
 */
export async function verifyPassword(password: string, encoded: string): Promise<boolean> {
  if (typeof password !== 'string') return false;
  const parsed = parsePasswordHash(encoded);
  if (!parsed) return false;
  let key: Buffer;
  try {
    key = await derive(password, parsed.salt, parsed.key.length, parsed);
  } catch {
    return false;
  }
  return key.length === parsed.key.length && timingSafeEqual(key, parsed.key);
}

/**
 * A hash of a random password, checked when a sign-in names an unknown account so that it costs as
 * much as a wrong password (the answer's timing does not tell which emails are registered).
 */
let decoyHash: Promise<string> | undefined;

/** verifyPassword against the account's hash, or against a decoy when there is no account. */
export async function verifyPasswordOrDecoy(password: string, encoded: string | undefined): Promise<boolean> {
  if (encoded === undefined) {
    await verifyPassword(password, await (decoyHash ??= hashPassword(randomBytes(16).toString('hex'))));
    return false;
  }
  return verifyPassword(password, encoded);
}

/** True when a stored hash is malformed or weaker than the current parameters. */
export function needsRehash(encoded: string): boolean {
  const parsed = parsePasswordHash(encoded);
  if (!parsed) return true;
  return (
    parsed.logN < hashingParams.logN ||
    parsed.r < hashingParams.r ||
    parsed.p < hashingParams.p ||
    parsed.key.length < KEY_BYTES
  );
}
