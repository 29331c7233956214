import { DOMImplementation, XMLSerializer, type Document, type Element } from '@xmldom/xmldom';
import { shopWallClock } from '../shop-time';
import {
  eInvoiceAmounts,
  INVOICE_TYPE_CODES,
  PAYMENT_MEANS_CODES,
  type EInvoiceDocument,
  type NationalAddress,
} from './document';

/**
 * The UBL 2.1 XML of an e-invoice with ZATCA's KSA fields. The element order is the UBL schema's
 * (the tests validate every kind of document against the UBL 2.1 XSDs).
 */

export const NS = {
  invoice: 'urn:oasis:names:specification:ubl:schema:xsd:Invoice-2',
  cac: 'urn:oasis:names:specification:ubl:schema:xsd:CommonAggregateComponents-2',
  cbc: 'urn:oasis:names:specification:ubl:schema:xsd:CommonBasicComponents-2',
  ext: 'urn:oasis:names:specification:ubl:schema:xsd:CommonExtensionComponents-2',
  sig: 'urn:oasis:names:specification:ubl:schema:xsd:CommonSignatureComponents-2',
  sac: 'urn:oasis:names:specification:ubl:schema:xsd:SignatureAggregateComponents-2',
  sbc: 'urn:oasis:names:specification:ubl:schema:xsd:SignatureBasicComponents-2',
  ds: 'http://www.w3.org/2000/09/xmldsig#',
  xades: 'http://uri.etsi.org/01903/v1.3.2#',
  xmlns: 'http://www.w3.org/2000/xmlns/',
} as const;

type Prefix = Exclude<keyof typeof NS, 'invoice' | 'xmlns'>;

/** The signature block and QR a signed document carries (see stamp.ts); absent while hashing. */
export interface EInvoiceStampParts {
  invoiceHash: string;
  signedPropertiesDigest: string;
  signatureValue: string;
  /** The certificate (CSID), base64 DER as ZATCA issues it. */
  certificate: string;
  certificateDigest: string;
  issuerName: string;
  serialNumber: string;
  /** When the document was signed, UTC, `YYYY-MM-DDTHH:mm:ss`. */
  signingTime: string;
  /** The phase 2 QR, base64 TLV. */
  qr: string;
}

/** IssueDate and IssueTime: the shop's wall clock (Saudi time), as the buyer reads the bill. */
export function eInvoiceIssueMoment(issuedAt: Date): { date: string; time: string } {
  const wallClock = shopWallClock(issuedAt);
  return { date: wallClock.slice(0, 10), time: wallClock.slice(11, 19) };
}

