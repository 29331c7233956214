#!/usr/bin/env node
/**
 * Order placement under load: `node bench/orders.mjs [--duration 10] [--connections 50] [--customers 50]`
 *
 * Starts the built API on a freshly seeded demo shop (PGlite, or the PostgreSQL database in
 * BENCH_DATABASE_URL, WIPED first), signs up `customers` customers through the API (each with the
 * code the shop mails to an SMTP server run by the bench), gives each a
 * delivery address, then has them place orders for two products (several sizes, the first price
 * tier's quantity) as fast as `connections` connections allow for `duration` seconds, every order
 * with its own Idempotency-Key and the demo coupon WELCOME50, whose usage limit (1,000) is lower
 * than the number of orders. A customer whose coupon is refused (used up) orders on without it,
 * as a shopper would.
 *
 * Prints orders per second, p50 and p99, and checks through the API afterwards that no order was
 * lost or duplicated (every answered id is distinct and the customers' order lists hold exactly
 * those orders), that replaying keys answers the same orders without placing new ones, and that
 * the coupon was used exactly up to its limit. Exits 1 when a check fails. `--json file` writes
 * the figures; `--url http://…` measures a shop already running on a freshly seeded database
 * (started under a profiler, say) instead of starting one.
 */
import { randomUUID } from 'node:crypto';
import { processorName } from './lib/machine.mjs';
import { writeFileSync } from 'node:fs';
import os from 'node:os';
import autocannon from 'autocannon';
import { startApiServer } from './lib/api-server.mjs';
import { arg } from './lib/args.mjs';
import { basket, call, inBatches, ordersOf, prepareCustomers, startMailbox } from './lib/shoppers.mjs';

const duration = Number(arg('duration', '10'));
const connections = Number(arg('connections', '50'));
const customerCount = Number(arg('customers', '50'));
const jsonOut = arg('json', undefined);
/** A shop already running (freshly seeded), e.g. one started under a profiler; else one is started. */
const externalUrl = arg('url', undefined);
const databaseUrl = process.env.BENCH_DATABASE_URL;
const COUPON = 'WELCOME50';
const COUPON_LIMIT = 1000;

function place(base, customers, products) {
  const placed = []; // { customer, key, body, id }
  // Every request sent, by key: the ones still in flight when the run stops are asked again (the
  // same key answers the same order), so every order the server stored has its answer.
  const sent = new Map();
  const answered = new Set();
  const statuses = {};
  let couponRefusals = 0;
  // Once the coupon is used up it is for everyone, and shoppers order on without it. (autocannon
  // resets a connection's context after each request list, so this state lives here.)
  let couponUsedUp = false;
  let next = 0;
  return new Promise((resolve, reject) => {
    autocannon(
      {
        url: base,
        connections,
        duration,
        requests: [
          {
            method: 'POST',
            path: '/en/api/orders',
            setupRequest(request, context) {
              // Customers take turns, so each orders about as often as the others.
              context.customer = next++ % customers.length;
              const customer = customers[context.customer];
              const body = {
                payment_method: 0,
                address_id: customer.addressId,
                coupon_code: couponUsedUp ? null : COUPON,
                products,
              };
              context.key = randomUUID();
              context.body = body;
              sent.set(context.key, { customer: context.customer, body });
              return {
                ...request,
                headers: {
                  'content-type': 'application/json',
                  authorization: `Bearer ${customer.token}`,
                  'idempotency-key': context.key,
                },
                body: JSON.stringify(body),
              };
            },
            onResponse(status, body, context) {
              answered.add(context.key);
              statuses[status] = (statuses[status] ?? 0) + 1;
              if (status === 200) {
                placed.push({
                  customer: context.customer,
                  key: context.key,
                  body: context.body,
                  id: JSON.parse(body).data.id,
                });
              } else if (status === 422 && /coupon_code/.test(body)) {
                couponRefusals++;
                couponUsedUp = true;
              }
            },
          },
        ],
      },
      (error, result) =>
        error ? reject(error) : resolve({ result, placed, statuses, couponRefusals, sent, answered }),
    );
  });
}

if (!externalUrl) {
  console.log(`seeding the demo shop on ${databaseUrl ? 'PostgreSQL' : 'PGlite'} and starting the server …`);
}
// The shop mails for real during the run (order confirmations too), as a production shop does.
const mailbox = await startMailbox(externalUrl ? Number(arg('smtp-port', '2525')) : 0);
const server = externalUrl
  ? { url: externalUrl.replace(/\/$/, ''), stop: async () => {} }
  : await startApiServer({
      databaseUrl,
      rebuild: process.argv.includes('--build'),
      env: {
        AUTH_RATE_LIMIT_PER_MINUTE: '1000000',
        FORM_RATE_LIMIT_PER_MINUTE: '1000000',
        SMTP_URL: mailbox.url,
      },
    });
