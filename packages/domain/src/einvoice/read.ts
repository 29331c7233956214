import { DOMParser, type Element } from '@xmldom/xmldom';
import { INVOICE_TYPE_CODES, type EInvoiceForm, type EInvoiceKind } from './document';
import { NS } from './xml';

/**
 * What a person reads on an e-invoice, taken from its XML: the printed copy (the PDF) states what
 * the XML states, never what the order says now. Amounts stay as the XML writes them ("1150.00").
 */
export interface PrintableAddress {
  street: string;
  buildingNumber: string;
  additionalNumber: string;
  district: string;
  city: string;
  postalCode: string;
  country: string;
}

export interface PrintableParty {
  name: string;
  vatNumber: string;
  /** The seller's commercial registration number; empty for the buyer. */
  crNumber: string;
  address: PrintableAddress | null;
}

export interface PrintableLine {
  name: string;
  quantity: string;
  unitPrice: string;
  net: string;
  vatPercent: string;
  vat: string;
  gross: string;
}

export interface PrintableEInvoice {
  kind: EInvoiceKind;
  form: EInvoiceForm;
  number: string;
  uuid: string;
  /** YYYY-MM-DD and HH:MM:SS as the XML states them (Saudi time). */
  issueDate: string;
  issueTime: string;
  /** The corrected invoice's number and why, on a credit or debit note. */
  reference: { invoiceNumber: string; reason: string } | null;
  seller: PrintableParty;
  buyer: PrintableParty | null;
  lines: PrintableLine[];
  allowance: string;
  charge: string;
  taxExclusive: string;
  vatPercent: string;
  vat: string;
  taxInclusive: string;
  payable: string;
  /** The phase-2 QR's text (base64 TLV); empty on a document not yet stamped. */
  qr: string;
}

function children(parent: Element, prefix: 'cac' | 'cbc', name: string): Element[] {
  const found: Element[] = [];
  for (let node = parent.firstChild; node; node = node.nextSibling) {
    if (node.nodeType === 1) {
      const element = node as Element;
      if (element.namespaceURI === NS[prefix] && element.localName === name) found.push(element);
    }
  }
  return found;
}

/** The first child along a path of `prefix:name` steps, or null. */
function at(parent: Element | null, ...path: string[]): Element | null {
  let current = parent;
  for (const step of path) {
    if (!current) return null;
    const [prefix, name] = step.split(':') as ['cac' | 'cbc', string];
    current = children(current, prefix, name)[0] ?? null;
  }
  return current;
}

const text = (parent: Element | null, ...path: string[]) => at(parent, ...path)?.textContent?.trim() ?? '';

function address(party: Element): PrintableAddress | null {
  const postal = at(party, 'cac:PostalAddress');
  if (!postal) return null;
  return {
    street: text(postal, 'cbc:StreetName'),
    buildingNumber: text(postal, 'cbc:BuildingNumber'),
    additionalNumber: text(postal, 'cbc:PlotIdentification'),
    district: text(postal, 'cbc:CitySubdivisionName'),
    city: text(postal, 'cbc:CityName'),
    postalCode: text(postal, 'cbc:PostalZone'),
    country: text(postal, 'cac:Country', 'cbc:IdentificationCode'),
  };
}

function party(
  root: Element,
  role: 'AccountingSupplierParty' | 'AccountingCustomerParty',
): PrintableParty | null {
  const element = at(root, `cac:${role}`, 'cac:Party');
  if (!element) return null;
  const identification = children(element, 'cac', 'PartyIdentification')
    .map((id) => at(id, 'cbc:ID'))
    .find((id) => id?.getAttribute('schemeID') === 'CRN');
  return {
    name: text(element, 'cac:PartyLegalEntity', 'cbc:RegistrationName'),
    vatNumber: text(element, 'cac:PartyTaxScheme', 'cbc:CompanyID'),
    crNumber: identification?.textContent?.trim() ?? '',
    address: address(element),
  };
}

const KIND_BY_CODE = Object.fromEntries(
  Object.entries(INVOICE_TYPE_CODES).map(([kind, code]) => [code, kind]),
) as Record<string, EInvoiceKind>;

/** Reads an e-invoice this shop issued (or ZATCA cleared) into what its printed copy shows. */
export function readEInvoice(xml: string): PrintableEInvoice {
  const root = new DOMParser().parseFromString(xml, 'application/xml').documentElement;
  if (!root || root.localName !== 'Invoice') throw new Error('Not a UBL invoice');
  const typeCode = at(root, 'cbc:InvoiceTypeCode');
  const kind = KIND_BY_CODE[typeCode?.textContent?.trim() ?? ''];
  if (!kind) throw new Error('Unknown invoice type code');
  const form: EInvoiceForm = typeCode?.getAttribute('name')?.startsWith('01') ? 'standard' : 'simplified';
  const qr = children(root, 'cac', 'AdditionalDocumentReference').find((ref) => text(ref, 'cbc:ID') === 'QR');
  const allowances = children(root, 'cac', 'AllowanceCharge');
  // This shop writes at most one document-level discount and one charge (delivery).
  const amountOf = (charge: boolean) =>
    allowances
      .filter((a) => text(a, 'cbc:ChargeIndicator') === String(charge))
      .map((a) => text(a, 'cbc:Amount'))[0] ?? '0.00';
  const taxTotal = children(root, 'cac', 'TaxTotal').find((total) => at(total, 'cac:TaxSubtotal'));
  const monetary = at(root, 'cac:LegalMonetaryTotal');
  const buyer = party(root, 'AccountingCustomerParty');
  return {
    kind,
    form,
    number: text(root, 'cbc:ID'),
    uuid: text(root, 'cbc:UUID'),
    issueDate: text(root, 'cbc:IssueDate'),
    issueTime: text(root, 'cbc:IssueTime'),
    reference:
      kind === 'invoice'
        ? null
        : {
            invoiceNumber: text(root, 'cac:BillingReference', 'cac:InvoiceDocumentReference', 'cbc:ID'),
            reason: text(root, 'cac:PaymentMeans', 'cbc:InstructionNote'),
          },
    seller: party(root, 'AccountingSupplierParty') ?? {
      name: '',
      vatNumber: '',
      crNumber: '',
      address: null,
    },
    buyer: buyer && (buyer.name || buyer.vatNumber || buyer.address) ? buyer : null,
    lines: children(root, 'cac', 'InvoiceLine').map((line) => ({
      name: text(line, 'cac:Item', 'cbc:Name'),
      quantity: text(line, 'cbc:InvoicedQuantity'),
      unitPrice: text(line, 'cac:Price', 'cbc:PriceAmount'),
      net: text(line, 'cbc:LineExtensionAmount'),
      vatPercent: text(line, 'cac:Item', 'cac:ClassifiedTaxCategory', 'cbc:Percent'),
      vat: text(line, 'cac:TaxTotal', 'cbc:TaxAmount'),
      gross: text(line, 'cac:TaxTotal', 'cbc:RoundingAmount'),
    })),
    allowance: amountOf(false),
    charge: amountOf(true),
    taxExclusive: text(monetary, 'cbc:TaxExclusiveAmount'),
    vatPercent: text(taxTotal ?? null, 'cac:TaxSubtotal', 'cac:TaxCategory', 'cbc:Percent'),
    vat: text(taxTotal ?? null, 'cbc:TaxAmount'),
    taxInclusive: text(monetary, 'cbc:TaxInclusiveAmount'),
    payable: text(monetary, 'cbc:PayableAmount'),
    qr: qr ? text(qr, 'cac:Attachment', 'cbc:EmbeddedDocumentBinaryObject') : '',
  };
}
