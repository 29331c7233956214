/** Something loaded at most once, whose value can be read synchronously once it is there. */
export interface LoadOnce<T> {
  /** Starts the load (the first time) and answers the same promise to every caller. */
  load: () => Promise<T>;
  /** The value once loaded, so a render can use it without suspending. */
  peek: () => T | undefined;
}

/**
 * Runs `start` once and keeps what it gives, a failure too. A component that renders with `use`
 * must meet the same promise on every attempt: a failed load started again by each render would
 * suspend each time, never reach an error boundary, and ask the server for the missing file again
 * and again. A page that could not load its code loads its address afresh instead
 * (shared/lib/new-build.ts).
 */
export function loadOnce<T>(start: () => Promise<T>): LoadOnce<T> {
  let value: T | undefined;
  let pending: Promise<T> | undefined;
  return {
    peek: () => value,
    load: () => (pending ??= start().then((loaded) => (value = loaded))),
  };
}