/** Halalas as ZATCA writes an amount: SAR with two decimals ("1234.50"). */
export function xmlAmount(halalas: number): string {
  const sign = halalas < 0 ? '-' : '';
  const abs = Math.abs(halalas);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

function percent(basisPoints: number): string {
  return xmlAmount(basisPoints);
}

class Writer {
  constructor(readonly doc: Document) {}

  add(
    parent: Element,
    prefix: Prefix,
    name: string,
    text?: string,
    attributes: Record<string, string> = {},
  ): Element {
    const element = this.doc.createElementNS(NS[prefix], `${prefix}:${name}`);
    for (const [key, value] of Object.entries(attributes)) element.setAttribute(key, value);
    if (text !== undefined) element.appendChild(this.doc.createTextNode(text));
    parent.appendChild(element);
    return element;
  }

  amount(parent: Element, name: string, halalas: number): Element {
    return this.add(parent, 'cbc', name, xmlAmount(halalas), { currencyID: 'SAR' });
  }

  declare(element: Element, ...prefixes: Prefix[]): void {
    for (const prefix of prefixes) element.setAttributeNS(NS.xmlns, `xmlns:${prefix}`, NS[prefix]);
  }
}

/** The `name` attribute of InvoiceTypeCode: 01 standard, 02 simplified, then five flags left 0. */
function invoiceTypeName(document: EInvoiceDocument): string {
  return document.form === 'standard' ? '0100000' : '0200000';
}

function writeAddress(w: Writer, parent: Element, address: NationalAddress): void {
  const postal = w.add(parent, 'cac', 'PostalAddress');
  w.add(postal, 'cbc', 'StreetName', address.street);
  w.add(postal, 'cbc', 'BuildingNumber', address.buildingNumber);
  if (address.additionalNumber) w.add(postal, 'cbc', 'PlotIdentification', address.additionalNumber);
  w.add(postal, 'cbc', 'CitySubdivisionName', address.district);
  w.add(postal, 'cbc', 'CityName', address.city);
  w.add(postal, 'cbc', 'PostalZone', address.postalCode);
  const country = w.add(postal, 'cac', 'Country');
  w.add(country, 'cbc', 'IdentificationCode', address.country);
}

function writeVatScheme(w: Writer, parent: Element, vatNumber: string): void {
  const taxScheme = w.add(parent, 'cac', 'PartyTaxScheme');
  w.add(taxScheme, 'cbc', 'CompanyID', vatNumber);
  w.add(w.add(taxScheme, 'cac', 'TaxScheme'), 'cbc', 'ID', 'VAT');
}

function writeTaxCategory(
  w: Writer,
  parent: Element,
  name: string,
  basisPoints: number,
  schemes: boolean,
): void {
  const category = w.add(parent, 'cac', name);
  w.add(category, 'cbc', 'ID', 'S', schemes ? { schemeID: 'UN/ECE 5305', schemeAgencyID: '6' } : {});
  w.add(category, 'cbc', 'Percent', percent(basisPoints));
  w.add(
    w.add(category, 'cac', 'TaxScheme'),
    'cbc',
    'ID',
    'VAT',
    schemes ? { schemeID: 'UN/ECE 5153', schemeAgencyID: '6' } : {},
  );
}

function writeAllowanceCharge(
  w: Writer,
  root: Element,
  charge: boolean,
  halalas: number,
  basisPoints: number,
): void {
  const element = w.add(root, 'cac', 'AllowanceCharge');
  w.add(element, 'cbc', 'ChargeIndicator', String(charge));
  // UNCL 7161 "FC" (freight) for delivery; UNCL 5189 "95" (discount) for the coupon.
  w.add(element, 'cbc', 'AllowanceChargeReasonCode', charge ? 'FC' : '95');
  w.add(element, 'cbc', 'AllowanceChargeReason', charge ? 'Delivery | التوصيل' : 'Discount | خصم');
  w.amount(element, 'Amount', halalas);
  writeTaxCategory(w, element, 'TaxCategory', basisPoints, true);
}

function writeStamp(w: Writer, root: Element, stamp: EInvoiceStampParts): void {
  const extensions = w.add(root, 'ext', 'UBLExtensions');
  const extension = w.add(extensions, 'ext', 'UBLExtension');
  w.add(extension, 'ext', 'ExtensionURI', 'urn:oasis:names:specification:ubl:dsig:enveloped:xades');
  const content = w.add(extension, 'ext', 'ExtensionContent');
  const signatures = w.add(content, 'sig', 'UBLDocumentSignatures');
  w.declare(signatures, 'sig', 'sac', 'sbc');
  const information = w.add(signatures, 'sac', 'SignatureInformation');
  w.add(information, 'cbc', 'ID', 'urn:oasis:names:specification:ubl:signature:1');
  w.add(information, 'sbc', 'ReferencedSignatureID', 'urn:oasis:names:specification:ubl:signature:Invoice');
  const signature = w.add(information, 'ds', 'Signature', undefined, { Id: 'signature' });
  w.declare(signature, 'ds');
  const signedInfo = w.add(signature, 'ds', 'SignedInfo');
  w.add(signedInfo, 'ds', 'CanonicalizationMethod', undefined, {
    Algorithm: 'http://www.w3.org/2006/12/xml-c14n11',
  });
  w.add(signedInfo, 'ds', 'SignatureMethod', undefined, {
    Algorithm: 'http://www.w3.org/2001/04/xmldsig-more#ecdsa-sha256',
  });
  const invoiceReference = w.add(signedInfo, 'ds', 'Reference', undefined, {
    Id: 'invoiceSignedData',
    URI: '',
  });
  const transforms = w.add(invoiceReference, 'ds', 'Transforms');
  for (const xpath of [
    'not(//ancestor-or-self::ext:UBLExtensions)',
    'not(//ancestor-or-self::cac:Signature)',
    "not(//ancestor-or-self::cac:AdditionalDocumentReference[cbc:ID='QR'])",
  ]) {
    const transform = w.add(transforms, 'ds', 'Transform', undefined, {
      Algorithm: 'http://www.w3.org/TR/1999/REC-xpath-19991116',
    });
    w.add(transform, 'ds', 'XPath', xpath);
  }
  w.add(transforms, 'ds', 'Transform', undefined, { Algorithm: 'http://www.w3.org/2006/12/xml-c14n11' });
  w.add(invoiceReference, 'ds', 'DigestMethod', undefined, {
    Algorithm: 'http://www.w3.org/2001/04/xmlenc#sha256',
  });
  w.add(invoiceReference, 'ds', 'DigestValue', stamp.invoiceHash);
  const propertiesReference = w.add(signedInfo, 'ds', 'Reference', undefined, {
    Type: 'http://www.w3.org/2000/09/xmldsig#SignatureProperties',
    URI: '#xadesSignedProperties',
  });
  w.add(propertiesReference, 'ds', 'DigestMethod', undefined, {
    Algorithm: 'http://www.w3.org/2001/04/xmlenc#sha256',
  });
  w.add(propertiesReference, 'ds', 'DigestValue', stamp.signedPropertiesDigest);
  w.add(signature, 'ds', 'SignatureValue', stamp.signatureValue);
  w.add(
    w.add(w.add(signature, 'ds', 'KeyInfo'), 'ds', 'X509Data'),
    'ds',
    'X509Certificate',
    stamp.certificate,
  );
  const object = w.add(signature, 'ds', 'Object');
  const qualifying = w.add(object, 'xades', 'QualifyingProperties', undefined, { Target: 'signature' });
  w.declare(qualifying, 'xades');
  const signedProperties = w.add(qualifying, 'xades', 'SignedProperties', undefined, {
    Id: 'xadesSignedProperties',
  });
  const signatureProperties = w.add(signedProperties, 'xades', 'SignedSignatureProperties');
  w.add(signatureProperties, 'xades', 'SigningTime', stamp.signingTime);
  const cert = w.add(w.add(signatureProperties, 'xades', 'SigningCertificate'), 'xades', 'Cert');
  const certDigest = w.add(cert, 'xades', 'CertDigest');
  w.add(certDigest, 'ds', 'DigestMethod', undefined, {
    Algorithm: 'http://www.w3.org/2001/04/xmlenc#sha256',
  });
  w.add(certDigest, 'ds', 'DigestValue', stamp.certificateDigest);
  const issuerSerial = w.add(cert, 'xades', 'IssuerSerial');
  w.add(issuerSerial, 'ds', 'X509IssuerName', stamp.issuerName);
  w.add(issuerSerial, 'ds', 'X509SerialNumber', stamp.serialNumber);
}

function writeBinaryReference(w: Writer, root: Element, id: string, base64: string): void {
  const reference = w.add(root, 'cac', 'AdditionalDocumentReference');
  w.add(reference, 'cbc', 'ID', id);
  const attachment = w.add(reference, 'cac', 'Attachment');
  w.add(attachment, 'cbc', 'EmbeddedDocumentBinaryObject', base64, { mimeCode: 'text/plain' });
}

/**
 * The document's XML. Without `stamp` it lacks the three parts the invoice hash leaves out (the
 * signature extension, the QR and cac:Signature), so hashing either gives the same value.
 */
export function eInvoiceXml(document: EInvoiceDocument, stamp?: EInvoiceStampParts): string {
  const doc = new DOMImplementation().createDocument(NS.invoice, 'Invoice', null);
  const w = new Writer(doc);
  const root = doc.documentElement!;
  w.declare(root, 'cac', 'cbc', 'ext');
  const amounts = eInvoiceAmounts(document);
  const issued = eInvoiceIssueMoment(document.issuedAt);

  if (stamp) writeStamp(w, root, stamp);
  w.add(root, 'cbc', 'ProfileID', 'reporting:1.0');
  w.add(root, 'cbc', 'ID', document.number);
  w.add(root, 'cbc', 'UUID', document.uuid);
  w.add(root, 'cbc', 'IssueDate', issued.date);
  w.add(root, 'cbc', 'IssueTime', issued.time);
  w.add(root, 'cbc', 'InvoiceTypeCode', INVOICE_TYPE_CODES[document.kind], {
    name: invoiceTypeName(document),
  });
  w.add(root, 'cbc', 'DocumentCurrencyCode', 'SAR');
  w.add(root, 'cbc', 'TaxCurrencyCode', 'SAR');
  if (document.kind !== 'invoice' && document.reference) {
    const billing = w.add(root, 'cac', 'BillingReference');
    w.add(w.add(billing, 'cac', 'InvoiceDocumentReference'), 'cbc', 'ID', document.reference.invoiceNumber);
  }
  const counter = w.add(root, 'cac', 'AdditionalDocumentReference');
  w.add(counter, 'cbc', 'ID', 'ICV');
  w.add(counter, 'cbc', 'UUID', String(document.counter));
  writeBinaryReference(w, root, 'PIH', document.previousHash);
  if (stamp) {
    writeBinaryReference(w, root, 'QR', stamp.qr);
    const signature = w.add(root, 'cac', 'Signature');
    w.add(signature, 'cbc', 'ID', 'urn:oasis:names:specification:ubl:signature:Invoice');
    w.add(signature, 'cbc', 'SignatureMethod', 'urn:oasis:names:specification:ubl:dsig:enveloped:xades');
  }

  const supplier = w.add(w.add(root, 'cac', 'AccountingSupplierParty'), 'cac', 'Party');
  w.add(w.add(supplier, 'cac', 'PartyIdentification'), 'cbc', 'ID', document.seller.crNumber, {
    schemeID: 'CRN',
  });
  writeAddress(w, supplier, document.seller.address);
  writeVatScheme(w, supplier, document.seller.vatNumber);
  w.add(w.add(supplier, 'cac', 'PartyLegalEntity'), 'cbc', 'RegistrationName', document.seller.nameAr);

  const customerParty = w.add(root, 'cac', 'AccountingCustomerParty');
  const buyer = document.buyer;
  if (buyer && (buyer.name.trim() || buyer.address || buyer.vatNumber)) {
    const customer = w.add(customerParty, 'cac', 'Party');
    if (buyer.address) writeAddress(w, customer, buyer.address);
    if (buyer.vatNumber) writeVatScheme(w, customer, buyer.vatNumber);
    if (buyer.name.trim())
      w.add(w.add(customer, 'cac', 'PartyLegalEntity'), 'cbc', 'RegistrationName', buyer.name);
  }

  // The supply date (KSA-5): goods are supplied on the day the order is placed.
  w.add(w.add(root, 'cac', 'Delivery'), 'cbc', 'ActualDeliveryDate', issued.date);
  const paymentMeans = w.add(root, 'cac', 'PaymentMeans');
  w.add(paymentMeans, 'cbc', 'PaymentMeansCode', PAYMENT_MEANS_CODES[document.paymentMeans]);
  // A note's reason (KSA-10) is carried as the payment instruction note.
  if (document.kind !== 'invoice' && document.reference) {
    w.add(paymentMeans, 'cbc', 'InstructionNote', document.reference.reason);
  }
  if (amounts.allowanceHalalas > 0)
    writeAllowanceCharge(w, root, false, amounts.allowanceHalalas, document.vatBasisPoints);
  if (amounts.chargeHalalas > 0)
    writeAllowanceCharge(w, root, true, amounts.chargeHalalas, document.vatBasisPoints);

  // Two tax totals: the first in the tax currency (SAR) alone, the second with the breakdown.
  w.amount(w.add(root, 'cac', 'TaxTotal'), 'TaxAmount', amounts.vatHalalas);
  const taxTotal = w.add(root, 'cac', 'TaxTotal');
  w.amount(taxTotal, 'TaxAmount', amounts.vatHalalas);
  const subtotal = w.add(taxTotal, 'cac', 'TaxSubtotal');
  w.amount(subtotal, 'TaxableAmount', amounts.taxExclusiveHalalas);
  w.amount(subtotal, 'TaxAmount', amounts.vatHalalas);
  writeTaxCategory(w, subtotal, 'TaxCategory', document.vatBasisPoints, true);

  const monetary = w.add(root, 'cac', 'LegalMonetaryTotal');
  w.amount(monetary, 'LineExtensionAmount', amounts.lineTotalHalalas);
  w.amount(monetary, 'TaxExclusiveAmount', amounts.taxExclusiveHalalas);
  w.amount(monetary, 'TaxInclusiveAmount', amounts.taxInclusiveHalalas);
  w.amount(monetary, 'AllowanceTotalAmount', amounts.allowanceHalalas);
  w.amount(monetary, 'ChargeTotalAmount', amounts.chargeHalalas);
  w.amount(monetary, 'PrepaidAmount', 0);
  w.amount(monetary, 'PayableAmount', amounts.payableHalalas);

  for (const [index, line] of document.lines.entries()) {
    const lineAmounts = amounts.lines[index]!;
    const element = w.add(root, 'cac', 'InvoiceLine');
    w.add(element, 'cbc', 'ID', String(index + 1));
    w.add(element, 'cbc', 'InvoicedQuantity', String(line.quantity), { unitCode: 'PCE' });
    w.amount(element, 'LineExtensionAmount', lineAmounts.netHalalas);
    const lineTax = w.add(element, 'cac', 'TaxTotal');
    w.amount(lineTax, 'TaxAmount', lineAmounts.vatHalalas);
    w.amount(lineTax, 'RoundingAmount', lineAmounts.grossHalalas);
    const item = w.add(element, 'cac', 'Item');
    w.add(item, 'cbc', 'Name', line.name);
    writeTaxCategory(w, item, 'ClassifiedTaxCategory', document.vatBasisPoints, false);
    w.amount(w.add(element, 'cac', 'Price'), 'PriceAmount', line.unitHalalas);
  }

  return `<?xml version="1.0" encoding="UTF-8"?>\n${new XMLSerializer().serializeToString(doc)}`;
}
