/**
 * Locates files that ship with the API package (migrations, the built storefront and dashboard) whether the code
 * runs from `src/` under tsx or from the esbuild bundle in `dist/`: both sit one or two folders
 * below the package root, so we walk up until the marker appears instead of hard-coding `../..`.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));

/** Walks up from this module until `relative` exists; returns the first match or undefined. */
export function findUp(relative: string, from = here): string | undefined {
  let dir = from;
  for (;;) {
    const candidate = path.join(dir, relative);
    if (existsSync(candidate)) return candidate;
    const parent = path.dirname(dir);
    if (parent === dir) return undefined;
    dir = parent;
  }
}

/** The API package root (the folder holding its package.json named @shop/api). */
export const apiPackageRoot: string = (() => {
  const migrations = findUp(path.join('drizzle', 'meta', '_journal.json'));
  // drizzle/ lives at the package root (and build.mjs also copies it to dist/drizzle).
  if (migrations) {
    const root = path.dirname(path.dirname(path.dirname(migrations)));
    return path.basename(root) === 'dist' ? path.dirname(root) : root;
  }
  return path.resolve(here, '..');
})();

/** drizzle-kit's migrations folder, overridable with MIGRATIONS_DIR. */
export function migrationsFolder(): string {
  if (process.env.MIGRATIONS_DIR) return path.resolve(process.env.MIGRATIONS_DIR);
  const journal = findUp(path.join('drizzle', 'meta', '_journal.json'));
  if (!journal) throw new Error(`drizzle migrations not found above ${here}; set MIGRATIONS_DIR`);
  return path.dirname(path.dirname(journal));
}

/** Default location of the built storefront: apps/web/dist beside apps/api. */
export const defaultWebDist = path.resolve(apiPackageRoot, '..', 'web', 'dist');

/** Default location of the built admin dashboard: apps/admin/dist beside apps/api. */
export const defaultAdminDist = path.resolve(apiPackageRoot, '..', 'admin', 'dist');
