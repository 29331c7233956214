import { createPublicKey, verify } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { validateXML, type XMLFileInfo } from 'xmllint-wasm';
import {
  eInvoiceAmounts,
  eInvoiceProblems,
  netOfGross,
  type EInvoiceForm,
  type EInvoiceKind,
} from './document';
import { invoiceHash, signedPropertiesDigest } from './hash';
import { readQrFields } from './qr';
import { certificateFacts, signEInvoice } from './stamp';
import { sdkTestCredentials, testDocument } from './test-documents';
import { eInvoiceXml } from './xml';

const kinds: EInvoiceKind[] = ['invoice', 'credit-note', 'debit-note'];
const forms: EInvoiceForm[] = ['standard', 'simplified'];
const cases = kinds.flatMap((kind) => forms.map((form) => [kind, form] as const));

const schemaDir = path.join(import.meta.dirname, 'fixtures', 'ubl-2.1');
function schemaFiles(dir: string): XMLFileInfo[] {
  return readdirSync(path.join(schemaDir, dir)).map((name) => ({
    // Names as the schemas import one another (maindoc/… imports ../common/…).
    fileName: dir === 'maindoc' ? name : `../common/${name}`,
    contents: readFileSync(path.join(schemaDir, dir, name), 'utf8'),
  }));
}

describe('e-invoice documents', () => {
  it.each(cases)('a signed %s (%s) hashes as its QR says and its signature verifies', (kind, form) => {
    const document = testDocument(kind, form);
    expect(eInvoiceProblems(document)).toEqual([]);
    const signed = signEInvoice(document, sdkTestCredentials);
    expect(invoiceHash(signed.xml)).toBe(signed.hash);
    expect(invoiceHash(eInvoiceXml(document))).toBe(signed.hash);

    const qr = readQrFields(signed.qr);
    const text = (tag: number) => new TextDecoder().decode(qr.get(tag));
    expect(text(1)).toBe(document.seller.nameAr);
    expect(text(2)).toBe('399999999900003');
    expect(text(3)).toBe('2026-11-25T12:30:15');
    const amounts = eInvoiceAmounts(document);
    expect(text(4)).toBe((amounts.taxInclusiveHalalas / 100).toFixed(2));
    expect(text(5)).toBe((amounts.vatHalalas / 100).toFixed(2));
    expect(text(6)).toBe(signed.hash);
    const publicKey = createPublicKey({ key: Buffer.from(qr.get(8)!), format: 'der', type: 'spki' });
    expect(
      verify('sha256', Buffer.from(signed.hash, 'base64'), publicKey, Buffer.from(text(7), 'base64')),
    ).toBe(true);
    expect(qr.has(9)).toBe(form === 'simplified');

    expect(signed.xml).toContain(`<ds:DigestValue>${signedPropertiesDigest(signed.xml)}</ds:DigestValue>`);
    expect(signed.xml).toContain(
      `<ds:DigestValue>${certificateFacts(sdkTestCredentials.certificate).digest}</ds:DigestValue>`,
    );
    expect(signed.xml).toContain(kind === 'invoice' ? '>388<' : kind === 'credit-note' ? '>381<' : '>383<');
    expect(signed.xml).toContain(form === 'standard' ? 'name="0100000"' : 'name="0200000"');
    // Markup in a name is text, never structure.
    if (form === 'standard') expect(signed.xml).toContain('&lt;&amp; "Schools"&gt;</cbc:RegistrationName>');
  });

  it('every kind of document is valid against the UBL 2.1 schemas', async () => {
    const xml = cases.map(([kind, form]) => ({
      fileName: `${kind}-${form}.xml`,
      contents: signEInvoice(testDocument(kind, form), sdkTestCredentials).xml,
    }));
    const [main, ...others] = [...schemaFiles('maindoc'), ...schemaFiles('common')];
    const result = await validateXML({ xml, schema: [main!], preload: others });
    expect(result.errors.map((error) => error.message)).toEqual([]);
    expect(result.valid).toBe(true);

    const broken = xml[0]!.contents.replace('<cbc:IssueDate>', '<cbc:DueDate>x</cbc:DueDate><cbc:IssueDate>');
    const refused = await validateXML({
      xml: [{ fileName: 'broken.xml', contents: broken }],
      schema: [main!],
      preload: others,
    });
    expect(refused.valid).toBe(false);
  });

  it('names what stops a document from being issued', () => {
    const standard = testDocument('invoice', 'standard');
    expect(eInvoiceProblems({ ...standard, buyer: { name: 'No VAT number' } })).toEqual([
      'buyer.vatNumber',
      'buyer.address',
    ]);
    expect(eInvoiceProblems(testDocument('credit-note', 'simplified', { reference: undefined }))).toEqual([
      'reference',
    ]);
    expect(
      eInvoiceProblems(
        testDocument('invoice', 'simplified', { lines: [{ name: ' ', quantity: 0, unitHalalas: -1 }] }),
      ),
    ).toEqual(['lines.0.quantity', 'lines.0.unitHalalas', 'lines.0.name', 'allowanceHalalas']);
    expect(
      eInvoiceProblems(testDocument('invoice', 'simplified', { counter: 0, vatBasisPoints: 0 })),
    ).toEqual(['vatBasisPoints', 'counter']);
  });
});

