/** Something loaded at most once, whose value can be read synchronously once it is there. */
export interface LoadOnce<T> {
  /** Starts the load (the first time) and answers the same promise to every caller. */
  load: () => Promise<T>;
  /** The value once loaded, so a render can use it without suspending. */
  peek: () => T | undefined;
}

/** Runs `start` once and keeps its value; a failed load is forgotten, so the next call tries again. */
export function loadOnce<T>(start: () => Promise<T>): LoadOnce<T> {
  let value: T | undefined;
  let pending: Promise<T> | undefined;
  return {
    peek: () => value,
    load: () =>
      (pending ??= start().then(
        (loaded) => (value = loaded),
        (error: unknown) => {
          pending = undefined;
          throw error;
        },
      )),
  };
}
