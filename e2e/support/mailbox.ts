/**
 * The shop's mail as a customer receives it. The journeys' shop sends through a real SMTP server
 * started in the global setup (apps/api's test SMTP server); this module is both sides of a small
 * HTTP window onto what it received, since the journeys run in other processes than the setup.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { ParsedMail } from 'mailparser';
import { inject } from 'vitest';
import { startSmtp } from '../../apps/api/test/support/smtp';

export interface ReceivedMail {
  to: string[];
  subject: string;
  text: string;
}

function received(mail: ParsedMail): ReceivedMail {
  return {
    to: [mail.to]
      .flat()
      .flatMap((address) => address?.value.map((v) => (v.address ?? '').toLowerCase()) ?? []),
    subject: mail.subject ?? '',
    text: mail.text ?? '',
  };
}

/**
 * Starts the SMTP server and its HTTP window; `smtpUrl` goes to the shop, `mailboxUrl` to the
 * journeys. `GET /` answers every mail received; `GET /wait?to=…&pattern=…&flags=…` answers the
 * newest mail to that address whose text matches, as soon as there is one.
 */
export async function startMailbox(): Promise<{
  smtpUrl: string;
  mailboxUrl: string;
  close(): Promise<void>;
}> {
  const smtp = await startSmtp();
  const http: Server = createServer((request, response) => {
    const answer = (body: unknown) => {
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end(JSON.stringify(body));
    };
    const url = new URL(request.url ?? '/', 'http://mailbox');
    if (url.pathname !== '/wait') return answer(smtp.received.map(received));
    const to = (url.searchParams.get('to') ?? '').toLowerCase();
    const pattern = new RegExp(url.searchParams.get('pattern') ?? '', url.searchParams.get('flags') ?? '');
    const matches = (mail: ReceivedMail) => mail.to.includes(to) && pattern.test(mail.text);
    const found = smtp.received.map(received).filter(matches).at(-1);
    if (found) return answer(found);
    // Answered when the mail arrives; a journey that gives up closes the request.
    const stop = smtp.onMail((mail) => {
      const arrived = received(mail);
      if (!matches(arrived)) return;
      stop();
      answer(arrived);
    });
    response.on('close', stop);
  });
  await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve));
  const { port } = http.address() as AddressInfo;
  return {
    smtpUrl: smtp.url,
    mailboxUrl: `http://127.0.0.1:${port}`,
    close: async () => {
      http.closeAllConnections();
      await new Promise<void>((resolve) => http.close(() => resolve()));
      await smtp.close();
    },
  };
}

/**
 * The newest mail to `email` whose text matches `pattern`, once it has arrived. It waits as long as
 * the journey may run: the journey's own timeout is the only bound.
 */
export async function waitForMail(email: string, pattern: RegExp): Promise<ReceivedMail> {
  const url = new URL('/wait', inject('mailboxURL'));
  url.searchParams.set('to', email);
  url.searchParams.set('pattern', pattern.source);
  url.searchParams.set('flags', pattern.flags.replace(/[gy]/g, ''));
  const response = await fetch(url);
  if (!response.ok) throw new Error(`mailbox answered ${response.status}`);
  return (await response.json()) as ReceivedMail;
}

/** Words only a code mail of each kind carries (both languages), so one kind is never read for another. */
const CODE_MAILS = {
  signup: /finish creating your account|لإكمال إنشاء حسابك/,
  reset: /Your password reset code is|رمز إعادة تعيين كلمة المرور الخاص بك/,
  email: /confirm this new email|لتأكيد هذا البريد الإلكتروني الجديد/,
  staff: /password of your dashboard account|كلمة مرور حسابك في لوحة التحكم/,
} as const;

/** The four-digit code of the newest code mail of `kind` to `email`, waiting for it. */
export async function waitForCode(email: string, kind: keyof typeof CODE_MAILS): Promise<string> {
  const mail = await waitForMail(email, CODE_MAILS[kind]);
  const code = /\b(\d{4})\b/.exec(mail.text)?.[1];
  if (!code) throw new Error(`the ${kind} mail to ${email} has no code`);
  return code;
}
