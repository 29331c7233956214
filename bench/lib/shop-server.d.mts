/** Types of shop-server.mjs for its TypeScript users (e2e/global-setup.ts). */
export const root: string;
export function freePort(): Promise<number>;
export function copyWebBuild(target: string): Promise<void>;
export function startShop(options?: {
  log?: string;
  prefix?: string;
}): Promise<{ url: string; webDist: string; stop: () => Promise<void> }>;
