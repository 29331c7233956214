/**
 * The API's layering is a lint rule, not a habit: a route (apps/api/src/features) that imports
 * drizzle, the tables or the database client fails lint; the same code in a service passes. A
 * service (or a shared, database or media module) that imports the HTTP layer or a route fails
 * lint. And the features and services as they are pass it.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

const DB_CODE = `import { eq } from 'drizzle-orm';
import { pgTable } from 'drizzle-orm/pg-core';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { products } from '../../db/schema.js';
import { categories } from '../../db/schema/catalogue.js';
import { openDatabase } from '../../db/client.js';

export const used = [eq, pgTable, migrate, products, categories, openDatabase];
`;

let eslint: ESLint;

async function restrictedImports(code: string, filePath: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(repoRoot, filePath) });
  return result!.messages
    .filter((m) => m.ruleId === 'no-restricted-imports')
    .map((m) => code.split('\n')[m.line - 1]!.replace(/.* from '([^']+)';$/, '$1'));
}

describe('layering lint rule', () => {
  beforeAll(() => {
    eslint = new ESLint({ cwd: repoRoot });
  });

  it('fails a feature that imports drizzle, the schema or the database client', async () => {
    expect(await restrictedImports(DB_CODE, 'apps/api/src/features/x/index.ts')).toEqual([
      'drizzle-orm',
      'drizzle-orm/pg-core',
      'drizzle-orm/pglite/migrator',
      '../../db/schema.js',
      '../../db/schema/catalogue.js',
      '../../db/client.js',
    ]);
    // Deeper folders too.
    expect(
      await restrictedImports(
        `import { sql } from 'drizzle-orm';\nexport const s = sql;\n`,
        'apps/api/src/features/seo/x/y.ts',
      ),
    ).toEqual(['drizzle-orm']);
  });

  it('lets a feature import types from the database client, the services and shared modules', async () => {
    const code = `import type { Db } from '../../db/client.js';
import { withTransaction } from '../../db/transaction.js';
import { getProduct } from '../../services/products.js';
import type { AppContext } from '../../shared/context.js';

export const used = [withTransaction, getProduct] as unknown as [Db, AppContext];
`;
    expect(await restrictedImports(code, 'apps/api/src/features/x/index.ts')).toEqual([]);
  });

  it('lets services (and everything outside features) use the database', async () => {
    expect(await restrictedImports(DB_CODE, 'apps/api/src/services/x.ts')).toEqual([]);
    expect(await restrictedImports(DB_CODE, 'apps/api/src/db/seed/x.ts')).toEqual([]);
  });

  it('passes on the features as they are', async () => {
    const results = await eslint.lintFiles([path.join(repoRoot, 'apps/api/src/features/**/*.ts')]);
    expect(results.length).toBeGreaterThan(5);
    const restricted = results.flatMap((r) =>
      r.messages.filter((m) => m.ruleId === 'no-restricted-imports').map((m) => `${r.filePath}:${m.line}`),
    );
    expect(restricted).toEqual([]);
  });

  it('fails a service, or a module below the services, that imports the HTTP layer or a route', async () => {
    const code = `import { FieldErrors } from '../http/errors.js';
import type { Lang } from '../../http/i18n.js';
import { routes } from '../features/orders/index.js';

export const used = [FieldErrors, routes] as unknown as Lang[];
`;
    const upward = ['../http/errors.js', '../../http/i18n.js', '../features/orders/index.js'];
    expect(await restrictedImports(code, 'apps/api/src/services/x.ts')).toEqual(upward);
    expect(await restrictedImports(code, 'apps/api/src/services/admin-catalogue/x.ts')).toEqual(upward);
    expect(await restrictedImports(code, 'apps/api/src/shared/x.ts')).toEqual(upward);
    expect(await restrictedImports(code, 'apps/api/src/db/seed/x.ts')).toEqual(upward);
  });

  it('lets a service import the errors and languages of shared/', async () => {
    const code = `import { FieldErrors } from '../shared/errors.js';
import type { Lang } from '../../shared/i18n.js';

export const used = [FieldErrors] as unknown as Lang[];
`;
    expect(await restrictedImports(code, 'apps/api/src/services/x.ts')).toEqual([]);
  });

  it('passes on the services and the modules below them as they are', async () => {
    const results = await eslint.lintFiles(
      ['services', 'shared', 'db', 'auth', 'media'].map((dir) =>
        path.join(repoRoot, `apps/api/src/${dir}/**/*.ts`),
      ),
    );
    expect(results.length).toBeGreaterThan(30);
    const restricted = results.flatMap((r) =>
      r.messages.filter((m) => m.ruleId === 'no-restricted-imports').map((m) => `${r.filePath}:${m.line}`),
    );
    expect(restricted).toEqual([]);
  });
});
