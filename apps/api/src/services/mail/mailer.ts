/**
 * The shop's outgoing mail. Every mail is first written to the `mail_outbox` table, so staff can
 * read what was sent (or, without SMTP_URL, what would have been sent: the mail is kept there and
 * only a line without its content is logged; reset codes then work out of the box). With SMTP_URL
 * the mail is then sent in the background and its row marked sent or failed: a slow or broken mail
 * server never slows down or fails the request that caused the mail.
 */
import nodemailer, { type Transporter } from 'nodemailer';
import { eq } from 'drizzle-orm';
import { mailOutbox } from '../../db/schema.js';
import type { Executor } from '../../db/transaction.js';
import type { Lang } from '../../http/i18n.js';

export const MAIL_KINDS = ['reset_code', 'welcome', 'order_placed', 'order_status'] as const;
export type MailKind = (typeof MAIL_KINDS)[number];

export interface OutgoingMail {
  to: string;
  kind: MailKind;
  lang: Lang;
  subject: string;
  text: string;
  html: string;
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
  log: MailLog;
}

/** Bounds on one SMTP conversation, so a dead mail server cannot keep deliveries open for minutes. */
const SMTP_TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 };
/** An SMTP error is stored for staff; a long one is cut. */
const ERROR_TEXT_MAX = 500;

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
  private readonly db: Executor;
  private readonly log: MailLog;
  private readonly transport: Transporter | null;
  private readonly pending = new Set<Promise<unknown>>();

  constructor(options: MailerOptions) {
    this.db = options.db;
    this.log = options.log;
    this.from = options.from;
    this.publicUrl = options.publicUrl?.replace(/\/+$/, '');
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
      status: this.transport ? 'queued' : 'kept',
    };
  }

  /** Sends a recorded mail in the background (or logs that it is kept when there is no SMTP_URL). */
  dispatch(id: number, mail: OutgoingMail): void {
    const transport = this.transport;
    if (!transport) {
      // The content (a reset code, an order) stays in the outbox for staff; the log names the mail only.
      this.log.info(
        { mailId: id, kind: mail.kind, lang: mail.lang },
        'mail kept in the outbox (SMTP_URL is not set)',
      );
      return;
    }
    this.defer(async () => {
      try {
        await transport.sendMail({
          from: this.from,
          to: mail.to,
          subject: mail.subject,
          text: mail.text,
          html: mail.html,
          headers: { 'Content-Language': mail.lang },
        });
        await this.db
          .update(mailOutbox)
          .set({ status: 'sent', sentAt: new Date(), error: null })
          .where(eq(mailOutbox.id, id));
        this.log.info({ mailId: id, kind: mail.kind }, 'mail sent');
      } catch (err) {
        const text = (err instanceof Error ? err.message : String(err)).slice(0, ERROR_TEXT_MAX);
        this.log.error({ mailId: id, kind: mail.kind, error: text }, 'mail could not be sent');
        await this.db.update(mailOutbox).set({ status: 'failed', error: text }).where(eq(mailOutbox.id, id));
      }
    });
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
    let timer: NodeJS.Timeout | undefined;
    await Promise.race([
      this.settled(),
      new Promise<void>((resolve) => {
        timer = setTimeout(resolve, waitMs);
        timer.unref();
      }),
    ]);
    clearTimeout(timer);
    this.transport?.close();
  }
}
