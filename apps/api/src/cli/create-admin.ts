/**
 * `npm run create-admin -- --email owner@shop.sa --name "Shop Owner" [--role owner|staff]`: creates
 * a staff account in the configured database (DATABASE_URL, else PGlite in DATA_DIR), migrating it
 * first. The password is read from ADMIN_PASSWORD, or from standard input with --password-stdin,
 * never from the command line (it would stay in the shell's history and the process list). In a
 * production image without dev dependencies: `node apps/api/dist/create-admin.js …`.
 */
import path from 'node:path';
import { parseArgs } from 'node:util';
import { ZodError } from 'zod';
import { staffCreateSchema, validationText, zodIssuesToFieldErrors } from '@shop/domain';
import { loadConfig } from '../config.js';
import { migrate, openDatabase } from '../db/client.js';
import { FieldErrors } from '../shared/errors.js';
import { translate } from '../shared/i18n.js';
import { createStaff } from '../services/staff/index.js';

async function readStdin(): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of process.stdin) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks)
    .toString('utf8')
    .replace(/\r?\n$/, '');
}

function explain(err: unknown): string | null {
  if (err instanceof ZodError) {
    const fields = zodIssuesToFieldErrors(err) as Record<string, string[]>;
    return Object.entries(fields)
      .map(([field, keys]) => `${field}: ${keys.map((k) => validationText(k, 'en')).join(', ')}`)
      .join('\n');
  }
  if (err instanceof FieldErrors) {
    return Object.entries(err.fields)
      .map(([field, keys]) => `${field}: ${(keys ?? []).map((k) => translate('en', k)).join(', ')}`)
      .join('\n');
  }
  return null;
}

async function main(): Promise<number> {
  const { values } = parseArgs({
    options: {
      email: { type: 'string' },
      name: { type: 'string' },
      role: { type: 'string', default: 'owner' },
      'password-stdin': { type: 'boolean', default: false },
    },
  });
  const password = values['password-stdin'] ? await readStdin() : process.env.ADMIN_PASSWORD;
  if (!password) {
    console.error('create-admin: set ADMIN_PASSWORD or pass --password-stdin and pipe the password in.');
    return 2;
  }
  const email = values.email ?? process.env.ADMIN_EMAIL ?? '';
  // The server's first-owner pair is read here, not as the server's settings.
  delete process.env.ADMIN_EMAIL;
  delete process.env.ADMIN_PASSWORD;
  const invokedFrom = process.env.INIT_CWD ?? process.cwd();
  process.env.DATA_DIR = path.resolve(invokedFrom, process.env.DATA_DIR || './data');
  const config = loadConfig();
  let input;
  try {
    input = staffCreateSchema.parse({
      email,
      name: values.name ?? email,
      password,
      role: values.role,
      is_active: true,
    });
  } catch (err) {
    console.error(`create-admin: ${explain(err) ?? String(err)}`);
    return 2;
  }
  const database = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.dataDir });
  try {
    await migrate(database);
    const staff = await createStaff(database.db, { id: null, email: 'create-admin (command line)' }, input);
    console.log(`create-admin: created ${staff.role} ${staff.email} (id ${staff.id}); sign in at /admin`);
    return 0;
  } catch (err) {
    const text = explain(err);
    if (!text) throw err;
    console.error(`create-admin: ${text}`);
    return 1;
  } finally {
    await database.close();
  }
}

main().then(
  (code) => process.exit(code),
  (err: unknown) => {
    console.error(err);
    process.exit(1);
  },
);
