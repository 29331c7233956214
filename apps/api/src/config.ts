/**
 * Configuration comes only from environment variables, validated at start (DESIGN.md section 3).
 * Every variable and its default is listed in the README's configuration table.
 */
import path from 'node:path';
import { z } from 'zod';

const schema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  /** PostgreSQL URL; when unset the embedded PGlite database under DATA_DIR is used. */
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://')
    .optional(),
  DATA_DIR: z.string().min(1).default('./data'),
  /** Public origin used in canonical URLs, sitemap and Open Graph tags. */
  PUBLIC_URL: z.string().url().optional(),
  REDIS_URL: z.string().optional(),
  SMTP_URL: z.string().optional(),
  MAIL_FROM: z.string().default('Uniform Shop <no-reply@localhost>'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Seed the demo shop when the database is empty (set to false in production). */
  SEED_DEMO: z
    .enum(['true', 'false', '1', '0'])
    .default('true')
    .transform((v) => v === 'true' || v === '1'),
  /** Product count of the demo catalogue (benchmarks use a large one). */
  SEED_PRODUCTS: z.coerce.number().int().min(1).max(200_000).default(60),
  NODE_ENV: z.string().default('development'),
  /** Trust X-Forwarded-* from a load balancer (needed for per-client rate limits behind one). */
  TRUST_PROXY: z
    .enum(['true', 'false', '1', '0'])
    .default('false')
    .transform((v) => v === 'true' || v === '1'),
  /** Per-IP limit of newsletter and contact submissions per minute. */
  FORM_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).max(1_000_000).default(10),
  /** PostgreSQL pool size per instance. */
  DB_POOL_SIZE: z.coerce.number().int().min(1).max(200).default(10),
  /** Seconds the settings / category tree stay cached in process (0 disables the cache). */
  CONTENT_CACHE_SECONDS: z.coerce.number().min(0).max(3600).default(10),
  /** Milliseconds a public catalogue answer may be reused (0 disables the micro-cache). */
  RESPONSE_CACHE_MS: z.coerce.number().int().min(0).max(60_000).default(1000),
  /** Built storefront to serve at `/`; defaults to apps/web/dist next to this package. */
  WEB_DIST_DIR: z.string().optional(),
  /** Benchmarks only: exposes GET /bench/baseline (a constant JSON body). */
  BENCH_BASELINE: z
    .enum(['true', 'false', '1', '0'])
    .default('false')
    .transform((v) => v === 'true' || v === '1'),
});

export type Config = z.infer<typeof schema> & { dataDir: string; uploadsDir: string };

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  // An empty variable (`DATABASE_URL=` in a shell or .env) means "not set", not "invalid".
  const present = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== ''));
  const parsed = schema.safeParse(present);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const dataDir = path.resolve(parsed.data.DATA_DIR);
  return { ...parsed.data, dataDir, uploadsDir: path.join(dataDir, 'uploads') };
}
