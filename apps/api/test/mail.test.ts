/**
 * The shop's mails through a real SMTP server run in the test process: welcome, reset code,
 * order placed and order status in both languages, as HTML and plain text; sent and failed
 * deliveries recorded in the outbox; a slow or failing mail server never fails nor slows the
 * request; without SMTP_URL mails are kept and logged without their content.
 */
import { Writable } from 'node:stream';
import { desc, eq, sql } from 'drizzle-orm';
import type { ParsedMail } from 'mailparser';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { ORDER_STATUS_TEXT } from '@shop/domain';
import { buildApp } from '../src/app.js';
import { loadConfig } from '../src/config.js';
import * as t from '../src/db/schema.js';
import { sendOrderPlacedMail, sendOrderStatusMail } from '../src/services/mail/index.js';
import { MAIL_ATTEMPTS_MAX, MAIL_RETRY_DELAYS_MS, SECRET_MASK } from '../src/services/mail/mailer.js';
import { escapeHtml } from '../src/services/mail/templates.js';
import { arabic, customerApi, signUpWithCode, signupPayload } from './support/accounts.js';
import { backends, startTestShop, type TestShop } from './support/backends.js';
import { startSmtp, type TestSmtp } from './support/smtp.js';

const PUBLIC_URL = 'https://shop.example.sa';

const addressOf = (to: ParsedMail['to']) =>
  (Array.isArray(to) ? to : to ? [to] : []).flatMap((a) => a.value.map((v) => v.address));

describe('mail configuration', () => {
  it('takes an smtp:// or smtps:// SMTP_URL and refuses anything else by name', () => {
    // Mail that leaves the server needs PUBLIC_URL for its links (public-origin.test.ts).
    const withUrl = { PUBLIC_URL };
    expect(loadConfig({ ...withUrl, SMTP_URL: 'smtp://user:secret@mail.example.sa:587' }).SMTP_URL).toBe(
      'smtp://user:secret@mail.example.sa:587',
    );
    expect(loadConfig({ ...withUrl, SMTP_URL: 'smtps://mail.example.sa' }).SMTP_URL).toBe(
      'smtps://mail.example.sa',
    );
    expect(loadConfig({ SMTP_URL: '' }).SMTP_URL).toBeUndefined();
    for (const bad of ['mail.example.sa', 'http://mail.example.sa', 'smtp://'])
      expect(() => loadConfig({ ...withUrl, SMTP_URL: bad }), bad).toThrow(/SMTP_URL/);
  });

  it('bounds AUTH_RATE_LIMIT_PER_MINUTE (default 10)', () => {
    expect(loadConfig({}).AUTH_RATE_LIMIT_PER_MINUTE).toBe(10);
    expect(loadConfig({ AUTH_RATE_LIMIT_PER_MINUTE: '30' }).AUTH_RATE_LIMIT_PER_MINUTE).toBe(30);
    for (const bad of ['0', '-1', 'many', '1.5'])
      expect(() => loadConfig({ AUTH_RATE_LIMIT_PER_MINUTE: bad }), bad).toThrow(
        /AUTH_RATE_LIMIT_PER_MINUTE/,
      );
  });
});

