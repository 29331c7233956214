import { divRoundHalfUp, BASIS_POINTS_100_PERCENT, type Halalas } from '../money';
import { ADDITIONAL_NUMBER, BUILDING_NUMBER, POSTAL_CODE } from '../national-address';

/**
 * What an e-invoice says, before it becomes XML: ZATCA's phase 2 (Fatoora) documents as this shop
 * issues them. Amounts are whole halalas; the XML writes them with two decimals.
 */

/** A tax invoice, or a note that corrects one (credit: the total falls; debit: it grows). */
export type EInvoiceKind = 'invoice' | 'credit-note' | 'debit-note';

/**
 * Standard (B2B, the buyer gave a VAT number: cleared by ZATCA before the buyer gets it) or
 * simplified (B2C: reported to ZATCA within 24 hours).
 */
export type EInvoiceForm = 'standard' | 'simplified';

/** UN/CEFACT 1001 codes ZATCA uses for the document type. */
export const INVOICE_TYPE_CODES: Record<EInvoiceKind, string> = {
  invoice: '388',
  'credit-note': '381',
  'debit-note': '383',
};

/** How the buyer paid (UN/EDIFACT 4461 codes ZATCA lists). */
export type EInvoicePaymentMeans = 'cash' | 'card' | 'transfer';
export const PAYMENT_MEANS_CODES: Record<EInvoicePaymentMeans, string> = {
  cash: '10',
  transfer: '42',
  card: '48',
};

/** A Saudi national address, as a standard invoice must carry it for seller and buyer. */
export interface NationalAddress {
  street: string;
  /** Four digits. */
  buildingNumber: string;
  /** Four digits (the "additional number"); optional for the buyer. */
  additionalNumber?: string;
  district: string;
  city: string;
  /** Five digits. */
  postalCode: string;
  /** ISO 3166-1 alpha-2; SA for a Saudi address. */
  country: string;
}

export interface EInvoiceSeller {
  /** The registered Arabic name: a tax invoice is always in Arabic. */
  nameAr: string;
  /** Fifteen digits, starting and ending with 3. */
  vatNumber: string;
  /** Commercial registration number. */
  crNumber: string;
  address: NationalAddress;
}

export interface EInvoiceBuyer {
  name: string;
  /** Present on a standard invoice. */
  vatNumber?: string;
  /** The national address; required on a standard invoice. */
  address?: NationalAddress;
}

export interface EInvoiceLine {
  name: string;
  /** Whole pieces. */
  quantity: number;
  /** The price of one piece before VAT. */
  unitHalalas: Halalas;
}

/** The note's link to the invoice it corrects, and why (ZATCA requires both on a note). */
export interface EInvoiceReference {
  /** The corrected invoice's number (cbc:ID). */
  invoiceNumber: string;
  reason: string;
}

export interface EInvoiceDocument {
  kind: EInvoiceKind;
  form: EInvoiceForm;
  /** The shop's number of this document (cbc:ID), unique per shop. */
  number: string;
  /** A UUID, unique per document. */
  uuid: string;
  issuedAt: Date;
  /** The invoice counter value (ICV): 1, 2, 3… across every document of the shop. */
  counter: number;
  /** The previous document's hash (PIH), base64; FIRST_PREVIOUS_INVOICE_HASH for the first. */
  previousHash: string;
  seller: EInvoiceSeller;
  buyer?: EInvoiceBuyer;
  lines: readonly EInvoiceLine[];
  /** Document-level discount (the coupon), before VAT. */
  allowanceHalalas: Halalas;
  /** Document-level charge (delivery), before VAT. */
  chargeHalalas: Halalas;
  /** The standard VAT rate in basis points (1500 = 15%); every line and charge is standard rated. */
  vatBasisPoints: number;
  paymentMeans: EInvoicePaymentMeans;
  /** Required on a credit or debit note. */
  reference?: EInvoiceReference;
}

/**
 * ZATCA's documented previous-invoice hash for a shop's first document: base64 of the hex SHA-256
 * of "0".
 */
export const FIRST_PREVIOUS_INVOICE_HASH =
  'NWZlY2ViNjZmZmM4NmYzOGQ5NTI3ODZjNmQ2OTZjNzljMmRiYzIzOWRkNGU5MWI0NjcyOWQ3M2EyN2ZiNTdlOQ==';

export interface EInvoiceLineAmounts {
  /** quantity × unit price (BT-131), exact in halalas. */
  netHalalas: Halalas;
  /** The line's VAT (KSA-11): net × rate, rounded half up to the halala. */
  vatHalalas: Halalas;
  /** net + VAT (KSA-12). */
  grossHalalas: Halalas;
}

export interface EInvoiceAmounts {
  lines: EInvoiceLineAmounts[];
  /** Σ line nets (BT-106). */
  lineTotalHalalas: Halalas;
  allowanceHalalas: Halalas;
  chargeHalalas: Halalas;
  /** lines − allowance + charge (BT-109): what VAT is charged on. */
  taxExclusiveHalalas: Halalas;
  /**
   * The document's VAT (BT-110): the taxable amount × rate, rounded half up once, at the document
   * level (BR-S-09). The lines' own VAT amounts are information and may add up to a halala more or
   * less.
   */
  vatHalalas: Halalas;
  /** taxExclusive + VAT (BT-112). */
  taxInclusiveHalalas: Halalas;
  /** What the buyer owes (BT-115): the tax inclusive amount; nothing is prepaid in this shop. */
  payableHalalas: Halalas;
}

