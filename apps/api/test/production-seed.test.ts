/**
 * What the server does to a fresh database at start: the demo shop (with its known staff and
 * customer logins) only outside production or when SEED_DEMO=true says so, and the first owner
 * from ADMIN_EMAIL / ADMIN_PASSWORD.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { count } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { verifyPassword } from '../src/auth/password.js';
import { loadConfig } from '../src/config.js';
import type { Database } from '../src/db/client.js';
import { categories, customers, einvoiceSettings, staffUsers } from '../src/db/schema.js';
import { prepareDatabase } from '../src/seed-on-start.js';
import { backends, openEmptyDatabase } from './support/backends.js';
import { sharedSeedUploads } from './support/shop.js';

const silent = { info: () => {}, warn: () => {} };
const production = { NODE_ENV: 'production', PUBLIC_URL: 'https://shop.example.sa', LOG_LEVEL: 'silent' };
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'shop-prod-seed-'));

afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

/** The seed's images go to the folder every API test shares, so they are rendered once. */
function configOf(env: Record<string, string>) {
  return { ...loadConfig({ DATA_DIR: dataDir, ...env }), uploadsDir: sharedSeedUploads };
}

async function counts(database: Database) {
  const [c] = await database.db.select({ n: count() }).from(categories);
  const [u] = await database.db.select({ n: count() }).from(customers);
  const staff = await database.db.select().from(staffUsers);
  const [einvoicing] = await database.db
    .select({
      enabled: einvoiceSettings.enabled,
      step: einvoiceSettings.step,
      environment: einvoiceSettings.environment,
    })
    .from(einvoiceSettings);
  return { categories: c?.n ?? 0, customers: u?.n ?? 0, staff, einvoicing };
}

describe.each(backends)('start-up seeding on $name', (backend) => {
  it('production without SEED_DEMO: no demo shop and no demo logins; ADMIN_EMAIL / ADMIN_PASSWORD make the first owner once', async () => {
    const database = await openEmptyDatabase(backend);
    try {
      const config = configOf({
        ...production,
        ADMIN_EMAIL: 'Owner@Shop.example.sa',
        ADMIN_PASSWORD: 'first owner pass',
      });
      expect(config.SEED_DEMO).toBe(false);
      await prepareDatabase(database, config, silent);
      const after = await counts(database);
      expect(after.categories).toBe(0);
      expect(after.customers).toBe(0);
      expect(after.staff).toHaveLength(1);
      const owner = after.staff[0]!;
      expect(owner).toMatchObject({ email: 'owner@shop.example.sa', role: 'owner', isActive: true });
      expect(owner.passwordHash).not.toContain('first owner pass');
      expect(await verifyPassword('first owner pass', owner.passwordHash)).toBe(true);

      // A restart with other values changes nothing: an owner exists.
      await prepareDatabase(
        database,
        configOf({ ...production, ADMIN_EMAIL: 'other@shop.example.sa', ADMIN_PASSWORD: 'another password' }),
        silent,
      );
      const again = await counts(database);
      expect(again.staff).toHaveLength(1);
      expect(again.staff[0]!.passwordHash).toBe(owner.passwordHash);

      // Without the variables nothing is created either.
      await prepareDatabase(database, configOf(production), silent);
      expect((await counts(database)).staff).toHaveLength(1);
    } finally {
      await database.close();
    }
  });

  it('production with SEED_DEMO=true seeds the demo; the demo owner counts as the first owner', async () => {
    const database = await openEmptyDatabase(backend);
    try {
      await prepareDatabase(
        database,
        configOf({
          ...production,
          SEED_DEMO: 'true',
          ADMIN_EMAIL: 'owner@shop.example.sa',
          ADMIN_PASSWORD: 'first owner pass',
        }),
        silent,
      );
      const after = await counts(database);
      expect(after.categories).toBeGreaterThan(0);
      expect(after.customers).toBeGreaterThan(0);
      expect(after.staff.map((s) => s.email)).toEqual(['admin@example.com']);
      // A production shop's e-invoicing waits for its owner to onboard, demo or not.
      expect(after.einvoicing).toMatchObject({ enabled: false, step: 'none' });
    } finally {
      await database.close();
    }
  });

  it('with no configuration (npm start) the demo shop is seeded', async () => {
    const database = await openEmptyDatabase(backend);
    try {
      await prepareDatabase(database, configOf({ LOG_LEVEL: 'silent' }), silent);
      const after = await counts(database);
      expect(after.categories).toBeGreaterThan(0);
      expect(after.staff.map((s) => s.email)).toEqual(['admin@example.com']);
      // The demo issues e-invoices out of the box, onboarded against the built-in simulator.
      expect(after.einvoicing).toEqual({ enabled: true, step: 'production', environment: 'simulator' });
    } finally {
      await database.close();
    }
  });
});
