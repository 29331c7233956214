/**
 * Configuration comes only from environment variables, validated at start (docs/decisions.md, Configuration from the environment).
 * Every variable and its default is listed in the README's configuration table.
 */
import { isIP } from 'node:net';
import path from 'node:path';
import { signupSchema, validationText } from '@shop/domain';
import { z } from 'zod';

const flag = z.enum(['true', 'false', '1', '0']).transform((v) => v === 'true' || v === '1');

/** proxy-addr's names for private ranges, accepted in TRUST_PROXY lists. */
const PROXY_RANGE_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

function isAddressOrCidr(entry: string): boolean {
  if (PROXY_RANGE_NAMES.has(entry)) return true;
  const [address = '', prefix, ...rest] = entry.split('/');
  const family = isIP(address);
  if (family === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  if (!/^\d{1,3}$/.test(prefix)) return false;
  return Number(prefix) <= (family === 4 ? 32 : 128);
}

/**
 * Which X-Forwarded-For hops to believe: a number of proxies in front of the server (1 behind a
 * single load balancer) or the proxies' addresses / CIDR ranges. "Trust every hop" is refused: the
 * left end of the header is whatever the client sent, so a client could choose its own address
 * (and with it its rate-limit counter).
 */
const trustProxy = z
  .string()
  .trim()
  .transform((value, ctx): false | number | string[] => {
    const lower = value.toLowerCase();
    if (lower === 'false') return false;
    if (lower === 'true') {
      ctx.addIssue({
        code: 'custom',
        message:
          '"true" would trust every X-Forwarded-For hop, so clients could pick their own address; give the number of proxies in front of the server (e.g. 1) or their addresses / CIDR ranges',
      });
      return z.NEVER;
    }
    if (/^\d+$/.test(value)) {
      const hops = Number(value);
      return hops === 0 ? false : hops;
    }
    const entries = value
      .split(',')
      .map((e) => e.trim())
      .filter(Boolean);
    const bad = entries.filter((e) => !isAddressOrCidr(e));
    if (entries.length === 0 || bad.length > 0) {
      ctx.addIssue({
        code: 'custom',
        message: `expected a hop count or comma-separated IP addresses / CIDR ranges (not: ${bad.join(', ') || value})`,
      });
      return z.NEVER;
    }
    return entries;
  });

/** A domain field rule as a config rule: its message key becomes the English text. */
function domainRule<T extends z.ZodType>(rule: T) {
  return z.string().transform((value, ctx) => {
    const parsed = rule.safeParse(value);
    if (parsed.success) return parsed.data as z.output<T>;
    for (const issue of parsed.error.issues)
      ctx.addIssue({ code: 'custom', message: validationText(issue.message, 'en') });
    return z.NEVER;
  });
}

const schema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  /** PostgreSQL URL; when unset the embedded PGlite database under DATA_DIR is used. */
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://')
    .optional(),
  DATA_DIR: z.string().min(1).default('./data'),
  /**
   * Public origin used in mail links, payment returns, canonical URLs, sitemap, robots.txt and Open
   * Graph tags; required in production, with SMTP_URL and with a real payment provider, so the
   * Host header of a request can never choose them (http/origin.ts).
   */
  PUBLIC_URL: z.url({ protocol: /^https?$/ }).optional(),
  /**
   * Redis shared by the instances: rate-limit counters and cache invalidation messages. Its
   * value never appears in a message (it may carry a password).
   */
  REDIS_URL: z
    .string()
    .regex(/^rediss?:\/\/[^\s]+$/, 'must be a redis:// or rediss:// URL (redis://:password@host:6379/0)')
    .optional(),
  /**
   * Bearer token of `GET /metrics` (Prometheus's scrape, `Authorization: Bearer …`); unset, the
   * path answers 404 and no process metrics are gathered. At least 16 visible characters.
   */
  METRICS_TOKEN: z
    .string()
    .regex(/^[\x21-\x7e]{16,256}$/, 'must be 16 to 256 visible characters (a random token)')
    .optional(),
  /** Outgoing mail server; unset keeps mails in the database outbox only. */
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\/[^\s]+$/, 'must be an smtp:// or smtps:// URL (smtp://user:pass@host:587)')
    .optional(),
  MAIL_FROM: z.string().default('Uniform Shop <no-reply@localhost>'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /**
   * Seed the demo shop (with its known demo logins) when the database is empty. Defaults to true,
   * except with NODE_ENV=production, where only an explicit true seeds it.
   */
  SEED_DEMO: flag.optional(),
  /** With ADMIN_PASSWORD: the first owner (staff) account, created when no owner exists. */
  ADMIN_EMAIL: domainRule(signupSchema.shape.email).optional(),
  /** The first owner's password (the new-password rules apply: 8 to 128 characters). */
  ADMIN_PASSWORD: domainRule(signupSchema.shape.password).optional(),
  /** Product count of the demo catalogue (benchmarks use a large one). */
  SEED_PRODUCTS: z.coerce.number().int().min(1).max(200_000).default(60),
  NODE_ENV: z.string().default('development'),
  /** X-Forwarded-* hops to trust: a proxy count or address/CIDR list (per-client rate limits behind a load balancer). */
  TRUST_PROXY: trustProxy.default(false),
  /** Per-IP limit of newsletter and contact submissions per minute. */
  FORM_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).max(1_000_000).default(10),
  /**
   * Per-IP limit per minute of each sign-in route (login, signup, reset request, reset code,
   * new password): guesses of passwords and of four-digit codes stay slow.
   */
  AUTH_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).max(1_000_000).default(10),
  /**
   * log2 of scrypt's N for new password hashes: 17 (OWASP's recommendation, about 128 MiB and a
   * few hundred milliseconds per hash). Lower values are for test suites only and are refused when
   * NODE_ENV=production.
   */
  PASSWORD_HASH_COST: z.coerce.number().int().min(10).max(20).default(17),
  /** PostgreSQL pool size per instance. */
  DB_POOL_SIZE: z.coerce.number().int().min(1).max(200).default(10),
  /** Longest wait for a new PostgreSQL connection before the query fails. */
  DB_CONNECT_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(5000),
  /** PostgreSQL statement_timeout of the server's connections (0: none); migrations are exempt. */
  DB_STATEMENT_TIMEOUT_MS: z.coerce.number().int().min(0).max(3_600_000).default(30_000),
  /**
   * After SIGTERM, how long the instance goes on answering with /healthz at 503 "draining" before
   * it closes: longer than the load balancer's health-check interval times its fall count, so that
   * it has stopped sending requests here by the time the port closes (0: close at once).
   */
  SHUTDOWN_DRAIN_MS: z.coerce.number().int().min(0).max(120_000).default(0),
  /** Longest time a client may take to send a whole request (Fastify requestTimeout). */
  REQUEST_TIMEOUT_MS: z.coerce.number().int().min(1000).max(600_000).default(30_000),
  /** Seconds the settings / category tree stay cached in process (0 disables the cache). */
  CONTENT_CACHE_SECONDS: z.coerce.number().min(0).max(3600).default(10),
  /** Milliseconds a public catalogue answer may be reused (0 disables the micro-cache). */
  RESPONSE_CACHE_MS: z.coerce.number().int().min(0).max(60_000).default(1000),
  /** Upper bound of the micro-cache's memory, in bytes of cached answers. */
  RESPONSE_CACHE_MAX_BYTES: z.coerce
    .number()
    .int()
    .min(64 * 1024)
    .max(4 * 1024 ** 3)
    .default(32 * 1024 * 1024),
  /**
   * Milliseconds a rendered storefront page is reused (0 disables the page cache). Any staff change
   * drops every cached page at once, on every instance.
   */
  PAGE_CACHE_MS: z.coerce.number().int().min(0).max(600_000).default(30_000),
  /** Upper bound of the page cache's memory, in bytes of cached HTML. */
  PAGE_CACHE_MAX_BYTES: z.coerce
    .number()
    .int()
    .min(64 * 1024)
    .max(4 * 1024 ** 3)
    .default(64 * 1024 * 1024),
  /** Built storefront to serve at `/`; defaults to apps/web/dist next to this package. */
  WEB_DIST_DIR: z.string().optional(),
  /** Built admin dashboard to serve at `/admin`; defaults to apps/admin/dist next to this package. */
  ADMIN_DIST_DIR: z.string().optional(),
  /** Benchmarks only: exposes GET /bench/baseline (a constant JSON body). */
  BENCH_BASELINE: flag.default(false),
  /**
   * Card payments: the built-in sandbox (test cards on a page served by this server, no money
   * moves) or Moyasar (hosted invoice pages; mada, Visa, Mastercard, Apple Pay).
   */
  PAYMENT_PROVIDER: z.enum(['sandbox', 'moyasar']).default('sandbox'),
  /**
   * Signs the sandbox's payment ids and is the secret token of sandbox webhooks. A fixed
   * development key when unset (the sandbox moves no money: its success card pays anyway).
   */
  PAYMENT_SANDBOX_SECRET: z.string().min(16, 'at least 16 characters').optional(),
  /** Moyasar's secret API key (sk_test_… or sk_live_…), sent as HTTP basic auth. */
  MOYASAR_SECRET_KEY: z
    .string()
    .regex(/^sk_(test|live)_\S+$/, "expected Moyasar's secret key (sk_test_… or sk_live_…)")
    .optional(),
  /** The secret token set on the Moyasar webhook (dashboard, Settings, Webhooks). */
  MOYASAR_WEBHOOK_SECRET: z.string().min(8, 'at least 8 characters').optional(),
  /** Moyasar's API root; tests point it at a local fake. */
  MOYASAR_API_URL: z.url({ protocol: /^https?$/ }).default('https://api.moyasar.com/v1'),
  /** Largest image file staff may upload, in bytes (refused before it is decoded). */
  /**
   * Encrypts the e-invoicing private key and CSID secrets at rest: 32 bytes, base64 or 64 hex
   * digits. A fixed development key when unset outside production; in production e-invoicing
   * cannot be onboarded without it.
   */
  EINVOICE_KEY: z
    .string()
    .trim()
    .refine(
      (value) => /^[0-9a-f]{64}$/i.test(value) || Buffer.from(value, 'base64').length === 32,
      'expected 32 bytes: 64 hex digits or base64',
    )
    .optional(),
  /** ZATCA's Fatoora platforms: the developer portal, the simulation and the production (core) one. */
  FATOORA_DEVELOPER_PORTAL_URL: z
    .url({ protocol: /^https?$/ })
    .default('https://gw-fatoora.zatca.gov.sa/e-invoicing/developer-portal'),
  FATOORA_SIMULATION_URL: z
    .url({ protocol: /^https?$/ })
    .default('https://gw-fatoora.zatca.gov.sa/e-invoicing/simulation'),
  FATOORA_PRODUCTION_URL: z
    .url({ protocol: /^https?$/ })
    .default('https://gw-fatoora.zatca.gov.sa/e-invoicing/core'),
  /** How long one call to Fatoora may take before it is retried later. */
  FATOORA_TIMEOUT_MS: z.coerce.number().int().min(1000).max(300_000).default(30_000),
  UPLOAD_MAX_BYTES: z.coerce
    .number()
    .int()
    .min(64 * 1024)
    .max(100 * 1024 * 1024)
    .default(10 * 1024 * 1024),
  /**
   * S3-compatible object storage for media files (AWS S3, Cloudflare R2, MinIO…); unset keeps them
   * under DATA_DIR/uploads. Bucket, keys and public URL are set together.
   */
  S3_BUCKET: z
    .string()
    .regex(
      /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/,
      'expected a bucket name (3 to 63 lower-case letters, digits, dots and hyphens)',
    )
    .optional(),
  /** The storage's API root (R2, MinIO…); unset means AWS S3 in S3_REGION. */
  S3_ENDPOINT: z.url({ protocol: /^https?$/ }).optional(),
  /** Signing region: the bucket's AWS region, `auto` for R2; defaults to us-east-1 with S3_ENDPOINT. */
  S3_REGION: z
    .string()
    .regex(/^[a-z0-9-]{2,40}$/, 'expected a region name such as eu-central-1, me-south-1 or auto')
    .optional(),
  S3_ACCESS_KEY_ID: z.string().trim().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().trim().min(1).optional(),
  /** Public (CDN) base URL the bucket's objects are served from; `/media/*` redirects there. */
  S3_PUBLIC_URL: z
    .url({ protocol: /^https?$/ })
    .refine((url) => !/[?#]/.test(url), 'must be a base URL without a query or fragment')
    .optional(),
});

