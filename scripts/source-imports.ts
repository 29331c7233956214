/**
 * Reading a front end's import graph the way Vite resolves it, for the tests that keep code out of
 * a first screen (the storefront's pages, the dashboard's sign-in). Imports are read with
 * TypeScript's parser, so comments, quotes and line breaks inside an import cannot hide one.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

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

export interface StaticImport {
  specifier: string;
  /** The names it brings as values (`type` ones left out); `default` or `*` for those forms. */
  values: string[];
  /** `import 'x'` or `export * from 'x'`: the whole module is evaluated for its effects or exports. */
  whole: boolean;
}

/** Value imports and re-exports of a module (`import type` and `export type` bring no code). */
export function staticImports(source: string, fileName = 'module.tsx'): StaticImport[] {
  const file = ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, false, ts.ScriptKind.TSX);
  const found: StaticImport[] = [];
  for (const statement of file.statements) {
    if (ts.isImportDeclaration(statement) && ts.isStringLiteral(statement.moduleSpecifier)) {
      const specifier = statement.moduleSpecifier.text;
      const clause = statement.importClause;
      if (!clause) {
        found.push({ specifier, values: [], whole: true });
        continue;
      }
      if (clause.isTypeOnly) continue;
      const values: string[] = [];
      if (clause.name) values.push('default');
      const bindings = clause.namedBindings;
      if (bindings && ts.isNamespaceImport(bindings)) values.push('*');
      if (bindings && ts.isNamedImports(bindings))
        for (const element of bindings.elements)
          if (!element.isTypeOnly) values.push((element.propertyName ?? element.name).text);
      if (values.length) found.push({ specifier, values, whole: false });
    } else if (
      ts.isExportDeclaration(statement) &&
      statement.moduleSpecifier &&
      ts.isStringLiteral(statement.moduleSpecifier) &&
      !statement.isTypeOnly
    ) {
      const specifier = statement.moduleSpecifier.text;
      const clause = statement.exportClause;
      if (!clause) found.push({ specifier, values: ['*'], whole: true });
      else if (ts.isNamespaceExport(clause)) found.push({ specifier, values: ['*'], whole: false });
      else {
        const values = clause.elements
          .filter((element) => !element.isTypeOnly)
          .map((element) => (element.propertyName ?? element.name).text);
        if (values.length) found.push({ specifier, values, whole: false });
      }
    }
  }
  return found;
}

/** Files a bundler takes as assets, not modules whose imports are followed. */
const ASSET = /\.(css|svg|png|jpe?g|webp|woff2?|json)$/;

/**
 * Every package import reached from `entry` through static imports (the modules a page evaluates
 * before any `import()`), as the importing file and what it imports. A relative import that cannot
 * be resolved throws: the walk would otherwise stop there without saying so.
 */
export function packageImportsReachedFrom(entry: string): ({ file: string } & StaticImport)[] {
  const seen = new Set<string>();
  const queue = [entry];
  const found: ({ file: string } & StaticImport)[] = [];
  while (queue.length > 0) {
    const file = queue.pop()!;
    if (seen.has(file)) continue;
    seen.add(file);
    for (const imported of staticImports(readFileSync(file, 'utf8'), file)) {
      if (!imported.specifier.startsWith('.')) {
        found.push({ file, ...imported });
        continue;
      }
      if (ASSET.test(imported.specifier)) continue;
      const target = resolveImport(file, imported.specifier);
      if (!target) throw new Error(`${file}: cannot follow the import of ${imported.specifier}`);
      queue.push(target);
    }
  }
  return found;
}
