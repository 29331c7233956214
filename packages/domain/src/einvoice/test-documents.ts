/** Test material for e-invoicing (the `@shop/domain/einvoice/testing` entry): never used by the shop itself. */
import { createPrivateKey } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import {
  FIRST_PREVIOUS_INVOICE_HASH,
  type EInvoiceDocument,
  type EInvoiceForm,
  type EInvoiceKind,
} from './document';
import type { EInvoiceCredentials } from './stamp';

/** ZATCA's SDK test key and the certificate it issued for it (public test material). */
export const sdkTestCredentials: EInvoiceCredentials = {
  privateKey: createPrivateKey(
    readFileSync(path.join(import.meta.dirname, 'fixtures', 'zatca-sdk-test-key.pem')),
  ),
  certificate: readFileSync(
    path.join(import.meta.dirname, 'fixtures', 'zatca-sdk-test-certificate.txt'),
    'utf8',
  ).trim(),
};

/** A document of each kind and form as the shop issues them, for the tests. */
export function testDocument(
  kind: EInvoiceKind,
  form: EInvoiceForm,
  overrides: Partial<EInvoiceDocument> = {},
): EInvoiceDocument {
  return {
    kind,
    form,
    number: kind === 'invoice' ? 'INV-1001' : 'CN-1001',
    uuid: '3cf5ee18-ee25-44ea-a444-2c37ba7f28be',
    issuedAt: new Date('2026-11-25T09:30:15Z'),
    counter: 7,
    previousHash: FIRST_PREVIOUS_INVOICE_HASH,
    seller: {
      nameAr: 'شركة الزي الموحد للتجارة | Uniform Trading Co.',
      vatNumber: '399999999900003',
      crNumber: '1010010000',
      address: {
        street: 'الأمير سلطان | Prince Sultan',
        buildingNumber: '2322',
        additionalNumber: '7788',
        district: 'المربع | Al-Murabba',
        city: 'الرياض | Riyadh',
        postalCode: '23333',
        country: 'SA',
      },
    },
    buyer:
      form === 'standard'
        ? {
            name: 'مؤسسة المدارس الأهلية <& "Schools">',
            vatNumber: '399999999800003',
            address: {
              street: 'صلاح الدين',
              buildingNumber: '1111',
              district: 'المروج',
              city: 'الرياض',
              postalCode: '12222',
              country: 'SA',
            },
          }
        : { name: 'Sara' },
    lines: [
      { name: 'قميص مدرسي أبيض | White school shirt', quantity: 120, unitHalalas: 3_333 },
      { name: 'Trousers', quantity: 7, unitHalalas: 4_999 },
    ],
    allowanceHalalas: 2_500,
    chargeHalalas: 3_000,
    vatBasisPoints: 1_500,
    paymentMeans: 'transfer',
    reference:
      kind === 'invoice' ? undefined : { invoiceNumber: 'INV-1000', reason: 'Order cancelled | ألغي الطلب' },
    ...overrides,
  };
}
