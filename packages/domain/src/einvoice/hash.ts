import { createHash } from 'node:crypto';
import { DOMParser, type Element } from '@xmldom/xmldom';
import { C14nCanonicalization } from 'xml-crypto';
import { NS } from './xml';

/**
 * ZATCA's invoice hash: the document without its signature extension (ext:UBLExtensions), its
 * cac:Signature and its QR reference, canonicalised, then SHA-256, base64. ZATCA names C14N 1.1;
 * xml-crypto's inclusive C14N 1.0 gives the same bytes for these documents, which carry no xml:id
 * or xml:base attributes (the only difference between the two). The tests check the result against
 * the hashes in ZATCA's own sample invoices.
 */
export function invoiceHash(xml: string): string {
  return createHash('sha256').update(canonicalInvoice(xml), 'utf8').digest('base64');
}

/** The canonical text the invoice hash is taken of (see invoiceHash). */
export function canonicalInvoice(xml: string): string {
  const doc = new DOMParser().parseFromString(xml, 'text/xml');
  const root = doc.documentElement;
  if (!root || root.namespaceURI !== NS.invoice || root.localName !== 'Invoice') {
    throw new Error('Not a UBL invoice');
  }
  const excluded: Element[] = [
    ...Array.from(root.getElementsByTagNameNS(NS.ext, 'UBLExtensions')),
    ...Array.from(root.getElementsByTagNameNS(NS.cac, 'Signature')),
    ...Array.from(root.getElementsByTagNameNS(NS.cac, 'AdditionalDocumentReference')).filter((reference) =>
      Array.from(reference.childNodes).some(
        (child) =>
          child.nodeType === child.ELEMENT_NODE &&
          (child as Element).namespaceURI === NS.cbc &&
          (child as Element).localName === 'ID' &&
          child.textContent === 'QR',
      ),
    ),
  ];
  for (const element of excluded) element.parentNode?.removeChild(element);
  return new C14nCanonicalization().process(root as never, {}) as string;
}

/**
 * The digest of the XAdES signed properties as ZATCA computes it: the element's text as it stands
 * in the document, with the xades and ds namespaces declared where they are used, hashed with
 * SHA-256, written in hex, then base64. Read from the serialised document so the digest is of the
 * very bytes the buyer and ZATCA receive.
 */
export function signedPropertiesDigest(xml: string): string {
  const start = xml.indexOf('<xades:SignedProperties');
  const endTag = '</xades:SignedProperties>';
  const end = xml.indexOf(endTag, start);
  if (start < 0 || end < 0) throw new Error('The document has no xades:SignedProperties');
  const text = xml
    .slice(start, end + endTag.length)
    .replace('<xades:SignedProperties', `<xades:SignedProperties xmlns:xades="${NS.xades}"`)
    .replace(/<ds:(\w+)/g, `<ds:$1 xmlns:ds="${NS.ds}"`);
  return hexThenBase64(createHash('sha256').update(text, 'utf8').digest('hex'));
}

/** ZATCA writes two of its digests as the base64 of the hex text. */
export function hexThenBase64(hex: string): string {
  return Buffer.from(hex, 'utf8').toString('base64');
}
