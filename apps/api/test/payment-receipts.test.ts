/**
 * Transfer receipts through the real routes: the customer uploads a picture or PDF of the bank
 * transfer for an unpaid bank-transfer order; only that customer and staff can read it back; a
 * file that is not a picture or PDF (whatever it claims or its first bytes say), too large, or for a card, paid or
 * cancelled order is refused with a translated message; staff see it on the order beside the
 * "confirm transfer" action.
 */
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminRoutes, apiRoutes } from '@shop/contract';
import { RECEIPT_MAX_BYTES } from '@shop/domain';
import { translate } from '../src/http/i18n.js';
import { makeStaff, signInStaff, type AdminSessionClient } from './support/admin.js';
import { backends, startTestShop, type TestShop } from './support/backends.js';
import { expectShape } from './support/contract.js';
import { flatPng } from './support/images.js';
import { insertOrder, insertPaymentFixtures, type PaymentFixtures } from './support/payments.js';

const PDF = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');

describe.each(backends)('transfer receipts ($name)', (backend) => {
  let shop: TestShop;
  let f: PaymentFixtures;
  let clerk: AdminSessionClient;

  beforeAll(async () => {
    shop = await startTestShop(backend, async (database) => {
      f = await insertPaymentFixtures(database);
    });
    await makeStaff(shop.database, 'clerk@receipts.test', 'staff', 'clerk-password-1');
    clerk = await signInStaff(shop.app, { email: 'clerk@receipts.test', password: 'clerk-password-1' });
  });
  afterAll(async () => shop?.close());

  const upload = (
    orderId: number,
    body: Buffer,
    type = 'application/pdf',
    token = f.aliceToken,
    lang = 'en',
  ) =>
    shop.app.inject({
      method: 'POST',
      url: `/${lang}/api/orders/${orderId}/receipts`,
      headers: { authorization: `Bearer ${token}`, 'content-type': type },
      payload: body,
    });

  it('takes a PDF or picture for an unpaid transfer; the customer and staff read it, nobody else', async () => {
    const order = await insertOrder(shop.database, f.aliceId, { paymentMethod: 0 });
    const saved = await upload(order.id, PDF);
    expect(saved.statusCode, saved.body).toBe(200);
    const receipt = expectShape(apiRoutes.orderReceiptUpload.answer, saved.json()).data;
    expect(receipt).toMatchObject({ content_type: 'application/pdf', byte_size: PDF.length });
    // A picture declared as octet-stream is still known for what it is.
    const png = flatPng(40, 40);
    const picture = await upload(order.id, png, 'application/octet-stream');
    expect(picture.json().data.content_type).toBe('image/png');

    const own = await shop.app.inject({
      method: 'GET',
      url: `/en/api/orders/${order.id}/receipts/${receipt.id}`,
      headers: { authorization: `Bearer ${f.aliceToken}` },
    });
    expect(own.statusCode).toBe(200);
    expect(own.headers['content-type']).toBe('application/pdf');
    expect(own.headers['content-security-policy']).toContain('sandbox');
    expect(own.rawPayload.equals(PDF)).toBe(true);
    for (const headers of [{ authorization: `Bearer ${f.bobToken}` }, {}] as const) {
      const other = await shop.app.inject({
        method: 'GET',
        url: `/en/api/orders/${order.id}/receipts/${receipt.id}`,
        headers,
      });
      expect([401, 404]).toContain(other.statusCode);
    }
    // Bob cannot upload to Alice's order either.
    expect((await upload(order.id, PDF, 'application/pdf', f.bobToken)).statusCode).toBe(404);

    const staffView = await clerk.request('GET', `/orders/${order.id}`);
    const detail = expectShape(adminRoutes.orderOne.answer, staffView.json()).data;
    expect(detail.receipts.map((r) => r.content_type)).toEqual(['application/pdf', 'image/png']);
    expect(detail.can_confirm_payment).toBe(true);
    const file = await clerk.request('GET', `/orders/${order.id}/receipts/${detail.receipts[1]!.id}`);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('image/png');
    expect((await clerk.request('GET', `/orders/${order.id}/receipts/999999`)).statusCode).toBe(404);

    const bill = await shop.app.inject({
      method: 'GET',
      url: `/en/api/orders/${order.id}`,
      headers: { authorization: `Bearer ${f.aliceToken}` },
    });
    expect(bill.json().data.receipts).toHaveLength(2);
  });

  it('refuses what is not a receipt, too large, too many, and orders that need none, in the request’s language', async () => {
    const order = await insertOrder(shop.database, f.aliceId, { paymentMethod: 0 });
    const refusal = async (res: Awaited<ReturnType<typeof upload>>) => {
      expect(res.statusCode, res.body).toBe(422);
      return res.json().errors.file[0];
    };
    expect(
      await refusal(await upload(order.id, Buffer.from('MZ\x90 an executable'), 'application/pdf')),
    ).toBe(translate('en', 'receipt.notReceipt'));
    expect(
      await refusal(await upload(order.id, Buffer.from('<svg onload=alert(1)/>'), 'image/svg+xml')),
    ).toBe(translate('en', 'receipt.notReceipt'));
    const big = Buffer.concat([PDF, Buffer.alloc(RECEIPT_MAX_BYTES)]);
    const tooBig = await upload(order.id, big);
    expect([413, 422]).toContain(tooBig.statusCode);
    expect(await refusal(await upload(order.id, Buffer.alloc(0)))).toBe(
      translate('en', 'receipt.notReceipt'),
    );

    for (let i = 0; i < 5; i++) expect((await upload(order.id, PDF)).statusCode).toBe(200);
    expect(await refusal(await upload(order.id, PDF, 'application/pdf', f.aliceToken, 'ar'))).toBe(
      translate('ar', 'receipt.tooMany'),
    );

    // Only the first bytes of a picture or a PDF, with a page after them: not a receipt.
    const pngSignature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    const disguised = Buffer.concat([pngSignature, Buffer.from('<html><script>alert(1)</script></html>')]);
    const another = await insertOrder(shop.database, f.aliceId, { paymentMethod: 0 });
    expect(await refusal(await upload(another.id, disguised, 'image/png'))).toBe(
      translate('en', 'receipt.notReceipt'),
    );
    expect(
      await refusal(await upload(another.id, Buffer.from('%PDF-<html><script>alert(1)</script></html>'))),
    ).toBe(translate('en', 'receipt.notReceipt'));
    // A PDF whose writer added bytes after its end marker is still a PDF.
    const padded = await upload(another.id, Buffer.concat([PDF, Buffer.alloc(16)]));
    expect(padded.statusCode, padded.body).toBe(200);
    // A real picture with a page after its end is kept as the picture alone.
    const tailed = await upload(another.id, Buffer.concat([flatPng(40, 40), Buffer.from('<html></html>')]));
    expect(tailed.statusCode, tailed.body).toBe(200);
    const kept = await shop.app.inject({
      method: 'GET',
      url: `/en/api/orders/${another.id}/receipts/${tailed.json().data.id}`,
      headers: { authorization: `Bearer ${f.aliceToken}` },
    });
    expect(kept.rawPayload.toString('latin1')).not.toContain('<html>');
    expect((await sharp(kept.rawPayload).metadata()).width).toBe(40);
    // A screenshot saved with a palette is kept with one, not grown into full colour.
    // Four colours in a noisy pattern: in full colour the file grows about five times.
    const pixels = Buffer.alloc(300 * 300 * 3);
    const colours = [
      [31, 42, 68],
      [200, 10, 10],
      [250, 250, 250],
      [20, 160, 60],
    ];
    for (let i = 0, x = 12345; i < 300 * 300; i++) {
      x = (x * 1103515245 + 12345) & 0x7fffffff;
      pixels.set(colours[(x >>> 29) & 3]!, i * 3);
    }
    const palette = await sharp(pixels, { raw: { width: 300, height: 300, channels: 3 } })
      .png({ palette: true })
      .toBuffer();
    const screenshot = await upload(another.id, palette);
    expect(screenshot.statusCode, screenshot.body).toBe(200);
    expect(screenshot.json().data.byte_size).toBeLessThanOrEqual(palette.length * 2);

    const card = await insertOrder(shop.database, f.aliceId, { paymentMethod: 1 });
    expect(await refusal(await upload(card.id, PDF))).toBe(translate('en', 'receipt.notBankTransfer'));
    const paid = await insertOrder(shop.database, f.aliceId, { paymentMethod: 0, paymentStatus: 'paid' });
    expect(await refusal(await upload(paid.id, PDF))).toBe(translate('en', 'receipt.alreadyPaid'));
    const cancelled = await insertOrder(shop.database, f.aliceId, { paymentMethod: 0, status: 'cancelled' });
    expect(await refusal(await upload(cancelled.id, PDF))).toBe(translate('en', 'receipt.cancelled'));
    expect((await upload(2_147_483_647, PDF)).statusCode).toBe(404);
  });
});
