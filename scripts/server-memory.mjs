/**
 * How the server process is started to keep its resident memory small and steady: `npm start`
 * (scripts/start.mjs) and the memory probe (bench/memory.mjs) start it with this environment.
 *
 * - V8's old generation capped at 1 GB. Without a cap V8 sizes it from the machine's memory (4 GB
 *   here) and then lets the heap grow to about four times what is live before collecting; under a
 *   cap of 1 GB it grows by a smaller factor. The probe's live heap stays near 55-70 MB, while its
 *   old space held up to 191 MB without the cap and about 75 MB with it.
 * - A young generation of 4 MB semi-spaces instead of 16 MB: 24 MB less, for more frequent (and
 *   shorter) scavenges.
 * - glibc's malloc with 2 arenas (MALLOC_ARENA_MAX): the compression of rendered pages runs on
 *   libuv's worker threads, and each thread's own arena keeps its freed memory; about 50 MB less
 *   after the probe's rounds.
 *
 * The flags go before any NODE_OPTIONS already set, so the operator's own values win; an existing
 * MALLOC_ARENA_MAX is kept.
 */
export const SERVER_NODE_OPTIONS = '--max-old-space-size=1024 --max-semi-space-size=4';
export const SERVER_MALLOC_ARENA_MAX = '2';

/** `env` with the server's memory settings added (the caller's own values win). */
export function serverMemoryEnv(env) {
  return {
    ...env,
    NODE_OPTIONS: [SERVER_NODE_OPTIONS, env.NODE_OPTIONS].filter(Boolean).join(' '),
    MALLOC_ARENA_MAX: env.MALLOC_ARENA_MAX || SERVER_MALLOC_ARENA_MAX,
  };
}
