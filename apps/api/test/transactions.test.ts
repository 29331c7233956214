/**
 * Services take an executor, so a caller can run several service writes in one transaction:
 * withTransaction commits them together or rolls all of them back, on PGlite and PostgreSQL.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/client.js';
import * as t from '../src/db/schema.js';
import { withTransaction } from '../src/db/transaction.js';
import { getPage } from '../src/services/content.js';
import { saveContactMessage, subscribeToNewsletter } from '../src/services/engagement.js';
import { TtlCache } from '../src/shared/ttl-cache.js';
import { backends, openEmptyDatabase } from './support/backends.js';

const message = {
  first_name: 'Sara',
  last_name: 'Ali',
  email: 'sara@example.com',
  phone: '0500000000',
  message: 'Quote for 40 scrubs, please.',
};

describe.each(backends)('withTransaction on $name', (backend) => {
  let database: Database;

  beforeAll(async () => {
    database = await openEmptyDatabase(backend);
  });
  afterAll(async () => {
    await database?.close();
  });
  beforeEach(async () => {
    await database.db.delete(t.newsletterSubscribers);
    await database.db.delete(t.contactMessages);
  });

  const counts = async () => {
    const [subscribers] = await database.db
      .select({ n: sql<number>`count(*)`.mapWith(Number) })
      .from(t.newsletterSubscribers);
    const [messages] = await database.db
      .select({ n: sql<number>`count(*)`.mapWith(Number) })
      .from(t.contactMessages);
    return { subscribers: subscribers!.n, messages: messages!.n };
  };

  it('commits two service writes together and returns the result', async () => {
    const result = await withTransaction(database.db, async (tx) => {
      await subscribeToNewsletter(tx, 'Sara@Example.com', 'en');
      await saveContactMessage(tx, message, 'en');
      return 'done';
    });
    expect(result).toBe('done');
    expect(await counts()).toEqual({ subscribers: 1, messages: 1 });
  });

  it('rolls back every write when the work throws, and rethrows', async () => {
    await expect(
      withTransaction(database.db, async (tx) => {
        await subscribeToNewsletter(tx, 'sara@example.com', 'ar');
        await saveContactMessage(tx, message, 'ar');
        // The writes are visible inside the transaction…
        const [seen] = await tx.select({ n: sql<number>`count(*)`.mapWith(Number) }).from(t.contactMessages);
        expect(seen!.n).toBe(1);
        throw new Error('payment declined');
      }),
    ).rejects.toThrow('payment declined');
    // …and gone after it.
    expect(await counts()).toEqual({ subscribers: 0, messages: 0 });
  });

  it('rolls back a failing statement with the writes before it', async () => {
    await expect(
      withTransaction(database.db, async (tx) => {
        await saveContactMessage(tx, message, 'ar');
        await tx.execute(sql`select 1 / 0`);
      }),
    ).rejects.toThrow();
    expect(await counts()).toEqual({ subscribers: 0, messages: 0 });
    // The connection is usable afterwards.
    await subscribeToNewsletter(database.db, 'after@example.com', 'ar');
    expect(await counts()).toEqual({ subscribers: 1, messages: 0 });
  });

  it('runs read services in the transaction too: they see its uncommitted rows', async () => {
    const cache = new TtlCache(0);
    await expect(
      withTransaction(database.db, async (tx) => {
        await tx.insert(t.pages).values({
          id: 70,
          slug: 'draft',
          titleAr: 'مسودة',
          titleEn: 'Draft',
          contentAr: '',
          contentEn: '',
        });
        expect(await getPage({ db: tx, cache }, 'en', 70)).toMatchObject({ id: 70, title: 'Draft' });
        throw new Error('discard the draft');
      }),
    ).rejects.toThrow('discard the draft');
    expect(await getPage({ db: database.db, cache }, 'en', 70)).toBeUndefined();
  });

  it('nests as a savepoint: an inner failure caught by the caller keeps the outer writes', async () => {
    await withTransaction(database.db, async (tx) => {
      await saveContactMessage(tx, message, 'ar');
      await expect(
        withTransaction(tx, async (inner) => {
          await subscribeToNewsletter(inner, 'inner@example.com', 'ar');
          throw new Error('inner step failed');
        }),
      ).rejects.toThrow('inner step failed');
    });
    expect(await counts()).toEqual({ subscribers: 0, messages: 1 });
  });
});
