/**
 * A real SMTP server in the test process (smtp-server): it receives what the shop sends over SMTP
 * and keeps each message parsed (mailparser), so tests read the subject, the recipients and both
 * parts as a mail client would.
 */
import type { AddressInfo } from 'node:net';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export type SmtpMode = 'accept' | 'reject' | 'hold';

/** A held mail is accepted after this long at the latest, so a test that never releases it still ends. */
const HOLD_SAFETY_NET_MS = 30_000;

export interface TestSmtp {
  url: string;
  received: ParsedMail[];
  /**
   * accept: 250; reject: 550 for every recipient; hold: the mail is read, then its 250 waits until
   * `release()` (the sender waits as it would on a slow mail server).
   */
  mode: SmtpMode;
  /** Mails read in hold mode and not accepted yet. */
  readonly held: number;
  /** Accepts every held mail now. */
  release(): void;
  /** Calls `listener` with each mail accepted from now on; returns the call that stops it. */
  onMail(listener: (mail: ParsedMail) => void): () => void;
  close(): Promise<void>;
}

export async function startSmtp(): Promise<TestSmtp> {
  const holding = new Set<() => void>();
  const listeners = new Set<(mail: ParsedMail) => void>();
  const release = () => {
    for (const accept of [...holding]) accept();
  };
  const state: TestSmtp = {
    url: '',
    received: [],
    mode: 'accept',
    get held() {
      return holding.size;
    },
    release,
    onMail(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    close: async () => {},
  };
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onRcptTo(_address, _session, callback) {
      if (state.mode === 'reject') {
        const err = Object.assign(new Error('Mailbox unavailable'), { responseCode: 550 });
        return callback(err);
      }
      callback();
    },
    onData(stream, _session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        void simpleParser(Buffer.concat(chunks)).then((parsed) => {
          const accept = () => {
            holding.delete(accept);
            clearTimeout(safetyNet);
            state.received.push(parsed);
            for (const listener of listeners) listener(parsed);
            callback();
          };
          let safetyNet: NodeJS.Timeout | undefined;
          if (state.mode === 'hold') {
            holding.add(accept);
            safetyNet = setTimeout(accept, HOLD_SAFETY_NET_MS);
            safetyNet.unref();
          } else accept();
        }, callback);
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  state.url = `smtp://127.0.0.1:${port}`;
  state.close = () => {
    release();
    return new Promise<void>((resolve) => server.close(() => resolve()));
  };
  return state;
}
