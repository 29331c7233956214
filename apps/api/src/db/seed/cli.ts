/**
 * `npm run seed -w apps/api [-- --products N]`: migrates the configured database and seeds the demo
 * shop if it has no categories yet. SEED_PRODUCTS sets the product count too (the flag wins).
 * A relative DATA_DIR is taken from the directory npm was started in.
 */
import path from 'node:path';
import { loadConfig } from '../../config.js';
import { createMediaStorage } from '../../media/storage.js';
import { migrate, openDatabase } from '../client.js';
import { seedDemoShop } from './index.js';

function productsFromArgs(argv: string[]): number | undefined {
  const i = argv.findIndex((a) => a === '--products' || a.startsWith('--products='));
  if (i < 0) return undefined;
  const arg = argv[i]!;
  const raw = arg.includes('=') ? arg.slice(arg.indexOf('=') + 1) : argv[i + 1];
  const n = Number(raw);
  if (!Number.isInteger(n) || n < 1 || n > 200_000)
    throw new Error(`--products needs a whole number from 1 to 200000, got ${raw}`);
  return n;
}

async function main(): Promise<void> {
  // `npm run seed` (from the repository root) runs this in apps/api; resolve a relative DATA_DIR
  // from where npm was invoked, so it is the same ./data that `npm start` serves.
  const invokedFrom = process.env.INIT_CWD ?? process.cwd();
  process.env.DATA_DIR = path.resolve(invokedFrom, process.env.DATA_DIR || './data');
  const config = loadConfig();
  const products = productsFromArgs(process.argv.slice(2)) ?? config.SEED_PRODUCTS;
  const database = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.dataDir });
  try {
    const where = database.kind === 'postgres' ? 'PostgreSQL (DATABASE_URL)' : `PGlite in ${config.dataDir}`;
    const uploads = config.s3 ? `bucket ${config.s3.bucket}` : config.uploadsDir;
    console.log(`seed: database ${where}; uploads in ${uploads}`);
    await migrate(database);
    const started = Date.now();
    const { seeded } = await seedDemoShop(database, {
      storage: createMediaStorage(config),
      products,
      log: (m) => console.log(m),
    });
    console.log(
      seeded
        ? `seed: done in ${((Date.now() - started) / 1000).toFixed(1)} s (${products} products). Demo logins: demo@example.com / demo12345, staff admin@example.com / admin12345`
        : 'seed: the database already has categories; nothing changed.',
    );
  } finally {
    await database.close();
  }
}

main().catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : err);
  process.exitCode = 1;
});
