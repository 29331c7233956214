/**
 * Starts the real shop for the browser journeys the way a new machine does: `npm start`'s own script
 * (which builds what is stale, migrates and seeds the demo shop) on a free port with a throwaway
 * DATA_DIR, then the same built server on that data serving a private copy of apps/web/dist, so a
 * rebuild by other work in the checkout cannot pull chunks from under a run
 * (bench/lib/shop-server.mjs, shared with the page benchmarks). `E2E_BASE_URL` reuses a running shop.
 */
import type { TestProject } from 'vitest/node';
import { startShop } from '../bench/lib/shop-server.mjs';
import { startMailbox } from './support/mailbox';

declare module 'vitest' {
  export interface ProvidedContext {
    baseURL: string;
    /** What the shop's SMTP server received, as JSON (e2e/support/mailbox.ts). */
    mailboxURL: string;
  }
}

export default async function setup(project: TestProject) {
  // The shop's mail goes to a real SMTP server here, where the journeys read reset codes.
  const mailbox = await startMailbox();
  project.provide('mailboxURL', mailbox.mailboxUrl);
  const external = process.env.E2E_BASE_URL;
  if (external) {
    project.provide('baseURL', external.replace(/\/$/, ''));
    return mailbox.close;
  }
  // The journeys sign staff and customers in many times a minute from one address; the limits
  // themselves are tested in the API suite.
  const env = { SMTP_URL: mailbox.smtpUrl, AUTH_RATE_LIMIT_PER_MINUTE: '1000' };
  let shop: Awaited<ReturnType<typeof startShop>>;
  try {
    shop = await startShop({ prefix: 'shop-e2e-', env });
  } catch (error) {
    // A build by other work in the checkout can land mid-start (a half-written bundle): once more.
    console.warn(`e2e: the shop did not start (${(error as Error).message}); trying again`);
    shop = await startShop({ prefix: 'shop-e2e-', env });
  }
  project.provide('baseURL', shop.url);
  return async () => {
    await shop.stop();
    await mailbox.close();
  };
}
