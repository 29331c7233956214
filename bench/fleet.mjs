#!/usr/bin/env node
/**
 * The shop as a fleet, on this machine:
 * `npm run fleet [-- --rate 40] [--workers 12] [--steady 15] [--scale 10] [--customers 12] [--json file]`
 * (`node --import tsx bench/fleet.mjs`, for the contract's names).
 *
 * Starts HAProxy (Debian's package, installed with apt-get when missing) in front of three
 * instances of the built server on loopback ports, sharing one PostgreSQL database
 * (FLEET_DATABASE_URL, default postgres://postgres@127.0.0.1:5432/shop_fleet, created when missing
 * and WIPED first), a Redis server of the run's own (started from the machine's redis-server, so
 * the run can stop it), an S3-compatible server for the images (s3rver, from npm) and an SMTP
 * mailbox for the sign-up codes. Under a steady mixed load through HAProxy (`rate` requests a
 * second: storefront pages and API lists in both languages, orders with Idempotency-Keys,
 * sign-ins, and an owner's settings change every few seconds) it runs these phases and checks each:
 *
 * - steady: no failed request; a staff change shows on every instance within 1 s (Redis);
 * - rolling restart: each instance in turn gets SIGTERM, is started again and becomes healthy,
 *   with 0 failed requests;
 * - Redis stopped for 10 s: the fleet goes on answering (rate limits count in the database,
 *   invalidation waits for the caches' lives), and once Redis is back every instance subscribes
 *   again and a change shows everywhere within 1 s again;
 * - PostgreSQL ends every connection of the fleet (pg_terminate_backend): only requests in flight
 *   at that moment may answer 503 (the database-unavailable answer), none after 5 s, nothing else;
 * - media: an image uploaded through one instance is served by the other two (from the bucket);
 * - scale: orders alone through HAProxy with 1, 2 and 3 instances in rotation, `workers` shoppers
 *   each ordering again as soon as answered (orders/s, p50, p99).
 *
 * At the end no order is lost or duplicated: every order answered has a distinct id, requests cut
 * off are asked again with their keys, and the customers' order lists hold exactly those orders.
 * Prints a table per phase and exits 1 when a check fails.
 */
