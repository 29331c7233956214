/**
 * The order test files start in. Vitest's own order (slowest first, by the last run's times, or
 * by size) put every browser journey after the API files, so the journeys, the longest part of
 * the suite, ran alone at the end. Here the journeys and the API files are spread through one
 * queue in proportion to their numbers, so both run from the start and end together; the quick
 * unit projects follow. Within a project, vitest's order.
 */
import { BaseSequencer, type TestSpecification } from 'vitest/node';

/** Projects whose files are spread through the queue; the others follow them. */
const SPREAD = ['e2e', 'api'];

export class TestOrder extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const queues = SPREAD.map((name) => sorted.filter((file) => file.project.name === name));
    const rest = sorted.filter((file) => !SPREAD.includes(file.project.name));
    // Each file's place is its position within its own project, scaled to the project's length:
    // the k-th of n files sits at (k + 0.5) / n, and the queue is ordered by that.
    const placed = queues.flatMap((queue, project) =>
      queue.map((file, k) => ({ file, at: (k + 0.5) / queue.length, project })),
    );
    placed.sort((a, b) => a.at - b.at || a.project - b.project);
    return [...placed.map(({ file }) => file), ...rest];
  }
}
