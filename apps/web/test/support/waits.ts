/**
 * Options of vi.waitFor in component tests. A wait ends as soon as its condition holds; the bound is
 * only a safety net, generous because a busy machine can take seconds to render a page (vi.waitFor
 * gives up after one second by default).
 */
export const SETTLES = { timeout: 30_000 } as const;