function vatOn(base: Halalas, basisPoints: number): Halalas {
  return divRoundHalfUp(base * basisPoints, BASIS_POINTS_100_PERCENT);
}

/**
 * The net amount (before VAT) of a part refund of `grossHalalas`: the one whose VAT, rounded as
 * the document rounds it, adds back up to the gross when such a net exists. When none does (10.00
 * SAR at 15%: 8.70 + 1.31 = 10.01, 8.69 + 1.30 = 9.99), the note credits a halala less than was
 * given back, never more: a credit note may not reduce the tax due by more than was refunded.
 */
export function netOfGross(grossHalalas: number, basisPoints: number): number {
  const estimate = divRoundHalfUp(
    grossHalalas * BASIS_POINTS_100_PERCENT,
    BASIS_POINTS_100_PERCENT + basisPoints,
  );
  const grossOf = (net: number) => net + vatOn(net, basisPoints);
  const candidates = [estimate + 1, estimate, estimate - 1, estimate - 2];
  return (
    candidates.find((net) => grossOf(net) === grossHalalas) ??
    candidates.find((net) => net >= 0 && grossOf(net) <= grossHalalas) ??
    0
  );
}

/** The amounts an e-invoice states, with ZATCA's rounding (see EInvoiceAmounts). */
export function eInvoiceAmounts(
  document: Pick<EInvoiceDocument, 'lines' | 'allowanceHalalas' | 'chargeHalalas' | 'vatBasisPoints'>,
): EInvoiceAmounts {
  const lines = document.lines.map((line) => {
    const netHalalas = line.quantity * line.unitHalalas;
    const vatHalalas = vatOn(netHalalas, document.vatBasisPoints);
    return { netHalalas, vatHalalas, grossHalalas: netHalalas + vatHalalas };
  });
  const lineTotalHalalas = lines.reduce((sum, line) => sum + line.netHalalas, 0);
  const taxExclusiveHalalas = lineTotalHalalas - document.allowanceHalalas + document.chargeHalalas;
  const vatHalalas = vatOn(taxExclusiveHalalas, document.vatBasisPoints);
  const taxInclusiveHalalas = taxExclusiveHalalas + vatHalalas;
  return {
    lines,
    lineTotalHalalas,
    allowanceHalalas: document.allowanceHalalas,
    chargeHalalas: document.chargeHalalas,
    taxExclusiveHalalas,
    vatHalalas,
    taxInclusiveHalalas,
    payableHalalas: taxInclusiveHalalas,
  };
}

/** Why a document cannot be issued as it stands; empty when it can. */
export function eInvoiceProblems(document: EInvoiceDocument): string[] {
  const problems: string[] = [];
  if (!/^3\d{13}3$/.test(document.seller.vatNumber)) problems.push('seller.vatNumber');
  if (!document.seller.nameAr.trim()) problems.push('seller.nameAr');
  if (!/^\d+$/.test(document.seller.crNumber)) problems.push('seller.crNumber');
  problems.push(...addressProblems(document.seller.address, 'seller.address'));
  if (document.form === 'standard') {
    const buyer = document.buyer;
    if (!buyer?.name.trim()) problems.push('buyer.name');
    if (!buyer?.vatNumber || !/^3\d{13}3$/.test(buyer.vatNumber)) problems.push('buyer.vatNumber');
    if (!buyer?.address) problems.push('buyer.address');
    else problems.push(...addressProblems(buyer.address, 'buyer.address'));
  }
  if (
    document.kind !== 'invoice' &&
    !(document.reference?.invoiceNumber && document.reference.reason.trim())
  ) {
    problems.push('reference');
  }
  if (document.lines.length === 0) problems.push('lines');
  for (const [index, line] of document.lines.entries()) {
    if (!Number.isInteger(line.quantity) || line.quantity <= 0) problems.push(`lines.${index}.quantity`);
    if (!Number.isInteger(line.unitHalalas) || line.unitHalalas < 0)
      problems.push(`lines.${index}.unitHalalas`);
    if (!line.name.trim()) problems.push(`lines.${index}.name`);
  }
  if (!Number.isInteger(document.vatBasisPoints) || document.vatBasisPoints <= 0)
    problems.push('vatBasisPoints');
  if (!Number.isInteger(document.counter) || document.counter < 1) problems.push('counter');
  const amounts = eInvoiceAmounts(document);
  if (document.allowanceHalalas < 0 || document.allowanceHalalas > amounts.lineTotalHalalas)
    problems.push('allowanceHalalas');
  if (document.chargeHalalas < 0) problems.push('chargeHalalas');
  return problems;
}

function addressProblems(address: NationalAddress, at: string): string[] {
  const problems: string[] = [];
  if (!address.street.trim()) problems.push(`${at}.street`);
  if (!BUILDING_NUMBER.test(address.buildingNumber)) problems.push(`${at}.buildingNumber`);
  if (address.additionalNumber !== undefined && !ADDITIONAL_NUMBER.test(address.additionalNumber)) {
    problems.push(`${at}.additionalNumber`);
  }
  if (!address.district.trim()) problems.push(`${at}.district`);
  if (!address.city.trim()) problems.push(`${at}.city`);
  if (address.country === 'SA' ? !POSTAL_CODE.test(address.postalCode) : !address.postalCode.trim()) {
    problems.push(`${at}.postalCode`);
  }
  if (!/^[A-Z]{2}$/.test(address.country)) problems.push(`${at}.country`);
  return problems;
}
