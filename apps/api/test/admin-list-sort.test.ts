/**
 * Every staff list takes `?sort=` (react-admin's column click). A key that is not one of the
 * list's own columns, above all a name every plain object inherits (`__proto__`, `constructor`,
 * `toString`), is refused with a translated 422 on `sort`: it never reaches a column lookup, where
 * an inherited property once turned into a 500. The lists are read from the contract, so a list
 * added later is covered without touching this file.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { adminResources, adminRoutes, validationErrorAnswerSchema, type RouteContract } from '@shop/contract';
import { validationText } from '@shop/domain';
import { makeStaff, signInStaff, type AdminSessionClient } from './support/admin.js';
import { backends, startTestShop, type TestShop } from './support/backends.js';
import { expectShape } from './support/contract.js';

/** The query schema's accepted sort keys, when it names them (a z.enum, possibly wrapped). */
function sortKeysOf(route: RouteContract): string[] {
  const query = route.query as z.ZodObject | undefined;
  const sort = query?.shape.sort as z.ZodType | undefined;
  if (!sort) return [];
  const json = z.toJSONSchema(sort, { io: 'input', unrepresentable: 'any' }) as { enum?: unknown[] };
  return (json.enum ?? []).filter((v): v is string => typeof v === 'string');
}

/** Every GET route of the staff API whose query has a `sort`: the lists. */
const lists: { name: string; route: RouteContract }[] = [
  ...Object.entries(adminResources).map(([name, r]) => ({ name, route: r.list as RouteContract })),
  ...Object.entries(adminRoutes as Record<string, RouteContract>)
    .filter(([, r]) => r.method === 'GET' && (r.query as z.ZodObject | undefined)?.shape?.sort)
    .map(([name, route]) => ({ name, route })),
];

const HOSTILE_KEYS = ['__proto__', 'constructor', 'toString', 'hasOwnProperty', 'valueOf', 'no_such_column'];

describe('the contract', () => {
  it('names at least the 17 staff lists of the issue, each with its own sort keys', () => {
    expect(lists.length).toBeGreaterThanOrEqual(17);
    for (const { name, route } of lists) expect(sortKeysOf(route).length, name).toBeGreaterThan(0);
  });
});

describe.each(backends)('staff list sorting on $name', (backend) => {
  let shop: TestShop;
  let owner: AdminSessionClient;

  beforeAll(async () => {
    shop = await startTestShop(backend, 'fixtures');
    owner = await signInStaff(shop.app, await makeStaff(shop.database, 'owner@shop.test', 'owner'), 'en');
  });
  afterAll(async () => {
    await shop?.close();
  });

  it.each(lists)(
    '$name refuses sort keys outside its own columns with a translated 422',
    async ({ route }) => {
      for (const lang of ['en', 'ar'] as const) {
        for (const sort of HOSTILE_KEYS) {
          const res = await owner.request(
            'GET',
            `${route.path}?sort=${encodeURIComponent(sort)}&order=desc`,
            undefined,
            {
              lang,
            },
          );
          expect(res.statusCode, `${route.path} sort=${sort}: ${res.body}`).toBe(422);
          const body = expectShape(validationErrorAnswerSchema, res.json());
          expect(body.errors.sort, sort).toEqual([validationText('validation.sortInvalid', lang)]);
        }
      }
    },
  );

  it.each(lists)('$name sorts by each of its own columns, both ways', async ({ route }) => {
    for (const sort of sortKeysOf(route)) {
      for (const order of ['asc', 'desc']) {
        const res = await owner.request('GET', `${route.path}?sort=${sort}&order=${order}`);
        expect(res.statusCode, `${route.path} sort=${sort}: ${res.body}`).toBe(200);
        expectShape(route.answer, res.json());
      }
    }
  });
});
