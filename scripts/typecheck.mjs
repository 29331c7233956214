#!/usr/bin/env node
/**
 * `npm run typecheck`: TypeScript's native compiler (TypeScript 7, installed as `typescript-native`)
 * checks each app, single-threaded and one after another. It finds the same errors as the
 * JavaScript compiler in about a quarter of the CPU time; one thread per check because `npm test`
 * runs it beside the tests on a 2-core machine, where more threads only add CPU. TypeScript 5 stays
 * installed as `typescript` for typescript-eslint, which needs its JavaScript API.
 *
 * Arguments are the projects to check (folders holding a tsconfig.json); by default the three apps
 * and the journeys, which between them include packages/domain and packages/contract.
 */
import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';

const compiler = join(
  dirname(createRequire(import.meta.url).resolve('typescript-native/package.json')),
  'bin/tsc',
);
const projects = process.argv.slice(2);

for (const project of projects.length ? projects : ['apps/web', 'apps/api', 'apps/admin', 'e2e']) {
  const { status } = spawnSync(process.execPath, [compiler, '--singleThreaded', '-p', resolve(project)], {
    stdio: 'inherit',
  });
  if (status !== 0) {
    console.error(`typecheck: ${project} has type errors`);
    process.exit(status ?? 1);
  }
}
