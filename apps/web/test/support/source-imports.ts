/**
 * Follows a relative import in the storefront's source the way Vite resolves it: the file with a
 * .ts or .tsx ending, or the folder's index. Tests that walk the import graph use it.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';

export function resolveImport(from: string, specifier: string): string | null {
  const base = path.resolve(path.dirname(from), specifier);
  for (const candidate of [
    `${base}.ts`,
    `${base}.tsx`,
    path.join(base, 'index.ts'),
    path.join(base, 'index.tsx'),
  ]) {
    if (existsSync(candidate)) return candidate;
  }
  return null;
}
