import { createHash, createPublicKey, sign, X509Certificate, type KeyObject } from 'node:crypto';
import { AsnConvert } from '@peculiar/asn1-schema';
import { Certificate } from '@peculiar/asn1-x509';
import { eInvoiceAmounts, type EInvoiceDocument } from './document';
import { hexThenBase64, invoiceHash, signedPropertiesDigest } from './hash';
import { phaseTwoQrBase64 } from './qr';
import { eInvoiceIssueMoment, eInvoiceXml, xmlAmount, type EInvoiceStampParts } from './xml';

/**
 * The shop's cryptographic stamp: its private key (ECDSA on secp256k1, as ZATCA requires) and the
 * certificate ZATCA issued for it (the CSID), base64 DER.
 */
export interface EInvoiceCredentials {
  privateKey: KeyObject;
  certificate: string;
}

export interface SignedEInvoice {
  xml: string;
  /** The invoice hash (base64): the next document's PIH and the QR's tag 6. */
  hash: string;
  /** The phase 2 QR, base64 TLV, as the bill prints it. */
  qr: string;
}

/** What the signature block says of the certificate. */
export interface CertificateFacts {
  /** ZATCA's digest of the certificate: SHA-256 of its base64 text, in hex, then base64. */
  digest: string;
  /** The issuer as ZATCA writes it: most specific first, comma separated ("CN=…, DC=…"). */
  issuerName: string;
  /** The serial number in decimal. */
  serialNumber: string;
  /** The subject public key, DER (SPKI): the QR's tag 8. */
  publicKey: Uint8Array;
  /** The issuing CA's signature over the certificate, DER: the QR's tag 9. */
  signature: Uint8Array;
}

export function certificateFacts(certificateBase64: string): CertificateFacts {
  const der = Buffer.from(certificateBase64, 'base64');
  const x509 = new X509Certificate(der);
  const parsed = AsnConvert.parse(der, Certificate);
  return {
    digest: hexThenBase64(createHash('sha256').update(certificateBase64.trim(), 'utf8').digest('hex')),
    issuerName: x509.issuer.split('\n').reverse().join(', '),
    serialNumber: BigInt(`0x${x509.serialNumber}`).toString(10),
    publicKey: new Uint8Array(x509.publicKey.export({ type: 'spki', format: 'der' })),
    signature: new Uint8Array(parsed.signatureValue),
  };
}

/** UTC without zone or fraction, as the XAdES signing time is written. */
function signingTime(at: Date): string {
  return at.toISOString().slice(0, 19);
}

/**
 * Signs a document: its hash, the ECDSA signature, the signed properties, and the QR, all written
 * into the final XML. ZATCA signs the invoice hash's 32 bytes themselves (ECDSA with SHA-256 over
 * them), not the XMLDSig SignedInfo; the tests verify the samples' signatures that way.
 */
export function signEInvoice(
  document: EInvoiceDocument,
  credentials: EInvoiceCredentials,
  signedAt: Date = document.issuedAt,
): SignedEInvoice {
  const hash = invoiceHash(eInvoiceXml(document));
  const signatureValue = sign('sha256', Buffer.from(hash, 'base64'), credentials.privateKey).toString(
    'base64',
  );
  const certificate = credentials.certificate.replace(/\s+/g, '');
  const facts = certificateFacts(certificate);
  const amounts = eInvoiceAmounts(document);
  const issued = eInvoiceIssueMoment(document.issuedAt);
  const qr = phaseTwoQrBase64({
    sellerName: document.seller.nameAr,
    vatNumber: document.seller.vatNumber,
    timestamp: `${issued.date}T${issued.time}`,
    totalWithVat: xmlAmount(amounts.taxInclusiveHalalas),
    vat: xmlAmount(amounts.vatHalalas),
    invoiceHash: hash,
    signature: signatureValue,
    publicKey: new Uint8Array(
      createPublicKey(credentials.privateKey).export({ type: 'spki', format: 'der' }),
    ),
    certificateSignature: document.form === 'simplified' ? facts.signature : undefined,
  });
  const parts: EInvoiceStampParts = {
    invoiceHash: hash,
    signedPropertiesDigest: '',
    signatureValue,
    certificate,
    certificateDigest: facts.digest,
    issuerName: facts.issuerName,
    serialNumber: facts.serialNumber,
    signingTime: signingTime(signedAt),
    qr,
  };
  // The signed properties hold nothing that depends on their own digest: write once to read them.
  parts.signedPropertiesDigest = signedPropertiesDigest(eInvoiceXml(document, parts));
  return { xml: eInvoiceXml(document, parts), hash, qr };
}
