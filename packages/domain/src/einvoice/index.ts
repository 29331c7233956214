/**
 * Saudi e-invoicing (ZATCA phase 2): the documents, their XML, hash, stamp and QR. Server-side
 * only (node:crypto), so it is its own entry, `@shop/domain/einvoice`, which the storefront's
 * bundle never imports.
 */
export * from './document';
export {
  eInvoiceXml,
  eInvoiceIssueMoment,
  xmlAmount,
  NS as EINVOICE_NAMESPACES,
  type EInvoiceStampParts,
} from './xml';
export { invoiceHash, canonicalInvoice, signedPropertiesDigest } from './hash';
export {
  readEInvoice,
  type PrintableEInvoice,
  type PrintableParty,
  type PrintableLine,
  type PrintableAddress,
} from './read';
export { phaseTwoQrBase64, readQrFields, type PhaseTwoQr } from './qr';
export {
  signEInvoice,
  certificateFacts,
  type EInvoiceCredentials,
  type SignedEInvoice,
  type CertificateFacts,
} from './stamp';
export {
  certificateSigningRequest,
  readCertificateSigningRequest,
  generateSigningKey,
  testCertificateAuthority,
  type CsrSubject,
  type CsrFacts,
  type FatooraEnvironment,
  type TestCertificateAuthority,
} from './certificates';
