/** The demo data's fixed clock: every date the seed writes is derived from T0, so runs are identical. */
export const T0 = Date.UTC(2025, 11, 1, 8, 0, 0);
export const t0Date = (): Date => new Date(T0);
export const at = (iso: string): Date => new Date(iso);
export const afterT0 = (minutes: number): Date => new Date(T0 + minutes * 60_000);