describe('e-invoice amounts', () => {
  // Each case: lines as [quantity, unit halalas], coupon, delivery, rate → line VATs, VAT, total.
  const table: [string, [number, number][], number, number, number, number[], number, number][] = [
    ['half a halala rounds up on a line and on the document', [[1, 10]], 0, 0, 1500, [2], 2, 12],
    ['below half rounds down', [[1, 13]], 0, 0, 1500, [2], 2, 15],
    [
      'VAT is taken once on the document total, not summed from rounded lines',
      [
        [1, 10],
        [1, 10],
        [1, 10],
      ],
      0,
      0,
      1500,
      [2, 2, 2],
      5,
      35,
    ],
    ['the coupon lowers what VAT is charged on', [[10, 1000]], 1000, 0, 1500, [1500], 1350, 10350],
    ['delivery is a standard-rated charge', [[2, 500]], 0, 3000, 1500, [150], 600, 4600],
    ['wholesale quantities stay exact', [[12000, 3333]], 0, 0, 1500, [5999400], 5999400, 45995400],
    ['a different rate', [[3, 333]], 0, 0, 500, [50], 50, 1049],
  ];
  it.each(table)('%s', (_, lines, coupon, delivery, rate, lineVats, vat, total) => {
    const amounts = eInvoiceAmounts({
      lines: lines.map(([quantity, unitHalalas]) => ({ name: 'x', quantity, unitHalalas })),
      allowanceHalalas: coupon,
      chargeHalalas: delivery,
      vatBasisPoints: rate,
    });
    expect(amounts.lines.map((line) => line.vatHalalas)).toEqual(lineVats);
    expect(amounts.lines.every((line) => line.grossHalalas === line.netHalalas + line.vatHalalas)).toBe(true);
    expect(amounts.vatHalalas).toBe(vat);
    expect(amounts.taxInclusiveHalalas).toBe(total);
    expect(amounts.taxInclusiveHalalas).toBe(amounts.taxExclusiveHalalas + amounts.vatHalalas);
    expect(amounts.payableHalalas).toBe(total);
  });
});

describe('a part refund as a credit note', () => {
  it('finds the net whose VAT adds back up to the refund, else credits a halala less, never more', () => {
    for (const gross of [1, 2, 99, 100, 115, 1_000, 2_300, 11_500, 123_457]) {
      const net = netOfGross(gross, 1500);
      const credited = net + Math.round((net * 15) / 100);
      expect(credited, String(gross)).toBeLessThanOrEqual(gross);
      expect(gross - credited, String(gross)).toBeLessThanOrEqual(1);
    }
    expect(netOfGross(11_500, 1500)).toBe(10_000);
    expect(netOfGross(1_000, 1500)).toBe(869);
  });
});
