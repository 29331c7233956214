/**
 * The shop's outgoing mail. Every mail is first written to the `mail_outbox` table, so staff can
 * read what was sent (or, without SMTP_URL, what would have been sent: the mail is kept there and
 * only a line without its content is logged; reset codes then work out of the box). With SMTP_URL
 * the mail is then sent in the background and its row marked sent or failed: a slow or broken mail
 * server never slows down or fails the request that caused the mail.
 *
 * Nothing queued is lost. A mail server that is away (no answer, a 4xx reply) is tried again after
 * 1, 5, 30 and 120 minutes; a 5xx refusal is final. A queued mail carries the time it is next due
 * (`next_attempt_at`): while its first attempt runs, the end of a lease, so that a server stopped
 * before sending leaves it to the sweep, which every instance runs each minute and which takes
 * due mails one at a time across instances (FOR UPDATE SKIP LOCKED, then a new lease).
 */
import nodemailer, { type Transporter } from 'nodemailer';
import { eq, sql } from 'drizzle-orm';
import { mailOutbox } from '../../db/schema.js';
import type { Executor } from '../../db/transaction.js';
import type { Lang } from '../../shared/i18n.js';
import { rowsOf } from '../../db/rows.js';

// The kinds are part of the wire: the outbox list answers them and the dashboard names each.
import { MAIL_KINDS, type MailKind } from '@shop/contract';

export { MAIL_KINDS, type MailKind };

/**
 * What stands for a one-time code in a code mail's stored text and HTML (what staff read in the
 * outbox); the code itself travels in `secret` and replaces it only in the mail handed to SMTP.
 */
export const SECRET_MASK = '••••';

export interface OutgoingMail {
  to: string;
  kind: MailKind;
  lang: Lang;
  /** Written with SECRET_MASK where a code mail's code goes. */
  subject: string;
  text: string;
  html: string;
  /** A code mail's code: put in place of SECRET_MASK when sending, never stored in text or html. */
  secret?: string | null;
}

/** The mail as the recipient gets it: the code in place of its mask. */
export function revealed(mail: OutgoingMail): { subject: string; text: string; html: string } {
  const secret = mail.secret;
  if (!secret) return { subject: mail.subject, text: mail.text, html: mail.html };
  return {
    subject: mail.subject,
    text: mail.text.replaceAll(SECRET_MASK, secret),
    html: mail.html.replaceAll(SECRET_MASK, secret),
  };
}

/** What the mailer logs with: pino's (or Fastify's) logger. */
export interface MailLog {
  info(obj: object, msg: string): void;
  error(obj: object, msg: string): void;
}

export interface MailerOptions {
  /** The root database: delivery results are written after the request's own work has ended. */
  db: Executor;
  smtpUrl?: string;
  from: string;
  /** The storefront's public origin for links in mails (else the request's origin is passed in). */
  publicUrl?: string;
  /**
   * Log the code of a code mail that is kept (no SMTP_URL): only for trying the shop on one's own
   * machine (NODE_ENV=development), where nobody else reads the log and no mail can arrive.
   */
  logKeptCodes?: boolean;
  log: MailLog;
}

/** Bounds on one SMTP conversation, so a dead mail server cannot keep deliveries open for minutes. */
const SMTP_TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 };
/** An SMTP error is stored for staff; a long one is cut. */
const ERROR_TEXT_MAX = 500;
/** How long after the last failed attempt each next one is made: five attempts in all. */
export const MAIL_RETRY_DELAYS_MS = [60_000, 5 * 60_000, 30 * 60_000, 120 * 60_000] as const;
export const MAIL_ATTEMPTS_MAX = MAIL_RETRY_DELAYS_MS.length + 1;
/** How long one sender has a mail before another may take it: well beyond an SMTP conversation. */
const DELIVERY_LEASE_MS = 10 * 60_000;
/** How often each instance looks for due mails, and how many it takes at a time. */
const SWEEP_INTERVAL_MS = 60_000;
const SWEEP_BATCH = 20;

/** A reply the mail server will give again (5xx: no such mailbox, refused): trying later is no use. */
function isFinalRefusal(err: unknown): boolean {
  const code = (err as { responseCode?: unknown } | null)?.responseCode;
  return typeof code === 'number' && code >= 500 && code < 600;
}

