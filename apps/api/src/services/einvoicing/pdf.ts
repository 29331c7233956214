/**
 * An e-invoice's printed copy: a PDF/A-3 document that shows what the e-invoice's XML states (read
 * back from the XML itself, so the copy never drifts from what ZATCA holds) with the XML embedded,
 * as ZATCA allows for sharing an e-invoice. Laid out right to left in Arabic, left to right in
 * English, on A4 pages; a long order's lines run on to further pages under a repeated heading.
 */
import PDFDocument from 'pdfkit';
import QRCode from 'qrcode';
import {
  readEInvoice,
  type PrintableAddress,
  type PrintableEInvoice,
  type PrintableParty,
} from '@shop/domain/einvoice';
import type { Lang } from '../../shared/i18n.js';
import { PageText, registerFonts, type TextStyle } from './pdf-text.js';

const WORDS = {
  ar: {
    title: {
      'invoice-standard': 'فاتورة ضريبية',
      'invoice-simplified': 'فاتورة ضريبية مبسطة',
      'credit-note-standard': 'إشعار دائن',
      'credit-note-simplified': 'إشعار دائن مبسط',
      'debit-note-standard': 'إشعار مدين',
      'debit-note-simplified': 'إشعار مدين مبسط',
    },
    number: 'رقم المستند',
    issued: 'تاريخ الإصدار',
    uuid: 'المعرّف الفريد',
    original: 'الفاتورة الأصلية',
    reason: 'السبب',
    seller: 'البائع',
    buyer: 'المشتري',
    vatNumber: 'الرقم الضريبي',
    crNumber: 'السجل التجاري',
    address: 'العنوان',
    additionalNumber: 'الرقم الإضافي',
    item: 'الصنف',
    quantity: 'الكمية',
    unitPrice: 'سعر الوحدة',
    net: 'المبلغ الخاضع',
    vat: 'الضريبة',
    gross: 'الإجمالي',
    totalsLines: 'مجموع البنود',
    discount: 'الخصم',
    delivery: 'التوصيل',
    taxable: 'الإجمالي الخاضع للضريبة',
    vatAt: (percent: string) => `ضريبة القيمة المضافة ${percent}٪`,
    payable: 'الإجمالي شامل الضريبة',
    currency: 'ر.س',
    comma: '، ',
    page: (page: number, pages: number) => `صفحة ${page} من ${pages}`,
    copy: (number: string) =>
      `نسخة مطبوعة من الفاتورة الإلكترونية ${number}؛ ملف XML المرسل إلى هيئة الزكاة والضريبة والجمارك مرفق بهذا الملف.`,
  },
  en: {
    title: {
      'invoice-standard': 'Tax invoice',
      'invoice-simplified': 'Simplified tax invoice',
      'credit-note-standard': 'Credit note',
      'credit-note-simplified': 'Simplified credit note',
      'debit-note-standard': 'Debit note',
      'debit-note-simplified': 'Simplified debit note',
    },
    number: 'Document number',
    issued: 'Issued',
    uuid: 'Unique identifier',
    original: 'Original invoice',
    reason: 'Reason',
    seller: 'Seller',
    buyer: 'Buyer',
    vatNumber: 'VAT number',
    crNumber: 'CR number',
    address: 'Address',
    additionalNumber: 'Additional number',
    item: 'Item',
    quantity: 'Qty',
    unitPrice: 'Unit price',
    net: 'Taxable',
    vat: 'VAT',
    gross: 'Total',
    totalsLines: 'Lines',
    discount: 'Discount',
    delivery: 'Delivery',
    taxable: 'Total taxable amount',
    vatAt: (percent: string) => `VAT ${percent}%`,
    payable: 'Total including VAT',
    currency: 'SAR',
    comma: ', ',
    page: (page: number, pages: number) => `Page ${page} of ${pages}`,
    copy: (number: string) =>
      `A printed copy of e-invoice ${number}; the XML sent to ZATCA is attached to this file.`,
  },
} as const;

