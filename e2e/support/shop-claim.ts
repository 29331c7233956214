/**
 * Journey files run side by side, each on a shop of its own (global-setup.ts starts them). A file
 * claims a free shop before its tests load, by creating a directory named after it (creating a
 * directory is atomic: of two files, one wins), waiting while all are in use, and frees it when done.
 * The journeys were written for a shop no other file touches while they run; this keeps it so.
 */
import { mkdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { afterAll, inject } from 'vitest';

function tryClaim(): { url: string; release: () => void } | undefined {
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
  return undefined;
}

/** A free shop, waiting while every shop is in use by another file (more workers than shops). */
async function claimShop(): Promise<{ url: string; release: () => void }> {
  for (;;) {
    const claim = tryClaim();
    if (claim) return claim;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/** One claim per file, however many of the file's modules import this one. */
const holder = globalThis as { journeyShop?: { url: string; release: () => void } };
if (!holder.journeyShop) {
  const claim = await claimShop();
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
