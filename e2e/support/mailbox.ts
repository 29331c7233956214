/**
 * The shop's mail as a customer receives it. The journeys' shop sends through a real SMTP server
 * started in the global setup (apps/api's test SMTP server); this module is both sides of a small
 * HTTP window onto what it received, since the journeys run in other processes than the setup.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { inject } from 'vitest';
import { startSmtp } from '../../apps/api/test/support/smtp';

export interface ReceivedMail {
  to: string[];
  subject: string;
  text: string;
}

/** Starts the SMTP server and its HTTP window; `smtpUrl` goes to the shop, `mailboxUrl` to the journeys. */
export async function startMailbox(): Promise<{ smtpUrl: string; mailboxUrl: string; close(): Promise<void> }> {
  const smtp = await startSmtp();
  const http: Server = createServer((_request, response) => {
    const mails: ReceivedMail[] = smtp.received.map((mail) => ({
      to: [mail.to]
        .flat()
        .flatMap((address) => address?.value.map((v) => (v.address ?? '').toLowerCase()) ?? []),
      subject: mail.subject ?? '',
      text: mail.text ?? '',
    }));
    response.writeHead(200, { 'content-type': 'application/json' });
    response.end(JSON.stringify(mails));
  });
  await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve));
  const { port } = http.address() as AddressInfo;
  return {
    smtpUrl: smtp.url,
    mailboxUrl: `http://127.0.0.1:${port}`,
    close: async () => {
      await new Promise<void>((resolve) => http.close(() => resolve()));
      await smtp.close();
    },
  };
}

/** The newest mail to `email` whose text matches `pattern`, waiting up to `timeoutMs` for it. */
export async function waitForMail(email: string, pattern: RegExp, timeoutMs = 15_000): Promise<ReceivedMail> {
  const url = inject('mailboxURL');
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const mails = (await (await fetch(url)).json()) as ReceivedMail[];
    const found = mails.filter((m) => m.to.includes(email.toLowerCase()) && pattern.test(m.text)).at(-1);
    if (found) return found;
    if (Date.now() > deadline) throw new Error(`no mail to ${email} matching ${pattern} within ${timeoutMs} ms`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

/** Words only a code mail of each kind carries (both languages), so one kind is never read for another. */
const CODE_MAILS = {
  signup: /finish creating your account|لإكمال إنشاء حسابك/,
  reset: /Your password reset code is|رمز إعادة تعيين كلمة المرور الخاص بك/,
  email: /confirm this new email|لتأكيد هذا البريد الإلكتروني الجديد/,
  staff: /password of your dashboard account|كلمة مرور حسابك في لوحة التحكم/,
} as const;

/** The four-digit code of the newest code mail of `kind` to `email`, waiting for it. */
export async function waitForCode(email: string, kind: keyof typeof CODE_MAILS, timeoutMs = 15_000): Promise<string> {
  const mail = await waitForMail(email, CODE_MAILS[kind], timeoutMs);
  const code = /\b(\d{4})\b/.exec(mail.text)?.[1];
  if (!code) throw new Error(`the ${kind} mail to ${email} has no code`);
  return code;
}