type Words = (typeof WORDS)[Lang];

const PAGE = { width: 595.28, height: 841.89, margin: 40 };
const CONTENT = PAGE.width - 2 * PAGE.margin;
const BOTTOM = PAGE.height - PAGE.margin - 28;
const MUTED = '#555555';
const RULE = '#d0d0d0';
const BODY: TextStyle = { size: 9 };
const SMALL: TextStyle = { size: 8, color: MUTED };
const HEADING: TextStyle = { size: 10, weight: 'bold' };

/** "1150.00" as the shop prints money: thousands separated, two decimals. */
function money(amount: string): string {
  const [whole = '0', fraction = '00'] = amount.split('.');
  const sign = whole.startsWith('-') ? '-' : '';
  return `${sign}${whole.replace('-', '').replace(/\B(?=(\d{3})+(?!\d))/g, ',')}.${fraction.padEnd(2, '0')}`;
}

/** Drops trailing zeros of a percentage: "15.00" → "15". */
const percent = (value: string) => value.replace(/\.?0+$/, '') || '0';

function addressLines(address: PrintableAddress, words: Words): string[] {
  const street = [address.buildingNumber, address.street].filter(Boolean).join(' ');
  const place = [address.district, address.city, address.postalCode].filter(Boolean).join(words.comma);
  return [
    street,
    place,
    address.additionalNumber ? `${words.additionalNumber}: ${address.additionalNumber}` : '',
  ].filter(Boolean);
}

/** Columns of the lines table in reading order: share of the width, and where their text sits. */
const COLUMNS = [
  { key: 'item', share: 0.34, align: 'start' },
  { key: 'quantity', share: 0.08, align: 'end' },
  { key: 'unitPrice', share: 0.13, align: 'end' },
  { key: 'net', share: 0.15, align: 'end' },
  { key: 'vat', share: 0.13, align: 'end' },
  { key: 'gross', share: 0.17, align: 'end' },
] as const;

class InvoiceLayout {
  readonly text: PageText;
  y = PAGE.margin;

  constructor(
    readonly doc: InstanceType<typeof PDFDocument>,
    readonly words: Words,
    rtl: boolean,
  ) {
    this.text = new PageText(doc, rtl);
  }

  /** The page x of a box `offset` from the start edge (the right in Arabic), `width` wide. */
  x(offset: number, width: number): number {
    return this.text.rtl ? PAGE.margin + CONTENT - offset - width : PAGE.margin + offset;
  }

  rule(y = this.y): void {
    this.doc
      .moveTo(PAGE.margin, y)
      .lineTo(PAGE.margin + CONTENT, y)
      .lineWidth(0.5)
      .strokeColor(RULE)
      .stroke();
  }

  /** Label and value pairs, one per line, in a box. Answers the height used. */
  pairs(pairs: [string, string][], offset: number, width: number, y: number): number {
    let used = 0;
    const labelWidth = Math.min(110, width * 0.4);
    for (const [label, value] of pairs) {
      this.text.line(label, this.x(offset, labelWidth), y + used, labelWidth, SMALL);
      used += this.text.block(
        value,
        this.x(offset + labelWidth, width - labelWidth),
        y + used,
        width - labelWidth,
        BODY,
      );
    }
    return used;
  }

  party(title: string, party: PrintableParty, offset: number, width: number, y: number): number {
    this.text.line(title, this.x(offset, width), y, width, HEADING);
    let used = 18;
    used += this.text.block(party.name, this.x(offset, width), y + used, width, { ...BODY, weight: 'bold' });
    const pairs: [string, string][] = [];
    if (party.vatNumber) pairs.push([this.words.vatNumber, party.vatNumber]);
    if (party.crNumber) pairs.push([this.words.crNumber, party.crNumber]);
    if (party.address) pairs.push([this.words.address, addressLines(party.address, this.words).join('\n')]);
    return used + this.pairs(pairs, offset, width, y + used);
  }