describe.each(backends)('mail on $name', (backend) => {
  let smtp: TestSmtp;
  let shop: TestShop;
  let api: ReturnType<typeof customerApi>;
  const customers: Record<'ar' | 'en', { id: number; email: string; fname: string }> = {} as never;

  beforeAll(async () => {
    smtp = await startSmtp();
    shop = await startTestShop(backend, async () => {}, {
      SMTP_URL: smtp.url,
      PUBLIC_URL,
      MAIL_FROM: 'Zeta Shop <shop@example.sa>',
    });
    // These tests sweep the outbox themselves: the shop's own timed sweep would take a due mail
    // meant for another instance's sweep (seen on a busy machine, sent by the wrong server).
    shop.app.mailer.stopSweeping();
    api = customerApi(shop.app);
  });
  afterAll(async () => {
    await shop?.close();
    await smtp?.close();
  });
  beforeEach(() => {
    smtp.mode = 'accept';
    smtp.received.length = 0;
  });

  const lastOutbox = async () =>
    (await shop.database.db.select().from(t.mailOutbox).orderBy(desc(t.mailOutbox.id)).limit(1))[0]!;
  const outboxRow = async (id: number) =>
    (await shop.database.db.select().from(t.mailOutbox).where(eq(t.mailOutbox.id, id)))[0]!;
  /** The shop with a mail server that does not answer (it was started, then stopped). */
  const appWithMailServerAway = async () => {
    const closed = await startSmtp();
    await closed.close();
    const app = await buildApp({
      config: { ...shop.config, SMTP_URL: closed.url },
      database: shop.database,
      logger: false,
    });
    app.mailer.stopSweeping();
    return app;
  };
  /** The code in the newest mail the SMTP server received for `email`. */
  const smtpCode = async (email: string) => {
    await shop.app.mailer.settled();
    const mail = smtp.received.filter((m) => addressOf(m.to).includes(email)).at(-1);
    const code = /\b(\d{4})\b/.exec(mail?.text ?? '')?.[1];
    if (!code) throw new Error(`no code mailed to ${email}`);
    return code;
  };
  /** Makes a queued mail due now, as time passing would. */
  const dueNow = (id: number) =>
    shop.database.db
      .update(t.mailOutbox)
      .set({ nextAttemptAt: new Date(Date.now() - 1000) })
      .where(eq(t.mailOutbox.id, id));

  it('sends a welcome mail on sign-up in the language of the sign-up, HTML escaped and plain text', async () => {
    for (const [lang, n, fname, tag] of [
      ['ar', 31, 'سارة <b>', '<b>'],
      ['en', 32, 'Sam & <i>Co', '<i>'],
    ] as const) {
      const payload = signupPayload(n, { fname });
      const res = await signUpWithCode(shop.app, shop.database, lang, payload, { readCode: smtpCode });
      expect(res.statusCode, res.body).toBe(200);
      customers[lang] = { id: res.json().data.profile.id, email: payload.email, fname };
      await shop.app.mailer.settled();
      // The sign-up's code first (in the sign-up's language), then the welcome.
      expect(smtp.received).toHaveLength(2);
      const codeMail = smtp.received[0]!;
      expect(codeMail.html).toContain(lang === 'ar' ? 'dir="rtl"' : 'dir="ltr"');
      if (lang === 'ar') expect(codeMail.subject).toMatch(arabic);
      const mail = smtp.received.pop()!;
      smtp.received.length = 0;
      expect(addressOf(mail.to)).toEqual([payload.email]);
      expect(mail.from?.value[0]?.address).toBe('shop@example.sa');
      expect(mail.headers.get('content-language')).toBe(lang);
      const html = mail.html as string;
      expect(mail.text).toContain(fname);
      expect(html).toContain(escapeHtml(fname));
      expect(html).not.toContain(tag);
      expect(html).not.toMatch(/<style|<link|<script/i);
      expect(mail.text).toContain(`${PUBLIC_URL}/account?lang=${lang}`);
      if (lang === 'ar') {
        expect(mail.subject).toMatch(arabic);
        expect(mail.subject).toContain('مرحبًا بك');
        expect(html).toMatch(/<html lang="ar" dir="rtl">/);
        expect(mail.text).toMatch(/مرحبًا سارة/);
      } else {
        expect(mail.subject).toMatch(/^Welcome to /);
        expect(html).toMatch(/<html lang="en" dir="ltr">/);
      }
      const row = await lastOutbox();
      expect(row).toMatchObject({
        kind: 'welcome',
        lang,
        to: payload.email,
        status: 'sent',
        subject: mail.subject,
      });
      expect(row.sentAt).toBeInstanceOf(Date);
    }
  });

  it('sends the reset code in the request language: the code the mail shows confirms', async () => {
    for (const lang of ['ar', 'en'] as const) {
      const { email } = customers[lang === 'ar' ? 'en' : 'ar'];
      expect((await api.post(lang, 'forget/password', { email })).statusCode).toBe(200);
      await shop.app.mailer.settled();
      const mail = smtp.received.pop()!;
      expect(addressOf(mail.to)).toEqual([email]);
      const code = /(\d{4})/.exec(mail.text ?? '')?.[1];
      expect(code, mail.text).toMatch(/^\d{4}$/);
      expect(mail.html).toContain(`>${code}<`);
      // Staff's copy has the code masked; the code kept for sending is gone once sent.
      const stored = await lastOutbox();
      expect(stored.text).not.toContain(code);
      expect(stored.html).toContain(`>${SECRET_MASK}<`);
      expect(stored.secret).toBeNull();
      if (lang === 'ar') {
        expect(mail.subject).toBe('رمز إعادة تعيين كلمة المرور');
        expect(mail.text).toContain('10 دقائق');
        expect(mail.html).toContain('dir="rtl"');
      } else {
        expect(mail.subject).toBe('Your password reset code');
        expect(mail.text).toContain('10 minutes');
      }
      const row = await lastOutbox();
      expect(row).toMatchObject({ kind: 'reset_code', lang, status: 'sent' });
      const confirmed = await api.post(lang, 'confirm/otp', { email, otp: code });
      expect(confirmed.statusCode).toBe(200);
    }
  });

  it('answers forget/password without waiting for a slow mail server', async () => {
    // The mail server reads the mail, then holds its acceptance until released: a request that
    // waited for the delivery could not answer before the release.
    smtp.mode = 'hold';
    const res = await api.post('en', 'forget/password', { email: customers.en.email });
    expect(res.statusCode).toBe(200);
    expect(smtp.received).toHaveLength(0);
    // The delivery was under way meanwhile: the mail reaches the server and waits there.
    await vi.waitFor(() => expect(smtp.held).toBe(1), { timeout: 30_000, interval: 10 });
    expect((await lastOutbox()).status).not.toBe('sent');
    smtp.release();
    await shop.app.mailer.settled();
    expect(smtp.received).toHaveLength(1);
    expect((await lastOutbox()).status).toBe('sent');
  });

  async function insertOrder(customerId: number, lang: 'ar' | 'en', code: string): Promise<number> {
    const place = (id: number, nameAr: string, nameEn: string) => ({ id, nameAr, nameEn });
    const [order] = await shop.database.db
      .insert(t.orders)
      .values({
        code,
        customerId,
        paymentMethod: 0,
        lang,
        address: {
          name: 'Home',
          country: place(1, 'السعودية', 'Saudi Arabia'),
          city: place(1, 'الرياض', 'Riyadh'),
          area: place(1, 'العليا', 'Olaya'),
          address: 'King Fahd Road',
          building: '1',
          floor: '2',
          apartment: '3',
          note: null,
        },
        buyer: {
          fname: 'Mail',
          lname: 'Reader',
          email: 'mail.reader@example.com',
          phone: '0500000001',
          companyName: null,
          vatNumber: null,
        },
        regularHalalas: 120_000,
        discountedHalalas: 110_000,
        discountHalalas: 10_000,
        taxBasisPoints: 1500,
        taxHalalas: 16_500,
        shippingHalalas: 2_000,
        totalHalalas: 128_500,
      })
      .returning({ id: t.orders.id });
    return order!.id;
  }

  it('sends the order confirmation with its code, total and bill link, and each status change', async () => {
    const mailCtx = { db: shop.database.db, mailer: shop.app.mailer };
    for (const lang of ['ar', 'en'] as const) {
      const code = `ZT-${lang.toUpperCase()}-0001`;
      const orderId = await insertOrder(customers[lang].id, lang, code);
      await sendOrderPlacedMail(mailCtx, orderId);
      await shop.app.mailer.settled();
      const placed = smtp.received.pop()!;
      expect(addressOf(placed.to)).toEqual([customers[lang].email]);
      expect(placed.subject).toContain(code);
      const bill = `${PUBLIC_URL}/bill/${orderId}?lang=${lang}`;
      expect(placed.text).toContain(bill);
      expect(placed.html).toContain(`href="${escapeHtml(bill)}"`);
      expect(placed.text).toContain(lang === 'ar' ? '1,285.00 ر.س' : '1,285.00 SAR');
      if (lang === 'ar') expect(placed.subject).toContain('تم استلام طلبك');

      await shop.database.db.update(t.orders).set({ status: 'shipped' }).where(eq(t.orders.id, orderId));
      await sendOrderStatusMail(mailCtx, orderId);
      await shop.app.mailer.settled();
      const status = smtp.received.pop()!;
      expect(status.subject).toContain(code);
      expect(status.subject).toContain(ORDER_STATUS_TEXT[lang].shipped);
      expect(status.text).toContain(ORDER_STATUS_TEXT[lang].shipped);
      expect(status.html).toContain(escapeHtml(ORDER_STATUS_TEXT[lang].shipped));
      expect(status.html).toContain(lang === 'ar' ? 'dir="rtl"' : 'dir="ltr"');
      const rows = await shop.database.db.select().from(t.mailOutbox).orderBy(desc(t.mailOutbox.id)).limit(2);
      expect(rows.map((r) => [r.kind, r.lang, r.status])).toEqual([
        ['order_status', lang, 'sent'],
        ['order_placed', lang, 'sent'],
      ]);
    }
    // A missing order sends nothing and throws nothing.
    await sendOrderPlacedMail(mailCtx, 999_999);
    await shop.app.mailer.settled();
    expect(smtp.received).toHaveLength(0);
  });

  it("without PUBLIC_URL writes links with this machine's origin, never a forged Host header", async () => {
    const app = await buildApp({
      config: { ...shop.config, PUBLIC_URL: undefined },
      database: shop.database,
      logger: false,
    });
    try {
      const orderId = await insertOrder(customers.en.id, 'en', 'ZT-EN-0002');
      await sendOrderPlacedMail({ db: shop.database.db, mailer: app.mailer }, orderId, {
        origin: 'http://127.0.0.1:8080/',
      });
      await app.mailer.settled();
      expect(smtp.received.pop()!.text).toContain(`http://127.0.0.1:8080/bill/${orderId}?lang=en`);
      // A sign-up's welcome mail sent with a forged Host links to the fixed local origin.
      const res = await signUpWithCode(app, shop.database, 'ar', signupPayload(34), {
        readCode: smtpCode,
        headers: { host: 'shop.test:8080' },
      });
      expect(res.statusCode).toBe(200);
      await app.mailer.settled();
      const welcome = smtp.received.pop()!.text ?? '';
      expect(welcome).toContain(`http://localhost:${shop.config.PORT}/account?lang=ar`);
      expect(welcome).not.toContain('shop.test');
    } finally {
      await app.close();
    }
  });

  it('keeps the request successful when the mail server refuses, and records the failure', async () => {
    smtp.mode = 'reject';
    const res = await api.post('en', 'signup', signupPayload(33));
    expect(res.statusCode).toBe(200);
    await shop.app.mailer.settled();
    const row = await lastOutbox();
    expect(row).toMatchObject({ kind: 'signup_code', status: 'failed', sentAt: null });
    expect(row.error).toMatch(/550|Mailbox unavailable/);
    // Given up for good: the code kept for sending is gone.
    expect(row.secret).toBeNull();
    // An order mail too: the caller is never thrown at.
    const orderId = await insertOrder(customers.ar.id, 'ar', 'ZT-AR-0003');
    await expect(
      sendOrderPlacedMail({ db: shop.database.db, mailer: shop.app.mailer }, orderId),
    ).resolves.toBeUndefined();
    await shop.app.mailer.settled();
    expect((await lastOutbox()).status).toBe('failed');
  });

  it('records a failure when the mail server cannot be reached', async () => {
    const app = await appWithMailServerAway();
    try {
      const asked = Date.now();
      const res = await customerApi(app).post('ar', 'forget/password', { email: customers.ar.email });
      expect(res.statusCode).toBe(200);
      await app.mailer.settled();
      const tried = Date.now();
      // A server that is away is tried again in a minute: the mail stays queued with the reason.
      const row = await lastOutbox();
      expect(row).toMatchObject({ kind: 'reset_code', status: 'queued', attempts: 1, sentAt: null });
      expect(row.error).toBeTruthy();
      // A minute after the failed attempt, which came between the request and the settling.
      expect(row.nextAttemptAt!.getTime()).toBeGreaterThanOrEqual(asked + MAIL_RETRY_DELAYS_MS[0]);
      expect(row.nextAttemptAt!.getTime()).toBeLessThanOrEqual(tried + MAIL_RETRY_DELAYS_MS[0]);
    } finally {
      await app.close();
    }
    // Once due, the sweep of a running instance sends it: the second attempt.
    const reset = await lastOutbox();
    await dueNow(reset.id);
    expect(await shop.app.mailer.sweep()).toBe(1);
    expect(await outboxRow(reset.id)).toMatchObject({
      status: 'sent',
      attempts: 2,
      nextAttemptAt: null,
      error: null,
    });
    expect(addressOf(smtp.received.at(-1)!.to)).toEqual([customers.ar.email]);
  });

  it('sends a mail a stopped server left queued once its lease ends, and only once when two instances sweep', async () => {
    const [left] = await shop.database.db
      .insert(t.mailOutbox)
      .values({
        to: customers.en.email,
        kind: 'welcome',
        lang: 'en',
        subject: 'Left behind',
        text: 'Sent after a restart',
        status: 'queued',
        // Its sender's lease has not ended: nobody takes it yet.
        nextAttemptAt: new Date(Date.now() + 60_000),
      })
      .returning();
    expect(await shop.app.mailer.sweep()).toBe(0);

    await dueNow(left!.id);
    const other = await buildApp({ config: shop.config, database: shop.database, logger: false });
    try {
      const taken = await Promise.all([shop.app.mailer.sweep(), other.mailer.sweep()]);
      // Each instance also sweeps on its own timer, which may take it first on a busy machine.
      expect(taken.reduce((a, b) => a + b, 0)).toBeLessThanOrEqual(1);
      await Promise.all([shop.app.mailer.settled(), other.mailer.settled()]);
    } finally {
      await other.close();
    }
    expect(smtp.received.filter((m) => m.subject === 'Left behind')).toHaveLength(1);
    expect(await outboxRow(left!.id)).toMatchObject({ status: 'sent', attempts: 1 });
  });

  it('gives a mail up after its last attempt, and a final refusal at once', async () => {
    const app = await appWithMailServerAway();
    try {
      const [last] = await shop.database.db
        .insert(t.mailOutbox)
        .values({
          to: customers.ar.email,
          kind: 'welcome',
          lang: 'ar',
          subject: 'Fifth try',
          text: 'x',
          status: 'queued',
          attempts: MAIL_ATTEMPTS_MAX - 1,
          nextAttemptAt: new Date(Date.now() - 1000),
        })
        .returning();
      expect(await app.mailer.sweep()).toBe(1);
      expect(await outboxRow(last!.id)).toMatchObject({
        status: 'failed',
        attempts: MAIL_ATTEMPTS_MAX,
        nextAttemptAt: null,
      });
    } finally {
      await app.close();
    }
    // 550 (no such mailbox) will not change: no retry.
    smtp.mode = 'reject';
    await api.post('ar', 'forget/password', { email: customers.ar.email });
    await shop.app.mailer.settled();
    expect(await lastOutbox()).toMatchObject({ status: 'failed', attempts: 1, nextAttemptAt: null });
  });

  it('never fails the request when the outbox cannot be written, and logs no content', async () => {
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk: Buffer, _enc, done) {
        lines.push(chunk.toString());
        done();
      },
    });
    const app = await buildApp({
      config: shop.config,
      database: shop.database,
      logger: { level: 'info', stream },
    });
    const orderId = await insertOrder(customers.en.id, 'en', 'ZT-EN-0004');
    const codeCount = async () =>
      (
        await shop.database.db
          .select()
          .from(t.passwordResetCodes)
          .where(eq(t.passwordResetCodes.customerId, customers.en.id))
      ).length;
    const codesBefore = await codeCount();
    await shop.database.db.execute(sql.raw('ALTER TABLE mail_outbox RENAME TO mail_outbox_away'));
    try {
      const res = await customerApi(app).post('en', 'forget/password', { email: customers.en.email });
      expect(res.statusCode).toBe(200);
      await expect(
        sendOrderPlacedMail({ db: shop.database.db, mailer: app.mailer }, orderId),
      ).resolves.toBeUndefined();
      await app.mailer.settled();
    } finally {
      await shop.database.db.execute(sql.raw('ALTER TABLE mail_outbox_away RENAME TO mail_outbox'));
      await app.close();
    }
    const log = lines.join('');
    expect(log).toContain('background mail work failed');
    expect(log).toContain('mail could not be queued');
    expect(log).not.toContain(customers.en.email);
    expect(log).not.toMatch(/reset code is/);
    expect(smtp.received).toHaveLength(0);
    // The code of that request was rolled back with its mail: no code without its mail.
    expect(await codeCount()).toBe(codesBefore);
  });

  it('without SMTP_URL keeps mails in the outbox and logs them without their content', async () => {
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk: Buffer, _enc, done) {
        lines.push(chunk.toString());
        done();
      },
    });
    const app = await buildApp({
      config: { ...shop.config, SMTP_URL: undefined },
      database: shop.database,
      logger: { level: 'info', stream },
    });
    try {
      const res = await customerApi(app).post('en', 'forget/password', { email: customers.en.email });
      expect(res.statusCode).toBe(200);
      await app.mailer.settled();
      const row = await lastOutbox();
      expect(row).toMatchObject({ kind: 'reset_code', status: 'kept', lang: 'en' });
      const code = row.secret!;
      expect(code).toMatch(/^\d{4}$/);
      expect(row.text).not.toContain(code);
      const log = lines.join('');
      expect(log).toContain('mail kept in the outbox');
      expect(log).toContain(`"mailId":${row.id}`);
      // The code as text anywhere in a logged value (numbers such as timestamps and response
      // times may hold the same four digits by chance: they are not the code).
      const texts = lines.flatMap((line) => textsIn(JSON.parse(line)));
      expect(texts.filter((text) => new RegExp(`(^|\\D)${code}(\\D|$)`).test(text))).toEqual([]);
      expect(log).not.toContain(customers.en.email);
      expect(smtp.received).toHaveLength(0);
    } finally {
      await app.close();
    }
  });
});

describe.each(backends)('kept code mails on a developer machine ($name)', (backend) => {
  it('log the code with NODE_ENV=development and no SMTP_URL, so the demo can sign up', async () => {
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk: Buffer, _enc, done) {
        lines.push(chunk.toString());
        done();
      },
    });
    const shop = await startTestShop(backend, async () => {});
    const app = await buildApp({
      config: { ...shop.config, NODE_ENV: 'development' },
      database: shop.database,
      logger: { level: 'info', stream },
    });
    try {
      const res = await customerApi(app).post('en', 'signup', signupPayload(77));
      expect(res.statusCode).toBe(200);
      await app.mailer.settled();
      const [row] = await shop.database.db
        .select()
        .from(t.mailOutbox)
        .where(eq(t.mailOutbox.kind, 'signup_code'));
      const logged = lines.map((line) => JSON.parse(line) as { code?: string; msg: string });
      expect(logged.find((l) => l.code)).toMatchObject({
        code: row!.secret,
        msg: expect.stringMatching(/development only/),
      });
    } finally {
      await app.close();
      await shop.close();
    }
  });
});

/** Every string value in a parsed log line, however deep. */
function textsIn(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (value && typeof value === 'object') return Object.values(value).flatMap(textsIn);
  return [];
}