import { spawn, spawnSync } from 'node:child_process';
import { processorName } from './lib/machine.mjs';
import { randomUUID } from 'node:crypto';
import {
  createWriteStream,
  existsSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import pg from 'pg';
import sharp from 'sharp';
import { ADMIN_API_PREFIX, ADMIN_CSRF_HEADER, ADMIN_SESSION_COOKIE } from '@shop/contract';
import { serverMemoryEnv } from '../scripts/server-memory.mjs';
import { resetPostgres } from './lib/api-server.mjs';
import { arg } from './lib/args.mjs';
import { copyWebBuild, freePort, root, stop, waitForHealth } from './lib/shop-server.mjs';
import { basket, inBatches, must, ordersOf, prepareCustomers, startMailbox } from './lib/shoppers.mjs';

const INSTANCES = 3;
/** Requests a second of the mixed load (open loop). */
const rate = Number(arg('rate', '40'));
/** Concurrent shoppers of the orders-alone phases (closed loop: as fast as the fleet answers). */
const workers = Number(arg('workers', '12'));
const MAX_IN_FLIGHT = 200;
const skipped = { count: 0 };
const steadySeconds = Number(arg('steady', '15'));
const scaleSeconds = Number(arg('scale', '10'));
const customerCount = Number(arg('customers', '12'));
const jsonOut = arg('json', undefined);
const databaseUrl = process.env.FLEET_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/shop_fleet';
/** The demo shop's owner (SEED_DEMO=true seeds the demo logins in production too). */
const OWNER = { email: 'admin@example.com', password: 'admin12345' };
const PASSWORD = 'bench-password-1';
/** HAProxy checks each instance this often and takes it out after two failed checks. */
const CHECK_INTERVAL_MS = 1000;
/** Longer than two check intervals plus a check's time: HAProxy has moved away before the port closes. */
const DRAIN_MS = 5000;
/** How long after PostgreSQL ends the connections a 503 may still come. */
const DATABASE_503_WINDOW_MS = 5000;
const PROPAGATION_BUDGET_MS = 1000;
const METRICS_TOKEN = 'fleet-metrics-token-0123456789';
const BUCKET = 'shop-media';

const work = mkdtempSync(path.join(os.tmpdir(), 'shop-fleet-'));
const children = new Set();
let failed = false;
// Whatever ends the run (an uncaught error included), nothing it started outlives it.
process.on('exit', () => {
  for (const child of children) child.kill('SIGKILL');
});
const check = (ok, text) => {
  console.log(`${ok ? 'ok  ' : 'FAIL'} ${text}`);
  if (!ok) failed = true;
};
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

// ---- The parts -------------------------------------------------------------------------------

function ensureHaproxy() {
  if (spawnSync('haproxy', ['-v']).status === 0) return;
  console.log("haproxy is missing: installing Debian's package …");
  const asRoot = process.getuid?.() === 0 ? [] : ['sudo'];
  const run = (args) => {
    const result = spawnSync(asRoot[0] ?? args[0], asRoot.length ? args : args.slice(1), {
      stdio: 'inherit',
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    });
    if (result.status !== 0) throw new Error(`${args.join(' ')} failed`);
  };
  run(['apt-get', 'update']);
  run(['apt-get', 'install', '-y', '--no-install-recommends', 'haproxy']);
}

/** The server's bundle is built anew (a second); the storefront's build when missing or with --build. */
function ensureBuilt() {
  const build = (workspace) => {
    const result = spawnSync('npm', ['run', 'build', '-w', workspace], { cwd: root, stdio: 'inherit' });
    if (result.status !== 0) process.exit(result.status ?? 1);
  };
  if (
    process.argv.includes('--build') ||
    !existsSync(path.join(root, 'apps/web/dist/server/entry-server.mjs'))
  )
    build('apps/web');
  build('apps/api');
}

async function ensureDatabase(url) {
  const target = new URL(url);
  const name = target.pathname.slice(1);
  if (!/^[a-z_][a-z0-9_]*$/.test(name) || ['postgres', 'template0', 'template1'].includes(name))
    throw new Error(`FLEET_DATABASE_URL must name a database of the fleet's own, not "${name}"`);
  const admin = new URL(url);
  admin.pathname = '/postgres';
  const client = new pg.Client({ connectionString: admin.toString() });
  await client.connect();
  const exists = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
  if (exists.rowCount === 0) await client.query(`CREATE DATABASE ${name}`);
  await client.end();
  await resetPostgres(url);
}

/** A child process whose output goes to a log file of the run; ended with the run. */
function startChild(name, command, args, env = process.env) {
  const child = spawn(command, args, { cwd: root, env, stdio: ['ignore', 'pipe', 'pipe'] });
  const log = createWriteStream(path.join(work, `${name}.log`), { flags: 'a' });
  child.stdout.pipe(log);
  child.stderr.pipe(log);
  children.add(child);
  child.once('exit', () => children.delete(child));
  return child;
}

async function startRedis(port) {
  const child = startChild('redis', 'redis-server', [
    '--port',
    String(port),
    '--bind',
    '127.0.0.1',
    '--save',
    '',
    '--appendonly',
    'no',
    '--dir',
    work,
  ]);
  // Ready once it answers PING.
  for (;;) {
    if (child.exitCode !== null) throw new Error('redis-server exited at start');
    if ((await redisCommand(port, ['PING']).catch(() => '')) === '+PONG') return child;
    await sleep(100);
  }
}

/**
 * s3rver in a process of its own, with OpenSSL's legacy provider: it encrypts its listings'
 * continuation tokens with DES, which Node 20's OpenSSL 3 refuses otherwise (every listing of more
 * than 1,000 objects would answer 500).
 */
async function startS3(port) {
  const directory = path.join(work, 's3');
  const child = startChild('s3rver', process.execPath, [
    '--openssl-legacy-provider',
    path.join(root, 'node_modules/s3rver/bin/s3rver.js'),
    '--directory',
    directory,
    '--address',
    '127.0.0.1',
    '--port',
    String(port),
    '--silent',
    '--configure-bucket',
    BUCKET,
  ]);
  await waitFor(async () => {
    if (child.exitCode !== null) throw new Error('s3rver exited at start');
    return (await fetch(`http://127.0.0.1:${port}/${BUCKET}/probe`).catch(() => null)) !== null;
  }, 's3rver');
  return child;
}

/** One Redis command over RESP; resolves to the first line of the answer. */
function redisCommand(port, words) {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1');
    let answer = '';
    socket.on('error', reject);
    socket.on('data', (data) => {
      answer += data;
      if (answer.includes('\r\n') && (!answer.startsWith('*') || answer.split('\r\n').length > 4)) {
        socket.end();
        resolve(answer.trim());
      }
    });
    socket.write(`*${words.length}\r\n${words.map((w) => `$${Buffer.byteLength(w)}\r\n${w}\r\n`).join('')}`);
  });
}

