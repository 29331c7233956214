import { createPublicKey, verify } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { certificateFacts } from './stamp';
import { invoiceHash, signedPropertiesDigest } from './hash';
import { readQrFields } from './qr';

/**
 * ZATCA's own sample invoices (from its e-invoicing SDK, signed with the SDK's test certificate):
 * our hash, digests and QR reading must agree with what ZATCA computed for them.
 */
const samplesDir = path.join(import.meta.dirname, 'fixtures', 'samples');
const samples = readdirSync(samplesDir).filter((name) => name.endsWith('.xml'));

function element(xml: string, pattern: RegExp): string {
  const match = xml.match(pattern);
  if (!match?.[1]) throw new Error(`missing ${pattern}`);
  return match[1].trim();
}

describe.each(samples)('ZATCA sample %s', (name) => {
  const xml = readFileSync(path.join(samplesDir, name), 'utf8');
  const qr = readQrFields(
    element(xml, /<cbc:ID>QR<\/cbc:ID>\s*<cac:Attachment>\s*<cbc:EmbeddedDocumentBinaryObject[^>]*>([^<]+)</),
  );
  const text = (tag: number) => new TextDecoder().decode(qr.get(tag));
  const digests = [...xml.matchAll(/<ds:DigestValue>([^<]+)</g)].map((match) => match[1]);
  const certificate = element(xml, /<ds:X509Certificate>([^<]+)</);

  it('hashes to the value its QR (tag 6) and its signed reference carry', () => {
    expect(invoiceHash(xml)).toBe(text(6));
    expect(invoiceHash(xml)).toBe(digests[0]);
  });

  it('carries a signature (tag 7) that verifies over the hash with the public key of tag 8', () => {
    const publicKey = createPublicKey({ key: Buffer.from(qr.get(8)!), format: 'der', type: 'spki' });
    const signature = Buffer.from(text(7), 'base64');
    expect(verify('sha256', Buffer.from(invoiceHash(xml), 'base64'), publicKey, signature)).toBe(true);
    expect(text(7)).toBe(element(xml, /<ds:SignatureValue>([^<]+)</));
    expect(verify('sha256', Buffer.from('another hash'), publicKey, signature)).toBe(false);
  });

  it('has the signed properties digest and certificate facts we compute', () => {
    expect(signedPropertiesDigest(xml)).toBe(digests[1]);
    const facts = certificateFacts(certificate);
    expect(facts.digest).toBe(digests[2]);
    expect(facts.issuerName).toBe(element(xml, /<ds:X509IssuerName>([^<]+)</));
    expect(facts.serialNumber).toBe(element(xml, /<ds:X509SerialNumber>([^<]+)</));
    expect(Buffer.from(facts.publicKey).equals(Buffer.from(qr.get(8)!))).toBe(true);
    if (qr.has(9)) expect(Buffer.from(facts.signature).equals(Buffer.from(qr.get(9)!))).toBe(true);
  });

  it('hashes differently once an amount changes', () => {
    const changed = xml.replace(
      /(<cbc:PayableAmount currencyID="SAR">)([\d.]+)/,
      (_, open: string, value: string) => `${open}${value}1`,
    );
    expect(changed).not.toBe(xml);
    expect(invoiceHash(changed)).not.toBe(invoiceHash(xml));
  });
});