let failed = false;
const check = (ok, text) => {
  console.log(`${ok ? 'ok  ' : 'FAIL'} ${text}`);
  if (!ok) failed = true;
};
try {
  const base = server.url;
  const products = await basket(base);
  console.log(`signing up ${customerCount} customers …`);
  const customers = await prepareCustomers(base, mailbox, customerCount);
  const couponBefore = await call(base, `coupon?coupon_code=${COUPON}`, { token: customers[0].token });
  check(couponBefore.status === 200, `${COUPON} is usable before the run`);

  console.log(`placing orders: ${connections} connections for ${duration} s …`);
  const { result, placed, statuses, couponRefusals, sent, answered } = await place(base, customers, products);
  const ordersPerSecond = placed.length / duration;

  // Requests cut off by the end of the run may still have placed their orders: their keys say.
  const inFlight = [...sent].filter(([key]) => !answered.has(key));
  const late = await Promise.all(
    inFlight.map(([key, { customer, body }]) =>
      call(base, 'orders', {
        method: 'POST',
        token: customers[customer].token,
        body,
        headers: { 'idempotency-key': key },
      }).then((answer) => ({ key, customer, body, answer })),
    ),
  );
  for (const { key, customer, body, answer } of late) {
    if (answer.status === 200) placed.push({ customer, key, body, id: answer.json.data.id });
  }
  console.log(`${inFlight.length} requests were in flight at the end; their keys were asked again`);

  // No order lost or duplicated: the answered ids are distinct and are exactly the stored ones.
  const ids = new Set(placed.map((p) => p.id));
  check(ids.size === placed.length, `${placed.length} orders answered, ${ids.size} distinct ids`);
  check(
    late.every(({ answer }) => answer.status === 200 || answer.status === 422),
    'every request still in flight at the end was answered when asked again',
  );
  const lists = await inBatches(customers, 8, (c) => ordersOf(base, c.token));
  const stored = lists.flat();
  const storedIds = new Set(stored.map((o) => o.id));
  check(
    stored.length === placed.length && [...ids].every((id) => storedIds.has(id)),
    `the customers' lists hold ${stored.length} orders, the same ids as answered`,
  );
  const withCoupon = stored.filter((o) => o.coupon_code === COUPON).length;
  check(
    placed.length <= COUPON_LIMIT ? withCoupon === placed.length : withCoupon === COUPON_LIMIT,
    `${withCoupon} orders used ${COUPON} (limit ${COUPON_LIMIT}, ${couponRefusals} refusals after it ran out)`,
  );

  // Replays answer the first result and place nothing.
  const replays = placed.slice(0, 20);
  const replayed = await Promise.all(
    replays.map((p) =>
      call(base, 'orders', {
        method: 'POST',
        token: customers[p.customer].token,
        body: p.body,
        headers: { 'idempotency-key': p.key },
      }),
    ),
  );
  check(
    replayed.every((r, i) => r.status === 200 && r.json.data.id === replays[i].id),
    `${replays.length} replayed keys answered their first orders`,
  );
  const after = (await inBatches(customers, 8, (c) => ordersOf(base, c.token))).flat().length;
  check(after === stored.length, `no order placed by the replays (${after} stored)`);

  const figures = {
    database: databaseUrl ? 'postgres' : 'pglite',
    connections,
    duration,
    customers: customerCount,
    orders: placed.length,
    ordersPerSecond: Math.round(ordersPerSecond),
    requestsPerSecond: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    statuses,
    errors: result.errors + result.timeouts,
  };
  console.log(
    `\n${figures.database}, ${connections} connections, ${duration} s, node ${process.version}, ` +
      `${os.cpus().length} × ${processorName()}`,
  );
  console.table([
    {
      'orders/s': figures.ordersPerSecond,
      'requests/s': figures.requestsPerSecond,
      'p50 ms': figures.p50,
      'p99 ms': figures.p99,
      orders: figures.orders,
      answers: JSON.stringify(statuses),
      errors: figures.errors,
    },
  ]);
  if (jsonOut) writeFileSync(jsonOut, JSON.stringify(figures, null, 2));
} catch (error) {
  console.error(error);
  failed = true;
} finally {
  await server.stop();
  await mailbox.close();
}
process.exit(failed ? 1 : 0);