/**
 * What is logged of an error in mail work: its kind and code only. A failed query's message lists
 * the statement's values, which for the outbox include the mail's text (a reset code).
 */
export function loggableError(err: unknown): { type: string; code?: string } {
  const e = err as { name?: unknown; code?: unknown; cause?: { code?: unknown } } | null;
  const code = e?.code ?? e?.cause?.code;
  return {
    type: typeof e?.name === 'string' ? e.name : typeof err,
    ...(typeof code === 'string' ? { code } : {}),
  };
}

export class Mailer {
  readonly from: string;
  readonly publicUrl: string | undefined;
  private readonly logKeptCodes: boolean;
  private readonly db: Executor;
  private readonly log: MailLog;
  private readonly transport: Transporter | null;
  private readonly pending = new Set<Promise<unknown>>();
  private sweeper: NodeJS.Timeout | undefined;
  private firstSweep: NodeJS.Timeout | undefined;

  constructor(options: MailerOptions) {
    this.db = options.db;
    this.log = options.log;
    this.from = options.from;
    this.publicUrl = options.publicUrl?.replace(/\/+$/, '');
    this.logKeptCodes = options.logKeptCodes === true && !options.smtpUrl;
    this.transport = options.smtpUrl
      ? nodemailer.createTransport({ url: options.smtpUrl, ...SMTP_TIMEOUTS })
      : null;
  }

  /** True when SMTP_URL is set: mails are sent, not only kept. */
  get sends(): boolean {
    return this.transport !== null;
  }

  /**
   * Writes the mail to the outbox with `db` (a transaction may hold it with the change that caused
   * it) and answers its row id. Nothing is sent yet: call `dispatch` once that change is committed.
   */
  async record(db: Executor, mail: OutgoingMail): Promise<number> {
    const [row] = await db.insert(mailOutbox).values(this.outboxRow(mail)).returning({ id: mailOutbox.id });
    return row!.id;
  }

  /** The outbox row of a mail, for a statement that writes it with the change that caused it. */
  outboxRow(mail: OutgoingMail): typeof mailOutbox.$inferInsert {
    return {
      to: mail.to,
      kind: mail.kind,
      lang: mail.lang,
      subject: mail.subject,
      text: mail.text,
      html: mail.html,
      secret: mail.secret ?? null,
      status: this.transport ? 'queued' : 'kept',
      // The first attempt starts as soon as the cause is committed; until the lease ends no sweep
      // takes the mail, and if this server stops first, the sweep sends it then.
      nextAttemptAt: this.transport ? new Date(Date.now() + DELIVERY_LEASE_MS) : null,
    };
  }

  /** Sends a recorded mail in the background (or logs that it is kept when there is no SMTP_URL). */
  dispatch(id: number, mail: OutgoingMail): void {
    const transport = this.transport;
    if (!transport) {
      // The content (an order) stays in the outbox for staff, a code masked; the log names the mail only.
      this.log.info(
        { mailId: id, kind: mail.kind, lang: mail.lang },
        'mail kept in the outbox (SMTP_URL is not set)',
      );
      // On a developer's own machine nothing else could deliver the code (sign-up needs it).
      if (this.logKeptCodes && mail.secret)
        this.log.info(
          { mailId: id, kind: mail.kind, to: mail.to, code: mail.secret },
          'development only: the code of this kept mail (set SMTP_URL to send it instead)',
        );
      return;
    }
    this.defer(() => this.deliver(transport, id, mail, 1));
  }

  /** One attempt at a mail: the row says sent, when it is due again, or that it failed for good. */
  private async deliver(transport: Transporter, id: number, mail: OutgoingMail, attempt: number) {
    try {
      await transport.sendMail({
        from: this.from,
        to: mail.to,
        ...revealed(mail),
        headers: { 'Content-Language': mail.lang },
      });
      // Sent: the code has no more reason to be kept.
      await this.db
        .update(mailOutbox)
        .set({
          status: 'sent',
          sentAt: new Date(),
          error: null,
          attempts: attempt,
          nextAttemptAt: null,
          secret: null,
        })
        .where(eq(mailOutbox.id, id));
      this.log.info({ mailId: id, kind: mail.kind, attempt }, 'mail sent');
    } catch (err) {
      const text = (err instanceof Error ? err.message : String(err)).slice(0, ERROR_TEXT_MAX);
      const retryIn = isFinalRefusal(err) ? undefined : MAIL_RETRY_DELAYS_MS[attempt - 1];
      this.log.error(
        { mailId: id, kind: mail.kind, attempt, error: text, retryInMs: retryIn ?? null },
        retryIn === undefined
          ? 'mail could not be sent'
          : 'mail could not be sent yet: it will be tried again',
      );
      await this.db
        .update(mailOutbox)
        .set({
          status: retryIn === undefined ? 'failed' : 'queued',
          error: text,
          attempts: attempt,
          nextAttemptAt: retryIn === undefined ? null : new Date(Date.now() + retryIn),
          // Given up: nobody will send it, so its code goes (a retry still needs it).
          ...(retryIn === undefined ? { secret: null } : {}),
        })
        .where(eq(mailOutbox.id, id));
    }
  }

