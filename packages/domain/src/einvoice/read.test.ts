import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { eInvoiceAmounts } from './document';
import { readEInvoice } from './read';
import { signEInvoice } from './stamp';
import { sdkTestCredentials, testDocument } from './test-documents';
import { xmlAmount } from './xml';

describe('reading an e-invoice back for its printed copy', () => {
  it.each([
    ['invoice', 'standard'],
    ['invoice', 'simplified'],
    ['credit-note', 'standard'],
    ['debit-note', 'simplified'],
  ] as const)('states what the signed %s (%s) states', (kind, form) => {
    const document = testDocument(kind, form);
    const signed = signEInvoice(document, sdkTestCredentials);
    const printed = readEInvoice(signed.xml);
    const amounts = eInvoiceAmounts(document);

    expect(printed).toMatchObject({
      kind,
      form,
      number: document.number,
      uuid: document.uuid,
      issueDate: '2026-11-25',
      issueTime: '12:30:15',
      qr: signed.qr,
      allowance: xmlAmount(document.allowanceHalalas),
      charge: xmlAmount(document.chargeHalalas),
      taxExclusive: xmlAmount(amounts.taxExclusiveHalalas),
      vat: xmlAmount(amounts.vatHalalas),
      vatPercent: '15.00',
      payable: xmlAmount(amounts.payableHalalas),
    });
    expect(printed.seller).toEqual({
      name: document.seller.nameAr,
      vatNumber: document.seller.vatNumber,
      crNumber: document.seller.crNumber,
      address: { ...document.seller.address },
    });
    expect(printed.lines).toEqual(
      document.lines.map((line, index) => ({
        name: line.name,
        quantity: String(line.quantity),
        unitPrice: xmlAmount(line.unitHalalas),
        net: xmlAmount(amounts.lines[index]!.netHalalas),
        vatPercent: '15.00',
        vat: xmlAmount(amounts.lines[index]!.vatHalalas),
        gross: xmlAmount(amounts.lines[index]!.grossHalalas),
      })),
    );
    if (form === 'standard') {
      expect(printed.buyer).toEqual({
        name: document.buyer!.name,
        vatNumber: document.buyer!.vatNumber,
        crNumber: '',
        address: { additionalNumber: '', ...document.buyer!.address },
      });
    } else {
      expect(printed.buyer).toEqual({ name: 'Sara', vatNumber: '', crNumber: '', address: null });
    }
    expect(printed.reference).toEqual(kind === 'invoice' ? null : document.reference);
  });

  it("reads ZATCA's own samples: number, parties, lines and totals", () => {
    const dir = path.join(import.meta.dirname, 'fixtures', 'samples');
    const samples = readdirSync(dir).filter((name) => name.endsWith('.xml'));
    expect(samples.length).toBeGreaterThan(0);
    for (const name of samples) {
      const printed = readEInvoice(readFileSync(path.join(dir, name), 'utf8'));
      expect(printed.number, name).not.toBe('');
      expect(printed.seller.vatNumber, name).toMatch(/^3\d{13}3$/);
      expect(printed.lines.length, name).toBeGreaterThan(0);
      expect(Number(printed.payable), name).toBeGreaterThan(0);
      expect(printed.qr, name).not.toBe('');
    }
  });

  it('refuses what is not an invoice', () => {
    expect(() => readEInvoice('<Order/>')).toThrow();
  });
});
