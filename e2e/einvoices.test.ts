/**
 * E-invoices as buyers and staff meet them, on a shop whose owner onboarded it (through the staff
 * API, against the journeys' Fatoora): a business buyer with a VAT number gets a standard tax
 * invoice (the bill titled so and naming them at their national address, its QR the phase-2 one,
 * the XML they download the one ZATCA cleared, the PDF they download a PDF/A-3 with that XML inside
 * and the same QR); an individual gets a simplified tax invoice,
 * reported; a part refund of the paid business order issues a credit note, which the staff's order
 * page lists. E-invoicing is turned off again for the other journeys. Screenshots
 * `einvoice-bill-{standard|simplified}-{lang}-1280.png` and `admin-credit-note-en-1280.png`.
 */
import { execFile } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import type { AdminOrderDetail, OrderDetail } from '@shop/contract';
import { readQrFields } from '@shop/domain/einvoice';
import { openSignedIn, OWNER, staffApi, type StaffApi } from './support/admin';
import { baseURL, DESKTOP, launchBrowser, openContext, screenshot, type Lang } from './support/browser';
import { onboardByApi, SELLER, stopEInvoicing } from './support/einvoicing';
import { readPdf } from '../apps/api/test/support/pdf';
import { readQr, readQrInImage } from './support/qr';
import { customerWithOrder, type CustomerWithOrder } from './support/routes';

const TITLES = {
  ar: {
    standard: 'فاتورة ضريبية',
    simplified: 'فاتورة ضريبية مبسطة',
    xml: 'تنزيل الفاتورة الإلكترونية (XML)',
    pdf: 'تنزيل الفاتورة (PDF)',
  },
  en: {
    standard: 'Tax invoice',
    simplified: 'Simplified tax invoice',
    xml: 'Download the e-invoice (XML)',
    pdf: 'Download the invoice (PDF)',
  },
} as const;

const run = promisify(execFile);

let browser: Browser;
let owner: StaffApi;

beforeAll(async () => {
  browser = await launchBrowser();
  owner = await staffApi(OWNER);
  await onboardByApi(owner);
});

afterAll(async () => {
  if (owner) await stopEInvoicing(owner);
  await browser?.close();
});

async function orderOf(lang: Lang, customer: CustomerWithOrder): Promise<OrderDetail> {
  const response = await fetch(`${baseURL()}/${lang}/api/orders/${customer.orderId}`, {
    headers: { authorization: `Bearer ${customer.token}` },
  });
  return ((await response.json()) as { data: OrderDetail }).data;
}

/** The customer's bill in the browser, once ZATCA accepted its e-invoice. */
async function openBill(
  lang: Lang,
  customer: CustomerWithOrder,
  accepted: 'cleared' | 'reported',
): Promise<Page> {
  await expect.poll(async () => (await orderOf(lang, customer)).einvoice?.status).toBe(accepted);
  const context = await openContext(browser, lang);
  await context.addCookies([{ name: 'token', value: encodeURIComponent(customer.token), url: baseURL() }]);
  const page = await context.newPage();
  await page.goto(`/bill/${customer.orderId}`);
  await page.getByTestId('bill').waitFor();
  return page;
}

/** Clicks one of the bill's download buttons: the saved file's name and where it was saved. */
async function download(page: Page, label: string): Promise<{ name: string; path: string }> {
  const [file] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: label }).click(),
  ]);
  return { name: file.suggestedFilename(), path: await file.path() };
}

/** Clicks the bill's XML button: the saved file's name and text. */
async function downloadXml(page: Page, lang: Lang): Promise<{ name: string; text: string }> {
  const file = await download(page, TITLES[lang].xml);
  return { name: file.name, text: await readFile(file.path, 'utf8') };
}

/** The first page of a PDF as an image, as a reader's screen shows it. */
async function firstPageImage(pdfPath: string): Promise<Buffer> {
  const { stdout } = await run('pdftoppm', ['-r', '150', '-png', '-singlefile', pdfPath], {
    encoding: 'buffer',
    maxBuffer: 64 * 1024 * 1024,
  });
  return stdout;
}

