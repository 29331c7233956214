/**
 * A real SMTP server in the test process (smtp-server): it receives what the shop sends over SMTP
 * and keeps each message parsed (mailparser), so tests read the subject, the recipients and both
 * parts as a mail client would.
 */
import type { AddressInfo } from 'node:net';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export type SmtpMode = 'accept' | 'reject' | 'slow';

export interface TestSmtp {
  url: string;
  received: ParsedMail[];
  /** accept: 250; reject: 550 for every recipient; slow: accept after `slowMs`. */
  mode: SmtpMode;
  slowMs: number;
  close(): Promise<void>;
}

export async function startSmtp(): Promise<TestSmtp> {
  const state: TestSmtp = {
    url: '',
    received: [],
    mode: 'accept',
    slowMs: 1500,
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
          const done = () => {
            state.received.push(parsed);
            callback();
          };
          if (state.mode === 'slow') setTimeout(done, state.slowMs);
          else done();
        }, callback);
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  state.url = `smtp://127.0.0.1:${port}`;
  state.close = () => new Promise<void>((resolve) => server.close(() => resolve()));
  return state;
}
