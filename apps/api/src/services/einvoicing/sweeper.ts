/**
 * Runs the e-invoicing sweep (sign what waits for the chain, send what is due to Fatoora) in the
 * background of every instance: soon after something asked for a document, and every minute for
 * retries that come due and for work a stopped instance left. Sweeps never overlap within an
 * instance; across instances the chain's row lock and the queue's lease keep them apart.
 */
import { signWaitingDocuments } from './documents.js';
import type { EInvoicingDeps } from './onboarding.js';
import { sendDueDocuments } from './queue.js';

/** Signs what waits for the chain, then sends what is due: one sweep. */
export async function sweepEInvoices(deps: EInvoicingDeps): Promise<void> {
  await signWaitingDocuments(deps);
  await sendDueDocuments(deps);
}

/** How often an idle instance looks for due work. */
export const EINVOICE_SWEEP_INTERVAL_MS = 60_000;

interface SweepLog {
  error(obj: object, msg: string): void;
}

export class EInvoiceSweeper {
  private running: Promise<void> | undefined;
  /** Asked again while a sweep ran: run once more when it ends. */
  private again = false;
  private timer: NodeJS.Timeout | undefined;
  private closed = false;

  constructor(
    /** What the sweeps run with; the owner's onboarding steps use the same platforms and clock. */
    readonly deps: EInvoicingDeps,
    private readonly log: SweepLog,
  ) {}

  /** Sweeps as soon as possible (after a document was requested and its transaction committed). */
  poke(): void {
    if (this.closed) return;
    if (this.running) {
      this.again = true;
      return;
    }
    this.running = this.loop().finally(() => (this.running = undefined));
  }

  private async loop(): Promise<void> {
    do {
      this.again = false;
      try {
        await sweepEInvoices(this.deps);
      } catch (err) {
        this.log.error({ err }, 'e-invoicing sweep failed; the next sweep tries again');
      }
    } while (this.again && !this.closed);
  }

  /** Sweeps every `intervalMs` until closed (and once at start, for what a stopped instance left). */
  start(intervalMs = EINVOICE_SWEEP_INTERVAL_MS): void {
    if (this.timer || this.closed) return;
    this.timer = setInterval(() => this.poke(), intervalMs);
    this.timer.unref();
    this.poke();
  }

  /** Resolves once no sweep runs (tests). */
  async settled(): Promise<void> {
    while (this.running) await this.running;
  }

  /** Stops the timer and waits for a running sweep: it holds database connections. */
  async close(): Promise<void> {
    this.closed = true;
    clearInterval(this.timer);
    await this.settled();
  }
}