describe('e-invoices on the bill and the order page', () => {
  let business: CustomerWithOrder;

  it('gives a business buyer a standard tax invoice, cleared, at their national address (ar)', async () => {
    business = await customerWithOrder('ar');
    const page = await openBill('ar', business, 'cleared');
    try {
      await page.getByRole('heading', { level: 1, name: TITLES.ar.standard, exact: true }).waitFor();
      expect(await page.getByTestId('bill-national-address').textContent()).toContain('12345');
      // The phase-2 QR: the seller, VAT number, time, total and VAT, then the document's hash,
      // signature and public key (a simplified invoice adds the certificate's signature).
      const order = await orderOf('ar', business);
      const qr = await readQr(page);
      expect(qr).toBe(order.zatca_qr);
      const fields = readQrFields(qr);
      expect([...fields.keys()]).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
      const text = (tag: number) => Buffer.from(fields.get(tag)!).toString('utf8');
      expect(text(2)).toBe(SELLER.vat_number);
      expect(text(4)).toBe(order.total.toFixed(2));

      const xml = await downloadXml(page, 'ar');
      expect(xml.name).toBe(`${order.code}.xml`);
      for (const part of [
        '<cbc:InvoiceTypeCode name="0100000">388',
        '300000000000003',
        '<cbc:PostalZone>12345',
        SELLER.vat_number,
      ]) {
        expect(xml.text).toContain(part);
      }
      // The printed copy: a PDF/A-3 in the bill's language with the same XML inside and the same QR.
      const pdf = await download(page, TITLES.ar.pdf);
      expect(pdf.name).toBe(`${order.code}.pdf`);
      const printed = await readPdf(await readFile(pdf.path));
      expect(printed.attachments).toEqual([{ name: `${order.code}.xml`, text: xml.text }]);
      expect(printed.metadata).toContain('<pdfaid:part>3</pdfaid:part>');
      expect(printed.text).toContain('300000000000003');
      expect(await readQrInImage(await firstPageImage(pdf.path))).toBe(order.zatca_qr);
      await screenshot(page, 'einvoice-bill-standard-ar-1280');
    } finally {
      await page.context().close();
    }
  });

  it('gives an individual a simplified tax invoice, reported (en)', async () => {
    const individual = await customerWithOrder('en', undefined, { individual: true });
    const page = await openBill('en', individual, 'reported');
    try {
      await page.getByRole('heading', { level: 1, name: TITLES.en.simplified, exact: true }).waitFor();
      const qr = await readQr(page);
      expect(qr).toBe((await orderOf('en', individual)).zatca_qr);
      expect([...readQrFields(qr).keys()]).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
      const xml = await downloadXml(page, 'en');
      expect(xml.text).toContain('<cbc:InvoiceTypeCode name="0200000">388');
      const printed = await readPdf(await readFile((await download(page, TITLES.en.pdf)).path));
      expect(printed.text).toContain('Simplified tax invoice');
      expect(printed.attachments[0]!.text).toBe(xml.text);
      await screenshot(page, 'einvoice-bill-simplified-en-1280');
    } finally {
      await page.context().close();
    }
  });

  it('issues a credit note for a part refund, and the order page lists it (en)', async () => {
    const id = business.orderId;
    await owner.request('POST', `/orders/${id}/confirm-payment`);
    await owner.request('POST', `/orders/${id}/refund`, { amount: '10', reason: 'Two pieces returned' });
    await expect
      .poll(async () => {
        const order = (await owner.request<{ data: AdminOrderDetail }>('GET', `/orders/${id}`)).data;
        return order.einvoice_documents.map((d) => `${d.kind}:${d.status}`);
      })
      .toEqual(['invoice:cleared', 'credit-note:cleared']);
    // 10.00 SAR has no net at 15% whose VAT adds back up to it: the note credits 9.99, never 10.01.
    const detail = (await owner.request<{ data: AdminOrderDetail }>('GET', `/orders/${id}`)).data;
    expect(detail.einvoice_documents.find((d) => d.kind === 'credit-note')!.total).toBe(9.99);

    const page = await openSignedIn(browser, 'en', DESKTOP, owner);
    try {
      await page.goto(`/admin/orders/${id}/show`);
      const note = page.locator('[data-testid="einvoice-document"][data-kind="credit-note"]');
      await note.waitFor();
      expect(await note.textContent()).toContain('Two pieces returned');
      expect(await note.getAttribute('data-status')).toBe('cleared');
      await screenshot(page, 'admin-credit-note-en-1280');
    } finally {
      await page.context().close();
    }
  });
});
