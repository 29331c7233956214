/**
 * The storefront's server renderer from its source (apps/web/src/entry-server.tsx, compiled by the
 * test runner like the web suite), so the API suite renders real pages without a build. Its
 * manifest is empty: pages link the entry by its source path.
 */
import path from 'node:path';
import type { StorefrontRenderer } from '../../src/features/web/index.js';

const entry = path.resolve(import.meta.dirname, '../../../web/src/entry-server.tsx');

export async function sourceStorefront(): Promise<StorefrontRenderer> {
  const module = (await import(/* @vite-ignore */ entry)) as {
    createRenderer(options: { manifest: object }): StorefrontRenderer;
  };
  return module.createRenderer({ manifest: {} });
}
