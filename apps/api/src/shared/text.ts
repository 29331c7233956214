/** Small text helpers for answers (not business rules). */
export { htmlExcerpt } from '@shop/domain';

/** Escapes LIKE wildcards so user text is matched literally (backslash is PostgreSQL's default escape). */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/** Rounds to at most two decimals (ratings are stored as real). */
export function round2(value: number): number {
  return Math.round(value * 100) / 100;
}
