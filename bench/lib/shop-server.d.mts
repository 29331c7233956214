/** Types of shop-server.mjs for its TypeScript users (e2e/global-setup.ts). */
export const root: string;
export function freePort(): Promise<number>;
export function waitForHealth(
  url: string,
  child: import('node:child_process').ChildProcess,
  timeoutMs: number,
): Promise<void>;
export function stop(child: import('node:child_process').ChildProcess): Promise<void>;
export function copyWebBuild(target: string): Promise<void>;
export function startShop(options?: {
  log?: string;
  prefix?: string;
  /** More environment for the shop (SMTP_URL for the journeys' mailbox). */
  env?: Record<string, string>;
}): Promise<{ url: string; webDist: string; stop: () => Promise<void> }>;
export function startShops(options?: {
  log?: string;
  prefix?: string;
  env?: Record<string, string>;
  /** Instances, each on its own port and copy of the seeded data. */
  count?: number;
}): Promise<{ urls: string[]; webDist: string; stop: () => Promise<void> }>;