  tableHeading(): void {
    let offset = 0;
    this.doc.rect(PAGE.margin, this.y - 3, CONTENT, 18).fill('#f2f2f2');
    for (const column of COLUMNS) {
      const width = column.share * CONTENT;
      this.text.line(
        this.words[column.key],
        this.x(offset + 4, width - 8),
        this.y,
        width - 8,
        { ...SMALL, weight: 'bold' },
        column.align,
      );
      offset += width;
    }
    this.y += 20;
  }

  /** A new page when `height` does not fit on this one; the table's heading again when asked. */
  room(height: number, repeatHeading: boolean): void {
    if (this.y + height <= BOTTOM) return;
    this.doc.addPage();
    this.y = PAGE.margin;
    if (repeatHeading) this.tableHeading();
  }
}

/** The QR drawn as squares (sharp at any zoom, and no image to encode and decode). */
function drawQr(
  doc: InstanceType<typeof PDFDocument>,
  text: string,
  x: number,
  y: number,
  size: number,
): void {
  const { modules } = QRCode.create(text, { errorCorrectionLevel: 'M' });
  const cell = size / modules.size;
  for (let row = 0; row < modules.size; row++) {
    for (let column = 0; column < modules.size; column++) {
      if (modules.get(row, column)) doc.rect(x + column * cell, y + row * cell, cell, cell);
    }
  }
  doc.fill('#000000');
}

