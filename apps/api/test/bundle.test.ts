/**
 * The server bundle keeps the demo seed's artwork and content out of the code every start loads:
 * they sit in a chunk that is only imported when an empty database is seeded.
 */
import path from 'node:path';
import { build, type Metafile } from 'esbuild';
import { describe, expect, it } from 'vitest';
// @ts-expect-error build.mjs is plain JavaScript without type declarations
import { serverBuildOptions } from '../build.mjs';

/** Every source file a bundle output needs before it can run: its own inputs and its static imports'. */
function staticClosure(meta: Metafile, output: string, seen = new Set<string>()): Set<string> {
  if (seen.has(output)) return new Set();
  seen.add(output);
  const out = meta.outputs[output]!;
  const inputs = new Set(Object.keys(out.inputs));
  for (const imp of out.imports) {
    if (imp.kind !== 'import-statement' || imp.external) continue;
    for (const input of staticClosure(meta, imp.path, seen)) inputs.add(input);
  }
  return inputs;
}

describe('server bundle', () => {
  it('loads the seed artwork and content only through a dynamic import', async () => {
    const outdir = path.join(import.meta.dirname, '..', 'dist-bundle-test');
    const result = await build({
      ...serverBuildOptions(outdir),
      write: false,
      metafile: true,
      sourcemap: false,
    });
    const meta = result.metafile!;
    const entry = Object.keys(meta.outputs).find((o) => o.endsWith('/server.js'))!;
    const startup = [...staticClosure(meta, entry)];
    // the server itself and the seed's entry (which checks whether seeding is needed) are there
    expect(startup.some((f) => f.endsWith('src/server.ts'))).toBe(true);
    expect(startup.some((f) => f.endsWith('src/db/seed/index.ts'))).toBe(true);
    // the artwork, the content tables and the seed steps are not
    const seedOnly = startup.filter((f) =>
      /src\/db\/seed\/(art|content|steps)\/|src\/db\/seed\/run\.ts/.test(f),
    );
    expect(seedOnly).toEqual([]);
    // ...but they are in the build, in a chunk of their own
    const all = Object.values(meta.outputs).flatMap((o) => Object.keys(o.inputs));
    expect(all.some((f) => f.endsWith('src/db/seed/art/garments.ts'))).toBe(true);
    // Workspace packages, subpath entries included (@shop/domain/einvoice), are bundled from their
    // source: Node cannot load their TypeScript at run time.
    const external = Object.values(meta.outputs).flatMap((o) =>
      o.imports.filter((i) => i.external).map((i) => i.path),
    );
    expect(external.filter((specifier) => specifier.startsWith('@shop/'))).toEqual([]);
  }, 60_000);
});
