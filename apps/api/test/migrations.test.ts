/**
 * The per-area schema migration (enums, check constraints, per-language names, nullable note)
 * applies on top of a database that already holds data in the old shape, and afterwards the
 * database itself refuses values outside the closed sets.
 */
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrate, migrationsFolder, openDatabase, type Database } from '../src/db/client.js';
import { rowsOf } from '../src/db/rows.js';
import * as s from '../src/db/schema.js';
import { backends, type Backend } from './support/backends.js';

/** A copy of the migrations folder holding only the first `count` migrations. */
function firstMigrations(count: number): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'migrations-'));
  cpSync(migrationsFolder, dir, { recursive: true });
  const journalFile = path.join(dir, 'meta', '_journal.json');
  const journal = JSON.parse(readFileSync(journalFile, 'utf8')) as { entries: { idx: number }[] };
  journal.entries = journal.entries.filter((e) => e.idx < count);
  writeFileSync(journalFile, JSON.stringify(journal));
  return dir;
}

async function migrateFrom(database: Database, folder: string): Promise<void> {
  if (database.kind === 'postgres') {
    const { migrate: run } = await import('drizzle-orm/node-postgres/migrator');
    await run(database.db as never, { migrationsFolder: folder });
  } else {
    const { migrate: run } = await import('drizzle-orm/pglite/migrator');
    await run(database.db as never, { migrationsFolder: folder });
  }
}

async function openBlank(backend: Backend): Promise<Database> {
  const database = await openDatabase({
    databaseUrl: backend.databaseUrl,
    dataDir: 'memory://',
    poolSize: 2,
  });
  if (backend.name === 'postgres') {
    await database.db.execute(sql.raw('DROP SCHEMA IF EXISTS public CASCADE'));
    await database.db.execute(sql.raw('DROP SCHEMA IF EXISTS drizzle CASCADE'));
    await database.db.execute(sql.raw('CREATE SCHEMA public'));
  }
  return database;
}

/** Runs statements one by one (PGlite's extended protocol takes one command per query). */
async function execAll(database: Database, statements: string): Promise<void> {
  for (const statement of statements
    .split(';')
    .map((x) => x.trim())
    .filter(Boolean)) {
    await database.db.execute(sql.raw(statement));
  }
}

/** Rows in the shape of migrations 0000 to 0002, with the spellings the old comments allowed. */
async function insertOldShapeRows(database: Database): Promise<void> {
  await execAll(
    database,
    `
    INSERT INTO settings (id, app_name_ar, app_name_en, bank_name) VALUES (1, 'متجر', 'Shop', 'مصرف الراجحي | Al Rajhi Bank');
    INSERT INTO sponsors (id, name, image) VALUES (1, 'Najd Schools', '/media/s-640.webp');
    INSERT INTO customers (id, fname, lname, email, phone, password_hash) VALUES (1, 'A', 'B', 'a@example.com', '0500000000', 'x');
    INSERT INTO countries (id, code, name_ar, name_en) VALUES (1, 'SA', 'السعودية', 'Saudi Arabia');
    INSERT INTO cities (id, country_id, name_ar, name_en) VALUES (1, 1, 'الرياض', 'Riyadh');
    INSERT INTO areas (id, city_id, name_ar, name_en) VALUES (1, 1, 'العليا', 'Al Olaya');
    INSERT INTO addresses (id, customer_id, name, country_id, city_id, area_id, address, building, floor, apartment, note)
      VALUES (1, 1, 'Office', 1, 1, 1, 'Road', '1', '2', '3', '  '), (2, 1, 'Home', 1, 1, 1, 'Road', '1', '2', '3', 'Ring twice');
    INSERT INTO orders (id, code, customer_id, status, payment_method, payment_status, address, regular_halalas,
      discounted_halalas, discount_halalas, tax_basis_points, tax_halalas, total_halalas)
      VALUES (1, 'A1', 1, 'On hold', 0, 'Unpaid', '{}', 1, 1, 0, 1500, 0, 1),
             (2, 'A2', 1, 'canceled', 1, 'paid', '{}', 1, 1, 0, 1500, 0, 1),
             (3, 'A3', 1, 'pending', 0, 'unpaid', '{}', 1, 1, 0, 1500, 0, 1);
    INSERT INTO staff_users (id, name, email, password_hash, role) VALUES (1, 'Owner', 'o@example.com', 'x', 'Owner ');
    INSERT INTO newsletter_subscribers (email, lang) VALUES ('n1@example.com', 'en'), ('n2@example.com', 'AR');
    INSERT INTO mail_outbox ("to", subject, text, status) VALUES ('x@example.com', 's', 't', 'kept');
  `,
  );
}