  /**
   * Sends the queued mails that are due (a retry's time has come, or a stopped sender's lease has
   * ended), at most `limit`, one after another; answers how many it took. Each is claimed with a
   * new lease first, so two instances sweeping together never send one mail twice.
   */
  async sweep(limit = SWEEP_BATCH): Promise<number> {
    const transport = this.transport;
    if (!transport) return 0;
    const due = await rowsOf<OutgoingMail & { id: number; attempts: number }>(
      this.db,
      sql`update ${mailOutbox} set next_attempt_at = now() + ${`${DELIVERY_LEASE_MS} milliseconds`}::interval
          where id in (
            select id from ${mailOutbox}
            where status = 'queued' and next_attempt_at <= now()
            order by next_attempt_at, id
            limit ${limit}
            for update skip locked)
          returning id, "to", kind, lang, subject, text, html, secret, attempts`,
    );
    for (const row of due) await this.deliver(transport, row.id, row, row.attempts + 1);
    return due.length;
  }

  /** Sweeps every minute (and once soon after start) until `close`; nothing to do without SMTP. */
  startSweeping(intervalMs = SWEEP_INTERVAL_MS): void {
    if (!this.transport || this.sweeper) return;
    const run = () => this.defer(async () => void (await this.sweep()));
    this.sweeper = setInterval(run, intervalMs);
    this.sweeper.unref();
    const first = setTimeout(run, Math.min(intervalMs, 5_000));
    first.unref();
    this.firstSweep = first;
  }

  /** Stops the timed sweeps (`close` does; a caller that sweeps by itself may too). */
  stopSweeping(): void {
    clearInterval(this.sweeper);
    clearTimeout(this.firstSweep);
    this.sweeper = undefined;
    this.firstSweep = undefined;
  }

  /** Records and dispatches a mail whose cause is already committed. */
  async queue(db: Executor, mail: OutgoingMail): Promise<number> {
    const id = await this.record(db, mail);
    this.dispatch(id, mail);
    return id;
  }

  /**
   * Runs `work` after the current request without making it wait; a failure is logged, never
   * thrown. `settled()` waits for everything started this way.
   */
  defer(work: () => Promise<void>): void {
    const task = Promise.resolve()
      .then(work)
      .catch((err: unknown) => this.log.error({ error: loggableError(err) }, 'background mail work failed'))
      .finally(() => this.pending.delete(task));
    this.pending.add(task);
  }

  /** Logs a failure of mail work (callers never see it thrown). */
  logError(obj: object, msg: string): void {
    this.log.error(obj, msg);
  }

  /** Resolves once no background mail work is running (tests, shutdown). */
  async settled(): Promise<void> {
    while (this.pending.size > 0) await Promise.allSettled([...this.pending]);
  }

  /** Waits (a bounded time) for deliveries in flight, then closes the SMTP connections. */
  async close(waitMs = 10_000): Promise<void> {
    this.stopSweeping();
    let timer: NodeJS.Timeout | undefined;
    const settled = await Promise.race([
      this.settled().then(() => true),
      new Promise<false>((resolve) => {
        timer = setTimeout(() => resolve(false), waitMs);
        timer.unref();
      }),
    ]);
    clearTimeout(timer);
    // What was not delivered stays in the outbox: the next sweep, on any instance, sends it.
    if (!settled)
      this.log.error(
        { inFlight: this.pending.size, waitMs },
        'mail: deliveries still in flight at shutdown were left',
      );
    this.transport?.close();
  }
}
