/**
 * Zod without its compiled validators: to compile them it first tries `new Function`, which the
 * content security policy (no eval) refuses and the browser reports as a violation on every page
 * with a form. Zod reads its configuration from this global (shared by every copy of zod on a page,
 * and read when a schema is built), so the entry sets it first without loading zod itself; the
 * forms' chunks bring zod when they are needed.
 */
const scope = globalThis as { __zod_globalConfig?: Record<string, unknown> };
scope.__zod_globalConfig = { ...scope.__zod_globalConfig, jitless: true };
