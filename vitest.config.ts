import { defineConfig } from 'vitest/config';
import { TestOrder } from './scripts/test-order';

// One runner for every suite; `npm test` runs all projects, CI included.
export default defineConfig({
  test: {
    // Vitest's default is one worker fewer than the processors: a single one on a 2-core machine,
    // where every file then waits for the one before it. Most of a file's time is spent waiting
    // (for a database, a spawned server, a browser), so four files run at once, from any project
    // (vitest wants one worker count for projects that run together): two browser journeys, each
    // on its own shop (e2e/support/shop-claim.ts), and two API or unit files, each with its own
    // database (support/database-templates.ts). With three, the API files ran one at a time
    // beside the journeys and ended last.
    maxWorkers: 4,
    sequence: { sequencer: TestOrder },
    // CI also writes a JSON summary so .ci/run can print a plain "N passed, N failed" line.
    reporters: process.env.CI
      ? ['default', ['json', { outputFile: 'test-results/summary.json' }]]
      : ['default'],
    projects: [
      {
        test: {
          name: 'domain',
          // The contract's own tests run with the domain's: both are plain TypeScript packages.
          include: ['packages/domain/src/**/*.test.ts', 'packages/contract/src/**/*.test.ts'],
          environment: 'node',
          // A safety net, not a measure: property tests take seconds on a busy machine.
          testTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'api',
          include: ['apps/api/src/**/*.test.ts', 'apps/api/test/**/*.test.ts'],
          environment: 'node',
          // Every file imports the whole app; a worker keeps the modules it loaded for the next
          // file instead of evaluating them again (most of the project's CPU time). Each file
          // builds its own app, database and clock, so no state rides from one file to the next.
          isolate: false,
          testTimeout: 60_000,
          hookTimeout: 180_000,
          // Migrated and seeded databases, built once per run, that every file's shop copies.
          globalSetup: ['apps/api/test/global-setup.ts'],
        },
      },
      './apps/web/vitest.config.ts',
      './apps/admin/vitest.config.ts',
      {
        test: {
          name: 'e2e',
          include: ['e2e/**/*.test.ts'],
          environment: 'node',
          testTimeout: 120_000,
          hookTimeout: 300_000,
          // A page on a busy machine can take seconds to answer a click. A poll ends as soon as
          // its condition holds; its bound is a safety net, not a measure of speed.
          expect: { poll: { timeout: 30_000 } },
          globalSetup: ['e2e/global-setup.ts'],
          setupFiles: ['e2e/support/shop-claim.ts'],
        },
      },
    ],
  },
});