/** How many connections listen on the cache invalidation channel (every instance subscribes once). */
async function channelSubscribers(port) {
  const answer = await redisCommand(port, ['PUBSUB', 'NUMSUB', 'shop:cache-invalidation']);
  return Number(/:(\d+)\s*$/.exec(answer)?.[1] ?? 0);
}

function haproxyConfig({ port, socket, servers }) {
  return `global
  maxconn 4096
  stats socket ${socket} mode 600 level admin

defaults
  mode http
  timeout connect 2s
  timeout client 60s
  timeout server 60s
  timeout http-request 30s
  option forwardfor
  option http-buffer-request
  # A request that never reached an instance (its port closed, or a kept-alive connection it had
  # just closed) goes to another one; an answer, a 503 included, is passed on as it is.
  retries 3
  option redispatch 1
  retry-on conn-failure empty-response

frontend shop
  bind 127.0.0.1:${port}
  default_backend instances

backend instances
  balance roundrobin
  option httpchk GET /healthz
  http-check expect status 200
  # A check waits up to 2 s for its answer (an instance under load may be slow, not gone); two
  # failed checks in a row take an instance out.
  timeout check 2s
  default-server inter ${CHECK_INTERVAL_MS} fall 2 rise 1
${servers.map((s, i) => `  server shop${i + 1} 127.0.0.1:${s} check`).join('\n')}
`;
}

/** One command on HAProxy's admin socket; resolves to its answer. */
function haproxyCommand(socketPath, command) {
  return new Promise((resolve, reject) => {
    const socket = net.connect(socketPath);
    let answer = '';
    socket.on('error', reject);
    socket.on('data', (data) => (answer += data));
    socket.on('end', () => resolve(answer));
    socket.write(`${command}\n`);
  });
}

/** The instances HAProxy sends requests to now. */
async function inRotation(socketPath) {
  const csv = await haproxyCommand(socketPath, 'show stat');
  return csv
    .split('\n')
    .map((line) => line.split(','))
    .filter((cols) => cols[0] === 'instances' && cols[1].startsWith('shop') && cols[17] === 'UP')
    .map((cols) => cols[1]);
}

async function waitFor(condition, what, timeoutMs = 180_000) {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`gave up waiting for ${what}`);
    await sleep(50);
  }
}

/** CPU seconds a process has used (user + system), from /proc; 0 once it is gone. */
function cpuSecondsOf(pid) {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    // utime and stime are the 12th and 13th fields after the command, in clock ticks (100 a second).
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return 0;
  }
}

/** The PostgreSQL server's processes (every backend is one). */
function postgresPids() {
  return readdirSync('/proc')
    .filter((name) => /^\d+$/.test(name))
    .filter((pid) => {
      try {
        return readFileSync(`/proc/${pid}/comm`, 'utf8').trim() === 'postgres';
      } catch {
        return false;
      }
    });
}

/** CPU seconds used so far by each part of the fleet. */
function cpuByPart({ instances, haproxy }) {
  const self = process.cpuUsage();
  return {
    instances: instances.reduce((sum, child) => sum + cpuSecondsOf(child.pid), 0),
    postgres: postgresPids().reduce((sum, pid) => sum + cpuSecondsOf(pid), 0),
    haproxy: cpuSecondsOf(haproxy.pid),
    'load generator': (self.user + self.system) / 1e6,
  };
}

// ---- The load --------------------------------------------------------------------------------

/** Every request of the run: { phase, kind, status, ms, at } (status 0: no answer). */
const requests = [];
let phase = 'start';
/** Orders by Idempotency-Key: what was sent and, once answered, the id. */
const orders = new Map();

