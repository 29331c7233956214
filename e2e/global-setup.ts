/**
 * Starts the real shop for the browser journeys the way a new machine does: `npm start`'s own script
 * (which builds what is stale, migrates and seeds the demo shop) on a free port with a throwaway
 * DATA_DIR, then the same built server on that data serving a private copy of apps/web/dist, so a
 * rebuild by other work in the checkout cannot pull chunks from under a run
 * (bench/lib/shop-server.mjs, shared with the page benchmarks). `E2E_BASE_URL` reuses a running shop.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { startShops } from '../bench/lib/shop-server.mjs';
import { FatooraSimulator } from '../apps/api/src/services/einvoicing/index.js';
import { startMailbox } from './support/mailbox';

declare module 'vitest' {
  export interface ProvidedContext {
    /** One shop per journey file running at once (support/shop-claim.ts hands them out). */
    baseURLs: string[];
    /** Where a running file marks the shop it uses. */
    shopClaimsDir: string;
    /** What the shop's SMTP server received, as JSON (e2e/support/mailbox.ts). */
    mailboxURL: string;
  }
}

const JOURNEY_SHOPS = 2;

export default async function setup(project: TestProject) {
  // The shop's mail goes to a real SMTP server here, where the journeys read reset codes.
  const mailbox = await startMailbox();
  project.provide('mailboxURL', mailbox.mailboxUrl);
  // Journey files running at once, each on its own shop: two, or fewer when the run has fewer
  // workers. Three at once (a browser and a shop each) overloaded a 2-core machine into timeouts;
  // a third file waits for a free shop (support/shop-claim.ts).
  const shopCount = Math.max(1, Math.min(JOURNEY_SHOPS, project.globalConfig.maxWorkers ?? 1));
  const claims = mkdtempSync(path.join(os.tmpdir(), 'shop-e2e-claims-'));
  project.provide('shopClaimsDir', claims);
  const external = process.env.E2E_BASE_URL;
  if (external) {
    project.provide('baseURLs', Array(shopCount).fill(external.replace(/\/$/, '')));
    return async () => {
      await mailbox.close();
      rmSync(claims, { recursive: true, force: true });
    };
  }
  // The journeys sign staff and customers in many times a minute from one address; the limits
  // themselves are tested in the API suite.
  // ZATCA's simulation platform is the local fake Fatoora, over HTTP like the real one: the owner's
  // onboarding journey talks to it (the built-in simulator is refused in production, as here).
  const fatoora = new FatooraSimulator();
  const env = {
    SMTP_URL: mailbox.smtpUrl,
    AUTH_RATE_LIMIT_PER_MINUTE: '1000',
    FATOORA_SIMULATION_URL: await fatoora.start(),
    EINVOICE_KEY: randomBytes(32).toString('hex'),
  };
  // On PostgreSQL when the run has one (TEST_DATABASE_URL, as CI does): PGlite's WebAssembly cost the
  // two shops about 120 CPU-seconds a run on a 2-core machine, against much less here
  // (docs/performance.md). Without it, the shops keep PGlite in DATA_DIR, as `npm start` does.
  const options = {
    prefix: 'shop-e2e-',
    env,
    count: shopCount,
    databaseUrl: process.env.TEST_DATABASE_URL || undefined,
  };
  let shops: Awaited<ReturnType<typeof startShops>>;
  try {
    shops = await startShops(options);
  } catch (error) {
    // A build by other work in the checkout can land mid-start (a half-written bundle): once more.
    console.warn(`e2e: the shop did not start (${(error as Error).message}); trying again`);
    shops = await startShops(options);
  }
  project.provide('baseURLs', shops.urls);
  return async () => {
    await shops.stop();
    await fatoora.stop();
    await mailbox.close();
    rmSync(claims, { recursive: true, force: true });
  };
}
