import { createPublicKey, X509Certificate } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  certificateSigningRequest,
  generateSigningKey,
  readCertificateSigningRequest,
  testCertificateAuthority,
  type CsrSubject,
} from './certificates';
import { invoiceHash } from './hash';
import { readQrFields } from './qr';
import { signEInvoice } from './stamp';
import { testDocument } from './test-documents';

const subject: CsrSubject = {
  commonName: 'uniform-shop-1',
  organization: 'شركة الزي الموحد للتجارة',
  organizationUnit: 'Riyadh Branch',
  vatNumber: '399999999900003',
  serialNumber: '1-UniformShop|2-1.0|3-6f4d20e0-6bfe-4a80-9389-7dabe6620f12',
  invoiceTypes: '1100',
  address: '2322 Prince Sultan, Al-Murabba, Riyadh 23333',
  industry: 'Wholesale of clothing',
};

describe('onboarding certificates', () => {
  it('writes a CSR with the subject fields ZATCA requires, signed by the shop key', () => {
    const key = generateSigningKey();
    expect(key.asymmetricKeyDetails?.namedCurve).toBe('secp256k1');
    const csr = certificateSigningRequest(key, subject, 'simulation');
    expect(csr).toMatch(/^-----BEGIN CERTIFICATE REQUEST-----\n/);
    const facts = readCertificateSigningRequest(csr);
    expect(facts.subject).toEqual({
      country: 'SA',
      organizationalUnit: 'Riyadh Branch',
      organization: 'شركة الزي الموحد للتجارة',
      commonName: 'uniform-shop-1',
    });
    expect(facts.alternativeName).toEqual({
      surname: subject.serialNumber,
      userId: '399999999900003',
      title: '1100',
      registeredAddress: subject.address,
      businessCategory: 'Wholesale of clothing',
    });
    expect(facts.templateName).toBe('PREZATCA-Code-Signing');
    expect(facts.signedByItsKey).toBe(true);
    expect(
      facts.publicKey
        .export({ type: 'spki', format: 'der' })
        .equals(createPublicKey(key).export({ type: 'spki', format: 'der' })),
    ).toBe(true);
    expect(
      readCertificateSigningRequest(certificateSigningRequest(key, subject, 'production')).templateName,
    ).toBe('ZATCA-Code-Signing');
  });

  it('a CSR altered after signing no longer carries a valid signature', () => {
    const csr = certificateSigningRequest(generateSigningKey(), subject, 'simulation');
    const der = Buffer.from(csr.replace(/-----[^-]+-----/g, '').replace(/\s+/g, ''), 'base64');
    const at = der.indexOf(Buffer.from('Riyadh Branch'));
    der[at] = 'X'.charCodeAt(0);
    const forged = `-----BEGIN CERTIFICATE REQUEST-----\n${der.toString('base64')}\n-----END CERTIFICATE REQUEST-----\n`;
    expect(readCertificateSigningRequest(forged).signedByItsKey).toBe(false);
  });

  it("the simulator's authority issues a certificate documents can be signed with", () => {
    const authority = testCertificateAuthority();
    const key = generateSigningKey();
    const certificate = authority.issue(certificateSigningRequest(key, subject, 'simulator'));
    const x509 = new X509Certificate(Buffer.from(certificate, 'base64'));
    expect(x509.verify(createPublicKey(authority.key))).toBe(true);
    expect(x509.subject).toContain('CN=uniform-shop-1');
    expect(x509.issuer).toBe('CN=Fatoora Simulator CA');

    const signed = signEInvoice(testDocument('invoice', 'simplified'), { privateKey: key, certificate });
    expect(invoiceHash(signed.xml)).toBe(signed.hash);
    const qr = readQrFields(signed.qr);
    expect(Buffer.from(qr.get(8)!).equals(createPublicKey(key).export({ type: 'spki', format: 'der' }))).toBe(
      true,
    );
  });
});