/** Set together to store media in object storage. */
const S3_REQUIRED = ['S3_BUCKET', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY', 'S3_PUBLIC_URL'] as const;
const S3_VARIABLES = [...S3_REQUIRED, 'S3_ENDPOINT', 'S3_REGION'] as const;

/** Object storage settings, or undefined when media files stay on the local disk. */
export interface S3Config {
  bucket: string;
  /** API root for path-style requests (`${endpoint}/${bucket}/${key}`); undefined for AWS S3. */
  endpoint: string | undefined;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** Without a trailing slash. */
  publicUrl: string;
}

const checked = schema
  .superRefine((c, ctx) => {
    if (c.NODE_ENV === 'production' && !c.PUBLIC_URL) {
      ctx.addIssue({
        code: 'custom',
        path: ['PUBLIC_URL'],
        message:
          'required when NODE_ENV=production (the public origin, e.g. https://shop.example.sa), so request Host headers never choose canonical, sitemap and Open Graph URLs',
      });
    }
    // Mail and a real payment provider send people to links built from the public origin; without
    // PUBLIC_URL it would be guessed from requests, so they need it (the demo has neither).
    if (c.SMTP_URL && !c.PUBLIC_URL) {
      ctx.addIssue({
        code: 'custom',
        path: ['PUBLIC_URL'],
        message:
          'required with SMTP_URL (the public origin, e.g. https://shop.example.sa): links in the mails sent are built from it, never from a request Host header',
      });
    }
    if (c.PAYMENT_PROVIDER !== 'sandbox' && !c.PUBLIC_URL) {
      ctx.addIssue({
        code: 'custom',
        path: ['PUBLIC_URL'],
        message: `required with PAYMENT_PROVIDER=${c.PAYMENT_PROVIDER} (the public origin, e.g. https://shop.example.sa): the payment page sends shoppers back to it`,
      });
    }
    if (c.PAYMENT_PROVIDER === 'moyasar') {
      for (const key of ['MOYASAR_SECRET_KEY', 'MOYASAR_WEBHOOK_SECRET'] as const) {
        if (c[key] === undefined)
          ctx.addIssue({
            code: 'custom',
            path: [key],
            message: `required with PAYMENT_PROVIDER=moyasar (${key === 'MOYASAR_SECRET_KEY' ? 'the secret API key from the Moyasar dashboard' : 'the secret token of the Moyasar webhook'})`,
          });
      }
      if (c.NODE_ENV === 'production' && !c.MOYASAR_API_URL.startsWith('https:')) {
        ctx.addIssue({
          code: 'custom',
          path: ['MOYASAR_API_URL'],
          message: 'must be https when NODE_ENV=production (the secret key travels with every call)',
        });
      }
    }
    if (c.NODE_ENV === 'production' && c.PASSWORD_HASH_COST < 17) {
      ctx.addIssue({
        code: 'custom',
        path: ['PASSWORD_HASH_COST'],
        message:
          'must be at least 17 when NODE_ENV=production (a lower cost makes stolen password hashes cheap to guess)',
      });
    }
    if ((c.ADMIN_EMAIL === undefined) !== (c.ADMIN_PASSWORD === undefined)) {
      ctx.addIssue({
        code: 'custom',
        path: [c.ADMIN_EMAIL === undefined ? 'ADMIN_EMAIL' : 'ADMIN_PASSWORD'],
        message: 'ADMIN_EMAIL and ADMIN_PASSWORD are set together (they create the first owner account)',
      });
    }
    const setS3 = S3_VARIABLES.filter((key) => c[key] !== undefined);
    if (setS3.length > 0) {
      for (const key of S3_REQUIRED) {
        if (c[key] === undefined)
          ctx.addIssue({
            code: 'custom',
            path: [key],
            message: `object storage needs ${S3_REQUIRED.join(', ')} together (set: ${setS3.join(', ')})`,
          });
      }
      if (c.S3_ENDPOINT === undefined && c.S3_REGION === undefined)
        ctx.addIssue({
          code: 'custom',
          path: ['S3_REGION'],
          message: "required for AWS S3 (no S3_ENDPOINT): the bucket's region, e.g. me-south-1",
        });
    }
  })
  .transform((c) => ({
    ...c,
    SEED_DEMO: c.SEED_DEMO ?? c.NODE_ENV !== 'production',
    s3: s3Config(c),
  }));

function s3Config(c: z.output<typeof schema>): S3Config | undefined {
  if (!c.S3_BUCKET || !c.S3_ACCESS_KEY_ID || !c.S3_SECRET_ACCESS_KEY || !c.S3_PUBLIC_URL) return undefined;
  return {
    bucket: c.S3_BUCKET,
    endpoint: c.S3_ENDPOINT?.replace(/\/+$/, ''),
    region: c.S3_REGION ?? 'us-east-1',
    accessKeyId: c.S3_ACCESS_KEY_ID,
    secretAccessKey: c.S3_SECRET_ACCESS_KEY,
    publicUrl: c.S3_PUBLIC_URL.replace(/\/+$/, ''),
  };
}

export type Config = z.output<typeof checked> & { dataDir: string; uploadsDir: string };

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  // An empty variable (`DATABASE_URL=` in a shell or .env) means "not set", not "invalid".
  const present = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== ''));
  const parsed = checked.safeParse(present);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const dataDir = path.resolve(parsed.data.DATA_DIR);
  return { ...parsed.data, dataDir, uploadsDir: path.join(dataDir, 'uploads') };
}
