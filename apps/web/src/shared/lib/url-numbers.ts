/** A positive whole number written in a URL (a path id, `?page=`), or undefined for anything else. */
export function positiveInt(value: string | null | undefined): number | undefined {
  if (value === null || value === undefined || !/^\d+$/.test(value)) return undefined;
  const n = Number(value);
  return n >= 1 && Number.isSafeInteger(n) ? n : undefined;
}