describe.each(backends)('schema migration on $name', (backend) => {
  let database: Database;
  let oldFolder: string;

  beforeAll(async () => {
    oldFolder = firstMigrations(3);
    database = await openBlank(backend);
    await migrateFrom(database, oldFolder);
    await insertOldShapeRows(database);
    await migrate(database);
  });

  afterAll(async () => {
    await database?.close();
    rmSync(oldFolder, { recursive: true, force: true });
  });

  it('keeps existing rows, bringing their values into the new closed sets', async () => {
    const orders = await database.db
      .select({ id: s.orders.id, status: s.orders.status, pay: s.orders.paymentStatus })
      .from(s.orders)
      .orderBy(s.orders.id);
    expect(orders).toEqual([
      { id: 1, status: 'on_hold', pay: 'unpaid' },
      { id: 2, status: 'cancelled', pay: 'paid' },
      { id: 3, status: 'pending', pay: 'unpaid' },
    ]);
    const [staff] = await database.db.select({ role: s.staffUsers.role }).from(s.staffUsers);
    expect(staff?.role).toBe('owner');
    const langs = await database.db
      .select({ lang: s.newsletterSubscribers.lang })
      .from(s.newsletterSubscribers)
      .orderBy(s.newsletterSubscribers.email);
    expect(langs.map((l) => l.lang)).toEqual(['en', 'ar']);
  });

  it('splits the bank name and copies sponsor names into a column per language', async () => {
    const [settings] = await database.db
      .select({ ar: s.settings.bankNameAr, en: s.settings.bankNameEn })
      .from(s.settings);
    expect(settings).toEqual({ ar: 'مصرف الراجحي', en: 'Al Rajhi Bank' });
    const [sponsor] = await database.db
      .select({ ar: s.sponsors.nameAr, en: s.sponsors.nameEn })
      .from(s.sponsors);
    expect(sponsor).toEqual({ ar: 'Najd Schools', en: 'Najd Schools' });
  });

  it('gives orders placed before bills were frozen their buyer, seller address and bank from today’s rows', async () => {
    const orders = await database.db
      .select({
        id: s.orders.id,
        buyer: s.orders.buyer,
        bank: s.orders.bank,
        addressEn: s.orders.sellerAddressEn,
      })
      .from(s.orders)
      .orderBy(s.orders.id);
    const buyer = {
      fname: 'A',
      lname: 'B',
      email: 'a@example.com',
      phone: '0500000000',
      companyName: null,
      vatNumber: null,
    };
    const bank = { nameAr: 'مصرف الراجحي', nameEn: 'Al Rajhi Bank', account: '', iban: '' };
    expect(orders).toEqual([
      { id: 1, buyer, bank, addressEn: '' },
      // A card order shows no bank account.
      { id: 2, buyer, bank: null, addressEn: '' },
      { id: 3, buyer, bank, addressEn: '' },
    ]);
    // From now on every order must carry its buyer.
    await expect(
      database.db.execute(
        sql.raw(`INSERT INTO orders (code, customer_id, payment_method, address, regular_halalas, discounted_halalas,
          discount_halalas, tax_basis_points, tax_halalas, total_halalas) VALUES ('A4', 1, 0, '{}', 1, 1, 0, 1500, 0, 1)`),
      ),
    ).rejects.toThrow();
  });

  it('stores a blank address note as null, like the address form does', async () => {
    const notes = await database.db
      .select({ note: s.addresses.note })
      .from(s.addresses)
      .orderBy(s.addresses.id);
    expect(notes.map((n) => n.note)).toEqual([null, 'Ring twice']);
    await database.db.insert(s.addresses).values({
      id: 3,
      customerId: 1,
      name: 'N',
      countryId: 1,
      cityId: 1,
      areaId: 1,
      address: 'a',
      building: 'b',
      floor: 'f',
      apartment: 'p',
    });
    const [last] = await rowsOf<{ note: string | null }>(
      database.db,
      sql`SELECT note FROM addresses ORDER BY id DESC LIMIT 1`,
    );
    expect(last?.note).toBeNull();
  });

  it.each([
    ['an unknown order status', `UPDATE orders SET status = 'lost' WHERE id = 3`],
    ['an unknown payment status', `UPDATE orders SET payment_status = 'maybe' WHERE id = 3`],
    ['an unknown payment method', `UPDATE orders SET payment_method = 2 WHERE id = 3`],
    ['an unknown staff role', `UPDATE staff_users SET role = 'root'`],
    [
      'an unknown language',
      `INSERT INTO newsletter_subscribers (email, lang) VALUES ('n3@example.com', 'fr')`,
    ],
    ['an unknown mail status', `UPDATE mail_outbox SET status = 'lost'`],
    ['an unknown coupon type', `INSERT INTO coupons (code, type, amount) VALUES ('BAD', 2, 100)`],
    ['a percentage coupon over 100%', `INSERT INTO coupons (code, type, amount) VALUES ('BAD', 1, 10001)`],
  ])('refuses %s', async (_, statement) => {
    await expect(database.db.execute(sql.raw(statement))).rejects.toThrow();
  });

  it('refuses review stars outside 1 to 5 and tiers that break the row rules', async () => {
    await execAll(
      database,
      `INSERT INTO categories (id, name_ar, name_en) VALUES (1, 'ف', 'C');
        INSERT INTO products (id, category_id, name_ar, name_en) VALUES (1, 1, 'م', 'P');`,
    );
    await expect(
      database.db.insert(s.reviews).values({ productId: 1, customerId: 1, rate: 6, comment: 'x' }),
    ).rejects.toThrow();
    await expect(
      database.db.insert(s.priceTiers).values({ productId: 1, fromQty: 10, toQty: 5, priceHalalas: 100 }),
    ).rejects.toThrow();
    await expect(
      database.db.insert(s.priceTiers).values({ productId: 1, fromQty: 1, toQty: 5, priceHalalas: 0 }),
    ).rejects.toThrow();
    await database.db.insert(s.reviews).values({ productId: 1, customerId: 1, rate: 5, comment: 'ok' });
    await database.db.insert(s.priceTiers).values({ productId: 1, fromQty: 1, toQty: 5, priceHalalas: 100 });
  });
});
