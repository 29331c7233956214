/**
 * Journey files run side by side, each on a shop of its own (global-setup.ts starts one per file
 * that can run at once). A file claims a free shop before its tests load, by creating a directory
 * named after it (creating a directory is atomic: of two files, one wins), and frees it when done.
 * The journeys were written for a shop no other file touches while they run; this keeps it so.
 */
import { mkdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { afterAll, inject } from 'vitest';

function claimShop(): { url: string; release: () => void } {
  const urls = inject('baseURLs');
  const dir = inject('shopClaimsDir');
  for (const [index, url] of urls.entries()) {
    const claim = path.join(dir, `shop-${index}`);
    try {
      mkdirSync(claim);
    } catch {
      continue;
    }
    return { url, release: () => rmSync(claim, { recursive: true, force: true }) };
  }
  throw new Error(`all ${urls.length} journey shops are taken: run at most that many files at once`);
}

/** One claim per file, however many of the file's modules import this one. */
const holder = globalThis as { journeyShop?: { url: string; release: () => void } };
if (!holder.journeyShop) {
  const claim = claimShop();
  holder.journeyShop = claim;
  afterAll(() => {
    claim.release();
    holder.journeyShop = undefined;
  });
}
const claimed = holder.journeyShop;

/** The base URL of this file's shop. */
export function claimedShopURL(): string {
  return claimed.url;
}