async function timed(kind, url, init) {
  const started = performance.now();
  let status = 0;
  let body;
  try {
    const response = await fetch(url, { ...init, redirect: 'manual', signal: AbortSignal.timeout(30_000) });
    body = await response.text();
    // Only a whole answer counts as answered.
    status = response.status;
  } catch (error) {
    body = `${error.message}${error.cause ? `: ${error.cause.message ?? error.cause}` : ''}`;
  }
  requests.push({
    phase,
    kind,
    status,
    ms: performance.now() - started,
    at: Date.now(),
    ...(status === 0 ? { error: body } : {}),
  });
  return { status, body };
}

function mixedLoad({ base, customers, products, productIds, categoryIds, kinds, rate }) {
  let running = true;
  let n = 0;
  const pages = [
    '/',
    '/shop',
    '/blogs',
    ...productIds.map((id) => `/product/${id}`),
    ...categoryIds.map((id) => `/Product-category/${id}`),
  ];
  const actions = {
    async page() {
      const lang = n % 2 ? 'en' : 'ar';
      const page = pages[n % pages.length];
      return timed('page', `${base}${page}${lang === 'en' ? '?lang=en' : ''}`);
    },
    async list() {
      const lang = n % 2 ? 'en' : 'ar';
      return timed('list', `${base}/${lang}/api/products?page=${(n % 3) + 1}&per_page=12`);
    },
    async signIn() {
      const customer = customers[n % customers.length];
      return timed('sign-in', `${base}/en/api/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: customer.email, password: PASSWORD }),
      });
    },
    async order() {
      const index = n % customers.length;
      const customer = customers[index];
      const key = randomUUID();
      const body = { payment_method: 0, address_id: customer.addressId, coupon_code: null, products };
      orders.set(key, { customer: index, body, id: undefined });
      const answer = await timed('order', `${base}/en/api/orders`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          authorization: `Bearer ${customer.token}`,
          'idempotency-key': key,
        },
        body: JSON.stringify(body),
      });
      if (answer.status === 200) orders.get(key).id = JSON.parse(answer.body).data.id;
    },
  };
  const weighted = kinds.flatMap(([kind, weight]) => Array(weight).fill(kind));
  const next = () => actions[weighted[(n += 1) % weighted.length]]();
  if (!rate) {
    // Closed loop: each of `workers` shoppers sends its next request when its last is answered.
    const loops = Array.from({ length: workers }, async () => {
      while (running) await next();
    });
    return async () => {
      running = false;
      await Promise.all(loops);
    };
  }
  // Open loop: `rate` requests a second whatever the answers' times, as shoppers arrive; at most
  // MAX_IN_FLIGHT at once (a start skipped at that bound is counted).
  const inFlight = new Set();
  const startedAt = performance.now();
  let sent = 0;
  const timer = setInterval(() => {
    const due = Math.floor(((performance.now() - startedAt) / 1000) * rate);
    for (; sent < due; sent += 1) {
      if (inFlight.size >= MAX_IN_FLIGHT) {
        skipped.count += 1;
        continue;
      }
      const request = next().finally(() => inFlight.delete(request));
      inFlight.add(request);
    }
  }, 5);
  return async () => {
    running = false;
    clearInterval(timer);
    await Promise.all(inFlight);
  };
}

/** A request that did not get the answer it should have: every request of the load expects a 200. */
function isFailure(request) {
  return request.status !== 200;
}

function percentile(values, p) {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

function phaseFigures(name, seconds) {
  const mine = requests.filter((r) => r.phase === name);
  const failures = mine.filter(isFailure);
  const byStatus = {};
  for (const r of failures) byStatus[r.status] = (byStatus[r.status] ?? 0) + 1;
  const placed = mine.filter((r) => r.kind === 'order' && r.status === 200).length;
  return {
    phase: name,
    requests: mine.length,
    failed: failures.length,
    'failed by status': JSON.stringify(byStatus),
    orders: placed,
    ...(seconds ? { 'orders/s': Math.round(placed / seconds) } : {}),
    'p50 ms': Math.round(
      percentile(
        mine.map((r) => r.ms),
        50,
      ),
    ),
    'p99 ms': Math.round(
      percentile(
        mine.map((r) => r.ms),
        99,
      ),
    ),
  };
}

// ---- The run ---------------------------------------------------------------------------------

async function main() {
  ensureHaproxy();
  ensureBuilt();
  console.log(`preparing PostgreSQL (${databaseUrl.replace(/\/\/[^@]*@/, '//')}), Redis, S3 and mail …`);
  await ensureDatabase(databaseUrl);
  const webDist = path.join(work, 'web-dist');
  await copyWebBuild(webDist);

  const redisPort = await freePort();
  let redis = await startRedis(redisPort);
  const s3Port = await freePort();
  const s3 = await startS3(s3Port);
  const mailbox = await startMailbox(0);

  const proxyPort = await freePort();
  const base = `http://127.0.0.1:${proxyPort}`;
  const ports = [];
  for (let i = 0; i < INSTANCES; i += 1) ports.push(await freePort());
  const direct = ports.map((port) => `http://127.0.0.1:${port}`);
  const envOf = (i) => {
    const env = {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(ports[i]),
      HOST: '127.0.0.1',
      DATA_DIR: path.join(work, `instance-${i + 1}`),
      DATABASE_URL: databaseUrl,
      REDIS_URL: `redis://127.0.0.1:${redisPort}`,
      S3_BUCKET: BUCKET,
      S3_ENDPOINT: `http://127.0.0.1:${s3Port}`,
      S3_REGION: 'us-east-1',
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
      S3_PUBLIC_URL: `http://127.0.0.1:${s3Port}/${BUCKET}`,
      SMTP_URL: mailbox.url,
      PUBLIC_URL: base,
      TRUST_PROXY: '1',
      SEED_DEMO: 'true',
      SEED_PRODUCTS: '60',
      SHUTDOWN_DRAIN_MS: String(DRAIN_MS),
      METRICS_TOKEN,
      WEB_DIST_DIR: webDist,
      LOG_LEVEL: 'warn',
      // One load generator signs in from one address many times a second.
      AUTH_RATE_LIMIT_PER_MINUTE: '1000000',
      FORM_RATE_LIMIT_PER_MINUTE: '1000000',
    };
    delete env.ADMIN_DIST_DIR;
    // Started as `npm start` and the image start it, with the server's memory settings.
    return serverMemoryEnv(env);
  };
  const serverJs = path.join(root, 'apps/api/dist/server.js');
  const instances = [];
  const startInstance = async (i) => {
    instances[i] = startChild(`instance-${i + 1}`, process.execPath, [serverJs], envOf(i));
    await waitForHealth(direct[i], instances[i], 10 * 60_000);
  };
  console.log('starting the first instance (it migrates and seeds the database) …');
  await startInstance(0);
  console.log('starting the other two …');
  await Promise.all([1, 2].map(startInstance));

  const socketPath = path.join(work, 'haproxy.sock');
  const configPath = path.join(work, 'haproxy.cfg');
  writeFileSync(configPath, haproxyConfig({ port: proxyPort, socket: socketPath, servers: ports }));
  const haproxy = startChild('haproxy', 'haproxy', ['-db', '-f', configPath]);
  await waitFor(async () => (await inRotation(socketPath).catch(() => [])).length === INSTANCES, 'HAProxy');
  const subscribed = () =>
    waitFor(async () => (await channelSubscribers(redisPort)) === INSTANCES, 'Redis subscriptions');
  await subscribed();

  // The shoppers and the owner, through the load balancer.
  const products = await basket(base);
  console.log(`signing up ${customerCount} customers …`);
  const customers = await prepareCustomers(base, mailbox, customerCount);
  const list = await must(base, 'products?page=1&per_page=8');
  const productIds = list.data.data.map((p) => p.id).slice(0, 4);
  const settings = await must(base, 'settings');
  const categoryIds = (settings.data.categories ?? []).map((c) => c.id).slice(0, 3);
  const owner = await staffSession(base);

  /** The owner changes the shop's phone number; resolves to how long until every instance shows it. */
  const staffChange = async () => {
    const phone = `+96611${String(Date.now()).slice(-7)}`;
    // Through the load balancer, as staff work: counted with the phase's requests.
    const current = await timed('staff', `${base}${ADMIN_API_PREFIX}/settings`, { headers: owner.headers });
    if (current.status !== 200) return NaN;
    const saved = await timed('staff', `${base}${ADMIN_API_PREFIX}/settings`, {
      method: 'PUT',
      headers: { ...owner.headers, 'content-type': 'application/json' },
      body: JSON.stringify({ ...JSON.parse(current.body).data, phone }),
    });
    if (saved.status !== 200) return NaN;
    const changed = performance.now();
    const seen = await Promise.all(
      direct.map(async (url) => {
        for (;;) {
          const answer = await fetch(`${url}/en/api/settings`)
            .then((r) => r.json())
            .catch(() => null);
          if (answer?.data?.setting?.phone === phone) return performance.now() - changed;
          if (performance.now() - changed > 60_000) return Infinity;
          await sleep(20);
        }
      }),
    );
    return Math.max(...seen);
  };

  const load = (kinds, loadRate) =>
    mixedLoad({ base, customers, products, productIds, categoryIds, kinds, rate: loadRate });
  // Per 40 requests: 16 pages, 12 API lists, 11 orders, 1 sign-in (scrypt at its full cost).
  const MIXED = [
    ['page', 16],
    ['list', 12],
    ['order', 11],
    ['signIn', 1],
  ];
  const rows = [];
  const propagation = {};

  // Steady.
  phase = 'steady';
  let stopLoad = load(MIXED, rate);
  let started = Date.now();
  propagation.steady = [];
  while (Date.now() - started < steadySeconds * 1000) {
    propagation.steady.push(await staffChange());
    await sleep(3000);
  }
  rows.push(phaseFigures('steady'));

  // Rolling restart, with the owner's changes going on.
  phase = 'rolling restart';
  for (let i = 0; i < INSTANCES; i += 1) {
    const name = `shop${i + 1}`;
    const exited = new Promise((resolve) => instances[i].once('exit', resolve));
    instances[i].kill('SIGTERM');
    await waitFor(async () => !(await inRotation(socketPath)).includes(name), `${name} out of rotation`);
    const code = await exited;
    check(code === 0, `${name} exited ${code} after SIGTERM`);
    await startInstance(i);
    await waitFor(async () => (await inRotation(socketPath)).includes(name), `${name} back in rotation`);
    await staffChange();
  }
  rows.push(phaseFigures('rolling restart'));
  await subscribed();

  // Redis away for 10 s.
  phase = 'redis stopped';
  redis.kill('SIGTERM');
  await new Promise((resolve) => redis.once('exit', resolve));
  started = Date.now();
  const outageChange = staffChange();
  await sleep(10_000);
  redis = await startRedis(redisPort);
  propagation.duringRedisOutage = await outageChange;
  rows.push(phaseFigures('redis stopped'));
  phase = 'redis back';
  await subscribed();
  propagation.afterRedis = [await staffChange(), await staffChange()];
  rows.push(phaseFigures('redis back'));

  // PostgreSQL ends every connection of the fleet.
  phase = 'postgres kill';
  await sleep(2000);
  const killedAt = Date.now();
  const admin = new pg.Client({ connectionString: databaseUrl });
  await admin.connect();
  const killed = await admin.query(
    'SELECT count(*)::int AS n FROM (SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = current_database() AND pid <> pg_backend_pid()) t',
  );
  await admin.end();
  await sleep(10_000);
  rows.push(phaseFigures('postgres kill'));
  const afterKill = requests.filter((r) => r.phase === 'postgres kill' && isFailure(r));
  await stopLoad();

  // An image uploaded through one instance, served by the others.
  const image = await sharp({ create: { width: 900, height: 700, channels: 3, background: '#2a6f97' } })
    .png()
    .toBuffer();
  const firstOwner = await staffSession(direct[0]);
  const uploaded = await firstOwner.upload('/uploads?kind=product', image, 'image/png');
  const mediaUrl = uploaded.data.url;
  const served = await Promise.all(
    direct.slice(1).map(async (url) => {
      const answer = await fetch(`${url}${mediaUrl}`);
      const bytes = Buffer.from(await answer.arrayBuffer());
      return {
        status: answer.status,
        type: answer.headers.get('content-type'),
        size: bytes.length,
        via: answer.url,
      };
    }),
  );

  // Orders alone through HAProxy with 1, 2 and 3 instances in rotation.
  const scale = [];
  for (const count of [1, 2, 3]) {
    for (let i = 0; i < INSTANCES; i += 1)
      await haproxyCommand(socketPath, `${i < count ? 'enable' : 'disable'} server instances/shop${i + 1}`);
    await waitFor(async () => (await inRotation(socketPath)).length === count, `${count} in rotation`);
    phase = `scale ${count}`;
    const before = cpuByPart({ instances, haproxy });
    stopLoad = load([['order', 1]], 0);
    await sleep(scaleSeconds * 1000);
    await stopLoad();
    const after = cpuByPart({ instances, haproxy });
    const figures = phaseFigures(phase, scaleSeconds);
    // Where each order's CPU time went: on two cores, the sum bounds orders/s whatever the count.
    const cpuMs = Object.fromEntries(
      Object.keys(after).map((part) => [
        `${part} cpu ms/order`,
        +(((after[part] - before[part]) * 1000) / figures.orders).toFixed(1),
      ]),
    );
    scale.push({ ...figures, ...cpuMs });
  }

  // No order lost or duplicated.
  const unanswered = [...orders].filter(([, o]) => o.id === undefined);
  for (const [key, o] of unanswered) {
    const answer = await timed('order replay', `${base}/en/api/orders`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        authorization: `Bearer ${customers[o.customer].token}`,
        'idempotency-key': key,
      },
      body: JSON.stringify(o.body),
    });
    if (answer.status === 200) o.id = JSON.parse(answer.body).data.id;
  }
  const answeredIds = [...orders.values()].map((o) => o.id).filter((id) => id !== undefined);
  const stored = (await inBatches(customers, 4, (c) => ordersOf(base, c.token))).flat();
  const storedIds = new Set(stored.map((o) => o.id));

  const ordersByInstance = await Promise.all(
    direct.map(async (url) => {
      const text = await fetch(`${url}/metrics`, {
        headers: { authorization: `Bearer ${METRICS_TOKEN}` },
      }).then((r) => r.text());
      return Number(/shop_orders_placed_total\{source="cart"\} (\d+)/.exec(text)?.[1] ?? 0);
    }),
  );

  // ---- Figures and checks ----
  const cpu = processorName();
  console.log(
    `\nfleet: HAProxy → ${INSTANCES} instances, PostgreSQL, Redis, s3rver; mixed load ${rate} requests/s ` +
      `(${skipped.count} starts skipped at ${MAX_IN_FLIGHT} in flight); orders alone: ${workers} shoppers; ` +
      `node ${process.version}; ${os.cpus().length} × ${cpu}; load average ${os
        .loadavg()
        .map((l) => l.toFixed(2))
        .join(' ')}`,
  );
  console.table(rows);
  const problems = {};
  for (const r of requests.filter(isFailure)) {
    const what = `${r.phase} ${r.kind} ${r.status}${r.error ? ` ${r.error}` : ''}`;
    problems[what] = (problems[what] ?? 0) + 1;
  }
  if (Object.keys(problems).length) console.log('failed requests:', problems);
  const kinds = [...new Set(requests.map((r) => r.kind))].map((kind) => {
    const mine = requests.filter((r) => r.kind === kind && !r.phase.startsWith('scale'));
    const times = mine.map((r) => r.ms);
    return {
      kind,
      requests: mine.length,
      'p50 ms': Math.round(percentile(times, 50)),
      'p99 ms': Math.round(percentile(times, 99)),
    };
  });
  console.log('the mixed load by kind of request:');
  console.table(kinds);
  console.log(
    `orders placed by each instance since its last start (its metrics): ${ordersByInstance.join(', ')}`,
  );
  console.log('orders alone, by instances in rotation:');
  console.table(scale);
  const ms = (v) => (Number.isFinite(v) ? `${Math.round(v)} ms` : 'never');
  console.log(
    `a staff change seen on every instance after: steady ${propagation.steady.map(ms).join(', ')}; ` +
      `with Redis stopped ${ms(propagation.duringRedisOutage)}; after Redis came back ${propagation.afterRedis.map(ms).join(', ')}`,
  );

  check(skipped.count === 0, `the mixed load kept its rate (${skipped.count} starts skipped)`);
  for (const row of rows.filter((r) => r.phase !== 'postgres kill'))
    check(row.failed === 0, `${row.phase}: ${row.failed} of ${row.requests} requests failed`);
  check(
    propagation.steady.filter((v) => !Number.isNaN(v)).every((v) => v <= PROPAGATION_BUDGET_MS),
    `steady: every staff change showed on all ${INSTANCES} instances within ${PROPAGATION_BUDGET_MS} ms`,
  );
  check(
    propagation.afterRedis.every((v) => v <= PROPAGATION_BUDGET_MS),
    `after Redis came back: changes showed everywhere within ${PROPAGATION_BUDGET_MS} ms`,
  );
  check(
    Number.isFinite(propagation.duringRedisOutage),
    'with Redis stopped, a change still showed everywhere once the caches expired',
  );
  check(killed.rows[0].n > 0, `PostgreSQL ended ${killed.rows[0].n} connections of the fleet`);
  check(
    afterKill.every((r) => r.status === 503 && r.at - killedAt <= DATABASE_503_WINDOW_MS),
    `after PostgreSQL ended the connections: ${afterKill.length} answers were 503, none other, ` +
      `the last ${afterKill.length ? Math.max(...afterKill.map((r) => r.at - killedAt)) : 0} ms after (window ${DATABASE_503_WINDOW_MS} ms)`,
  );
  check(
    served.every((s) => s.status === 200 && s.type === 'image/webp' && s.size > 0),
    `an image uploaded through shop1 is served by the other two: ${JSON.stringify(served.map(({ status, type, size }) => ({ status, type, size })))}`,
  );
  check(
    unanswered.length === 0 || unanswered.every(([, o]) => o.id !== undefined),
    `${unanswered.length} orders without an answer were asked again with their keys and answered`,
  );
  check(
    new Set(answeredIds).size === answeredIds.length,
    `${answeredIds.length} orders answered, all with distinct ids`,
  );
  check(
    stored.length === answeredIds.length && answeredIds.every((id) => storedIds.has(id)),
    `the customers' lists hold ${stored.length} orders: exactly the ones answered (none lost or duplicated)`,
  );
  if (jsonOut)
    writeFileSync(
      jsonOut,
      JSON.stringify(
        {
          cpu,
          cpus: os.cpus().length,
          loadavg: os.loadavg(),
          rate,
          workers,
          skipped: skipped.count,
          phases: rows,
          kinds,
          scale,
          propagation,
          served,
          killed: killed.rows[0].n,
          failed,
        },
        null,
        2,
      ),
    );

  await Promise.all(instances.map((child) => stop(child)));
  await stop(haproxy);
  await stop(redis);
  await stop(s3);
  await mailbox.close();
}

/** The owner's session on the staff API at `base`: JSON requests and an image upload. */
async function staffSession(base) {
  const login = await fetch(`${base}${ADMIN_API_PREFIX}/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(OWNER),
  });
  if (!login.ok) throw new Error(`staff sign-in answered ${login.status}: ${await login.text()}`);
  const cookie = login.headers
    .getSetCookie()
    .map((line) => line.split(';')[0])
    .find((pair) => pair.startsWith(`${ADMIN_SESSION_COOKIE}=`));
  const { data } = await login.json();
  const send = async (method, route, body, contentType) => {
    const response = await fetch(`${base}${ADMIN_API_PREFIX}${route}`, {
      method,
      headers: {
        cookie,
        [ADMIN_CSRF_HEADER]: data.csrf_token,
        ...(body === undefined ? {} : { 'content-type': contentType }),
      },
      body,
    });
    if (!response.ok)
      throw new Error(`${method} ${route} answered ${response.status}: ${await response.text()}`);
    return response.json();
  };
  return {
    /** The session's cookie and CSRF token, for requests sent through `timed`. */
    headers: { cookie, [ADMIN_CSRF_HEADER]: data.csrf_token },
    upload: (route, bytes, type) => send('POST', route, bytes, type),
  };
}

try {
  await main();
} catch (error) {
  console.error(error);
  failed = true;
} finally {
  for (const child of children) child.kill('SIGKILL');
  // A failed run keeps its logs (each instance's, HAProxy's, Redis's, s3rver's) to read.
  if (failed) console.log(`the run's logs are in ${work}`);
  else rmSync(work, { recursive: true, force: true });
}
console.log(failed ? '\nfleet: FAILED' : '\nfleet: passed');
process.exit(failed ? 1 : 0);
