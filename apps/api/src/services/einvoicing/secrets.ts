/**
 * E-invoicing secrets at rest (the shop's private key, the CSIDs' secrets): AES-256-GCM with
 * EINVOICE_KEY, written as `v1.<iv>.<tag>.<ciphertext>` in base64url. A wrong key or an altered
 * value fails to open instead of yielding garbage.
 */
import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';
import type { Config } from '../../config.js';

/**
 * Outside production an unset EINVOICE_KEY falls back to a fixed development key, so the demo
 * shop onboards with the built-in simulator without setup; it protects nothing real.
 */
const DEVELOPMENT_KEY = createHash('sha256').update('uniform-shop development e-invoicing key').digest();

export class EInvoiceKeyMissing extends Error {
  constructor() {
    super('EINVOICE_KEY is not set: e-invoicing secrets cannot be stored');
  }
}

/** Whether secrets can be sealed here: a key is set, or this is not production. */
export function secretsKeyConfigured(config: Pick<Config, 'EINVOICE_KEY' | 'NODE_ENV'>): boolean {
  return Boolean(config.EINVOICE_KEY) || config.NODE_ENV !== 'production';
}

export function secretsKey(config: Pick<Config, 'EINVOICE_KEY' | 'NODE_ENV'>): Buffer {
  const value = config.EINVOICE_KEY;
  if (!value) {
    if (config.NODE_ENV === 'production') throw new EInvoiceKeyMissing();
    return DEVELOPMENT_KEY;
  }
  return /^[0-9a-f]{64}$/i.test(value) ? Buffer.from(value, 'hex') : Buffer.from(value, 'base64');
}

export function sealSecret(key: Buffer, plain: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  const sealed = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  return ['v1', iv, cipher.getAuthTag(), sealed]
    .map((part) => (typeof part === 'string' ? part : part.toString('base64url')))
    .join('.');
}

export function openSecret(key: Buffer, sealed: string): string {
  const [version, iv, tag, body] = sealed.split('.');
  if (version !== 'v1' || !iv || !tag || body === undefined)
    throw new Error('Not a sealed e-invoicing secret');
  const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
  decipher.setAuthTag(Buffer.from(tag, 'base64url'));
  return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString('utf8');
}
