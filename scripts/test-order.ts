/**
 * The order test files start in. Vitest's own order (slowest first by the last run's times, or by
 * size when there are none, as on a fresh clone) put the browser journeys, the longest part of the
 * suite, after the API files, and its two longest journeys last. Here the journeys and the API
 * files are spread through one queue by their expected share of their project's time, so both run
 * from the start and end together, the longest journeys first; the quick unit projects follow.
 */
import path from 'node:path';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * Seconds each journey took in a fresh-clone run on a 2-core machine with another job beside it
 * (2026-12-06); a journey not listed counts as DEFAULT_SECONDS. Only the order depends on them.
 */
const JOURNEY_SECONDS: Record<string, number> = {
  'admin-orders.test.ts': 128,
  'accessibility.test.ts': 111,
  'admin.test.ts': 76,
  'admin-commerce.test.ts': 68,
  'admin-catalogue.test.ts': 67,
  'quotes.test.ts': 64,
  'admin-product.test.ts': 61,
  'checkout.test.ts': 49,
  'accounts.test.ts': 47,
  'admin-content.test.ts': 46,
  'admin-exports.test.ts': 43,
  'admin-einvoicing.test.ts': 30,
};
const DEFAULT_SECONDS = 20;

/**
 * How far through the queue the last journey starts. Spread evenly, the journeys ran about one at
 * a time and the longest part of the suite ended last; two shops take two at once.
 */
const JOURNEYS_SHARE = 0.6;

/** Projects whose files are spread through the queue; the others follow them. */
const SPREAD = ['e2e', 'api'];

function expectedSeconds(file: TestSpecification): number {
  if (file.project.name !== 'e2e') return DEFAULT_SECONDS;
  return JOURNEY_SECONDS[path.basename(file.moduleId)] ?? DEFAULT_SECONDS;
}

export class TestOrder extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const placed = SPREAD.flatMap((name, project) => {
      const queue = sorted
        .filter((file) => file.project.name === name)
        .sort((a, b) => expectedSeconds(b) - expectedSeconds(a));
      const total = queue.reduce((sum, file) => sum + expectedSeconds(file), 0);
      let before = 0;
      // A file's place is the middle of its expected stretch of the project's time, as a fraction;
      // the journeys' stretch is squeezed into the first part of the queue, since two of them run
      // at once (two shops) while the API files share what is left.
      const squeeze = name === 'e2e' ? JOURNEYS_SHARE : 1;
      return queue.map((file) => {
        const seconds = expectedSeconds(file);
        const at = (squeeze * (before + seconds / 2)) / total;
        before += seconds;
        return { file, at, project };
      });
    });
    placed.sort((a, b) => a.at - b.at || a.project - b.project);
    const rest = sorted.filter((file) => !SPREAD.includes(file.project.name));
    return [...placed.map(({ file }) => file), ...rest];
  }
}
