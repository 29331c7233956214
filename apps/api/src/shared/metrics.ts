/**
 * The instance's metrics in Prometheus's text format (prom-client), one registry per app: request
 * latency by route, orders placed, card payments by outcome, the caches' hits and misses, and, read
 * when scraped, the mail and e-invoice queues and the database pool. `/metrics` serves them
 * (features/metrics), behind METRICS_TOKEN.
 */
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';

/** What waits in the outboxes when scraped (services/metrics.ts reads it). */
export interface QueueFigures {
  mailQueued: number;
  /** Seconds since the oldest queued mail was written; 0 when none waits. */
  mailOldestSeconds: number;
  /** E-invoices requested and not yet signed or sent. */
  einvoiceWaiting: number;
  einvoiceOldestSeconds: number;
  /** E-invoices held or rejected: staff must act. */
  einvoiceNeedsStaff: number;
}

/** A PostgreSQL pool's connections; null on PGlite, which has one. */
export interface PoolFigures {
  total: number;
  idle: number;
  waiting: number;
  max: number;
}

export interface MetricSources {
  queues: () => Promise<QueueFigures>;
  pool: () => PoolFigures | null;
}

/** Latency buckets (seconds): the API's answers are milliseconds, a cold page or an export seconds. */
const LATENCY_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

export class ShopMetrics {
  readonly registry = new Registry();
  readonly requestDuration: Histogram<'method' | 'route' | 'status'>;
  /** By where the order came from: the cart, a quote, or staff for a customer. */
  readonly ordersPlaced: Counter<'source'>;
  /** Card payments settled, by outcome (paid, failed, pending, mismatch…). */
  readonly payments: Counter<'outcome'>;
  readonly cacheLookups: Counter<'cache' | 'result'>;

  constructor(sources: MetricSources, options: { processMetrics?: boolean } = {}) {
    const registers = [this.registry];
    this.requestDuration = new Histogram({
      name: 'shop_http_request_duration_seconds',
      help: 'Time to answer a request, by method, route pattern and status code',
      labelNames: ['method', 'route', 'status'],
      buckets: LATENCY_BUCKETS,
      registers,
    });
    this.ordersPlaced = new Counter({
      name: 'shop_orders_placed_total',
      help: 'Orders placed, by source (cart, quote, staff)',
      labelNames: ['source'],
      registers,
    });
    this.payments = new Counter({
      name: 'shop_card_payments_total',
      help: 'Card payments settled, by outcome',
      labelNames: ['outcome'],
      registers,
    });
    this.cacheLookups = new Counter({
      name: 'shop_cache_lookups_total',
      help: 'Cache lookups by cache (content, responses, pages) and result (hit, miss)',
      labelNames: ['cache', 'result'],
      registers,
    });
    const lookups = this.cacheLookups;
    new Gauge({
      name: 'shop_cache_hit_ratio',
      help: "Share of each cache's lookups since start that were hits",
      labelNames: ['cache'],
      registers,
      async collect() {
        const counts = new Map<string, { hit: number; miss: number }>();
        for (const value of (await lookups.get()).values) {
          const cache = String(value.labels.cache);
          const entry = counts.get(cache) ?? { hit: 0, miss: 0 };
          entry[value.labels.result === 'hit' ? 'hit' : 'miss'] += value.value;
          counts.set(cache, entry);
        }
        for (const [cache, { hit, miss }] of counts) {
          if (hit + miss > 0) this.set({ cache }, hit / (hit + miss));
        }
      },
    });
    // The queues are read once per scrape: the registry collects every gauge at once, so they
    // share the one read in flight.
    let reading: Promise<QueueFigures> | null = null;
    const queues = () => {
      reading ??= sources.queues().finally(() => {
        reading = null;
      });
      return reading;
    };
    const queueGauge = (name: string, help: string, pick: (q: QueueFigures) => number) =>
      new Gauge({
        name,
        help,
        registers,
        async collect() {
          this.set(pick(await queues()));
        },
      });
    queueGauge('shop_mail_queue_depth', 'Mails queued and not yet sent', (q) => q.mailQueued);
    queueGauge('shop_mail_queue_oldest_seconds', 'Age of the oldest queued mail', (q) => q.mailOldestSeconds);
    queueGauge(
      'shop_einvoice_queue_depth',
      'E-invoices requested and not yet signed or sent to ZATCA',
      (q) => q.einvoiceWaiting,
    );
    queueGauge(
      'shop_einvoice_queue_oldest_seconds',
      'Age of the oldest e-invoice not yet sent',
      (q) => q.einvoiceOldestSeconds,
    );
    queueGauge(
      'shop_einvoice_needs_staff',
      'E-invoices held or rejected, waiting for staff',
      (q) => q.einvoiceNeedsStaff,
    );
    new Gauge({
      name: 'shop_db_pool_connections',
      help: 'PostgreSQL pool connections by state (total, idle, waiting for one, max); absent on PGlite',
      labelNames: ['state'],
      registers,
      collect() {
        const pool = sources.pool();
        if (!pool) return;
        for (const state of ['total', 'idle', 'waiting', 'max'] as const) this.set({ state }, pool[state]);
      },
    });
    // CPU, memory, event-loop lag and the heap, for the instance that serves the scrape.
    if (options.processMetrics) collectDefaultMetrics({ register: this.registry, prefix: 'shop_' });
  }

  /** A cache's lookup counter, for TtlCache's `onLookup`. */
  cacheLookup(cache: string): (hit: boolean) => void {
    return (hit) => this.cacheLookups.inc({ cache, result: hit ? 'hit' : 'miss' });
  }

  text(): Promise<string> {
    return this.registry.metrics();
  }

  get contentType(): string {
    return this.registry.contentType;
  }
}
