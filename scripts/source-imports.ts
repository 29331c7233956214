/**
 * Reading a front end's import graph the way Vite resolves it, for the tests that keep code out of
 * a first screen (the storefront's pages, the dashboard's sign-in).
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** Follows a relative import: the file with a .ts or .tsx ending, or the folder's index. */
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

/** Value imports (not `import type`) and re-exports of a module, with what they name. */
export function staticImports(source: string): { specifier: string; names: string }[] {
  const found: { specifier: string; names: string }[] = [];
  for (const match of source.matchAll(/^(?:import|export)\s+(?!type\b)([^'";]*?)\s*from\s*'([^']+)'/gm))
    found.push({ names: match[1]!, specifier: match[2]! });
  for (const match of source.matchAll(/^import\s+'([^']+)'/gm))
    found.push({ names: '', specifier: match[1]! });
  return found;
}

/** The named value imports of an import clause: `type X` inside the braces brings no code. */
export function valueNames(names: string): string[] {
  return names
    .replace(/[{}]/g, '')
    .split(',')
    .map((name) => name.trim())
    .filter((name) => name && !name.startsWith('type '));
}

/**
 * Every package import reached from `entry` through static imports (the modules a page evaluates
 * before any `import()`), as the importing file and what it imports.
 */
export function packageImportsReachedFrom(
  entry: string,
): { file: string; specifier: string; names: string }[] {
  const seen = new Set<string>();
  const queue = [entry];
  const found: { file: string; specifier: string; names: string }[] = [];
  while (queue.length > 0) {
    const file = queue.pop()!;
    if (seen.has(file)) continue;
    seen.add(file);
    for (const { specifier, names } of staticImports(readFileSync(file, 'utf8'))) {
      if (!specifier.startsWith('.')) found.push({ file, specifier, names });
      else {
        const target = resolveImport(file, specifier);
        if (target) queue.push(target);
      }
    }
  }
  return found;
}
