import { toLatinDigits } from './digits';
import { stripInvisible } from './invisible';

/**
 * One normaliser for search (docs/decisions.md, Search column): the API writes each product's and post's search column
 * with it at save time and runs the query text through it, so "أحذية" finds "احذيه" and
 * "UNIFORM" finds "uniform". It must be idempotent, or stored and queried text would drift.
 */

/** Alef with hamza above/below, alef with madda, alef wasla → bare alef. */
const ALEF_FORMS = /[\u0622\u0623\u0625\u0671]/g;
/** Tashkeel and other Arabic marks (U+064B–U+065F), superscript alef (U+0670), tatweel (U+0640). */
const MARKS_AND_TATWEEL = /[\u064B-\u065F\u0670\u0640]/g;
function normaliseOnce(input: string): string {
  return toLatinDigits(
    stripInvisible(input)
      // NFKC first: it turns Arabic presentation forms (ﻷ, ﺓ…) into plain letters and composes
      // alef + hamza into أ, which the mappings below then handle.
      .normalize('NFKC')
      .replace(ALEF_FORMS, '\u0627')
      .replace(/\u0629/g, '\u0647') // ta marbuta → ha
      .replace(/\u0649/g, '\u064A') // alef maqsura → ya
      // Persian keh and yeh, typed on Persian/Urdu keyboards, are the Arabic kaf and ya.
      .replace(/\u06A9/g, '\u0643')
      .replace(/\u06CC/g, '\u064A')
      .replace(MARKS_AND_TATWEEL, ''),
  )
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * Alef forms to bare alef, ta marbuta to ha, alef maqsura to ya, Arabic diacritics and tatweel
 * dropped, Arabic-Indic digits to Latin, NFKC, lower case, whitespace collapsed and trimmed.
 */
export function normaliseSearch(input: string): string {
  // Dropping tatweel or an invisible character can bring a letter next to a combining mark that
  // NFKC then composes with it ("e", tatweel, acute accent → "é" on a second pass). Repeating to
  // a fixed point keeps the function idempotent; ordinary text settles after one pass.
  let current = normaliseOnce(input);
  for (let i = 0; i < 4; i += 1) {
    const next = normaliseOnce(current);
    if (next === current) break;
    current = next;
  }
  return current;
}