/** The printed copy of an e-invoice, in `lang`, with its XML attached. */
export async function eInvoicePdf(xml: string, lang: Lang, createdAt: Date = new Date()): Promise<Buffer> {
  const invoice: PrintableEInvoice = readEInvoice(xml);
  const words = WORDS[lang];
  const title = words.title[`${invoice.kind}-${invoice.form}`];
  const doc = new PDFDocument({
    size: 'A4',
    // The page's own bottom margin is small so the page number under the content never starts a page.
    margins: { top: PAGE.margin, left: PAGE.margin, right: PAGE.margin, bottom: 10 },
    pdfVersion: '1.7',
    subset: 'PDF/A-3b',
    lang,
    displayTitle: true,
    bufferPages: true,
    autoFirstPage: true,
    info: {
      Title: `${title} ${invoice.number}`,
      Author: invoice.seller.name,
      CreationDate: createdAt,
      ModDate: createdAt,
    },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const ended = new Promise<void>((resolve, reject) => {
    doc.on('end', resolve);
    doc.on('error', reject);
  });
  registerFonts(doc);
  const layout = new InvoiceLayout(doc, words, lang === 'ar');
  const { text } = layout;

  // The heading: what the document is, its number and date; the QR at the other end.
  const qrSize = 96;
  const headWidth = CONTENT - qrSize - 16;
  text.line(title, layout.x(0, headWidth), layout.y, headWidth, { size: 18, weight: 'bold' });
  const other = WORDS[lang === 'ar' ? 'en' : 'ar'].title[`${invoice.kind}-${invoice.form}`];
  text.line(other, layout.x(0, headWidth), layout.y + 26, headWidth, { size: 11, color: MUTED });
  if (invoice.qr) drawQr(doc, invoice.qr, layout.x(CONTENT - qrSize, qrSize), layout.y, qrSize);
  const meta: [string, string][] = [
    [words.number, invoice.number],
    [words.issued, `${invoice.issueDate} ${invoice.issueTime}`],
    [words.uuid, invoice.uuid],
  ];
  if (invoice.reference) {
    meta.push([words.original, invoice.reference.invoiceNumber]);
    if (invoice.reference.reason) meta.push([words.reason, invoice.reference.reason]);
  }
  const metaHeight = layout.pairs(meta, 0, headWidth, layout.y + 48);
  layout.y += Math.max(qrSize, 48 + metaHeight) + 12;
  layout.rule();
  layout.y += 10;

  // Seller and buyer side by side.
  const half = (CONTENT - 20) / 2;
  const sellerHeight = layout.party(words.seller, invoice.seller, 0, half, layout.y);
  const buyerHeight = invoice.buyer ? layout.party(words.buyer, invoice.buyer, half + 20, half, layout.y) : 0;
  layout.y += Math.max(sellerHeight, buyerHeight) + 12;
  layout.rule();
  layout.y += 10;

  // The lines.
  layout.tableHeading();
  for (const line of invoice.lines) {
    const cells: Record<(typeof COLUMNS)[number]['key'], string> = {
      item: line.name,
      quantity: line.quantity,
      unitPrice: money(line.unitPrice),
      net: money(line.net),
      vat: money(line.vat),
      gross: money(line.gross),
    };
    const itemWidth = COLUMNS[0].share * CONTENT - 8;
    const height = Math.max(BODY.size * 1.5, text.blockHeight(cells.item, itemWidth, BODY)) + 6;
    layout.room(height, true);
    let offset = 0;
    for (const column of COLUMNS) {
      const width = column.share * CONTENT;
      text.block(cells[column.key], layout.x(offset + 4, width - 8), layout.y, width - 8, BODY, column.align);
      offset += width;
    }
    layout.y += height;
    layout.rule(layout.y - 3);
  }

  // The totals, at the end side under the amounts.
  const totals: [string, string, TextStyle][] = [];
  const lineTotal = invoice.lines.reduce((sum, line) => sum + Math.round(Number(line.net) * 100), 0);
  totals.push([words.totalsLines, money((lineTotal / 100).toFixed(2)), BODY]);
  if (Number(invoice.allowance) > 0) totals.push([words.discount, `-${money(invoice.allowance)}`, BODY]);
  if (Number(invoice.charge) > 0) totals.push([words.delivery, money(invoice.charge), BODY]);
  totals.push([words.taxable, money(invoice.taxExclusive), BODY]);
  totals.push([words.vatAt(percent(invoice.vatPercent)), money(invoice.vat), BODY]);
  totals.push([words.payable, `${money(invoice.payable)} ${words.currency}`, { size: 11, weight: 'bold' }]);
  layout.room(totals.length * 18 + 40, false);
  layout.y += 8;
  const totalsWidth = CONTENT * 0.5;
  for (const [label, value, style] of totals) {
    const labelWidth = totalsWidth * 0.6;
    text.line(label, layout.x(CONTENT - totalsWidth, labelWidth), layout.y, labelWidth, style);
    text.line(
      value,
      layout.x(CONTENT - totalsWidth + labelWidth, totalsWidth - labelWidth),
      layout.y,
      totalsWidth - labelWidth,
      style,
      'end',
    );
    layout.y += style.size * 1.8;
  }
  layout.y += 12;
  layout.room(30, false);
  text.block(words.copy(invoice.number), layout.x(0, CONTENT), layout.y, CONTENT, SMALL);

  // Page numbers, once the number of pages is known.
  const range = doc.bufferedPageRange();
  for (let index = 0; index < range.count; index++) {
    doc.switchToPage(range.start + index);
    text.line(
      words.page(index + 1, range.count),
      PAGE.margin,
      PAGE.height - PAGE.margin - 10,
      CONTENT,
      SMALL,
      'center',
    );
  }

  // PDF/A-3 names how an attached file relates to the document (@types/pdfkit lacks the option).
  const attachment: PDFKit.Mixins.PDFAttachmentOptions & { relationship: 'Data' } = {
    name: `${invoice.number.replace(/[^\w.-]/g, '_')}.xml`,
    type: 'application/xml',
    description: `${title} ${invoice.number} (UBL 2.1)`,
    relationship: 'Data',
    creationDate: createdAt,
    modifiedDate: createdAt,
  };
  doc.file(Buffer.from(xml, 'utf8'), attachment);
  doc.end();
  await ended;
  return Buffer.concat(chunks);
}
