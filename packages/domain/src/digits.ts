// Shoppers on Arabic keyboards type Arabic-Indic digits (٠١٢…) and Persian/Urdu keyboards
// type Extended Arabic-Indic digits (۰۱۲…). Everything numeric is stored and shown with Latin
// digits (docs/decisions.md, Dates and digits), so inputs are folded to Latin digits before parsing.

const ARABIC_INDIC_ZERO = 0x0660;
const EXTENDED_ARABIC_INDIC_ZERO = 0x06f0;

const NON_LATIN_DIGIT = /[\u0660-\u0669\u06F0-\u06F9]/g;

/** Replaces Arabic-Indic (U+0660–0669) and Extended Arabic-Indic (U+06F0–06F9) digits by 0–9. */
export function toLatinDigits(input: string): string {
  return input.replace(NON_LATIN_DIGIT, (d) => {
    const code = d.charCodeAt(0);
    const zero = code >= EXTENDED_ARABIC_INDIC_ZERO ? EXTENDED_ARABIC_INDIC_ZERO : ARABIC_INDIC_ZERO;
    return String(code - zero);
  });
}
