/**
 * Arabic and English text on a PDF page. PDFKit lays out one run of text with fontkit, which
 * shapes Arabic letters (their joined forms) but does not order a line that mixes directions: an
 * Arabic name with a number or an English word in it. This module orders a line with the Unicode
 * bidirectional algorithm (bidi-js), splits it into runs of one direction and one font, and draws
 * the runs left to right. The shop's font, Cairo, comes as an Arabic and a Latin file (the
 * storefront's own @fontsource package), so each character is drawn from the file that has it.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { inflateSync } from 'node:zlib';
import bidiFactory from 'bidi-js';
import type PDFDocument from 'pdfkit';

type Doc = InstanceType<typeof PDFDocument>;
export type Weight = 'regular' | 'bold';
type Face = 'arabic' | 'latin';

const packages = createRequire(import.meta.url);
const fontFile = (face: Face, weight: Weight) =>
  packages.resolve(`@fontsource/cairo/files/cairo-${face}-${weight === 'bold' ? 700 : 400}-normal.woff`);

const bidi = bidiFactory();

/**
 * A WOFF font file as the plain TrueType/OpenType file it wraps. fontkit reads a WOFF's tables
 * through a JavaScript inflater each time it needs one (every glyph, for the glyph table), which
 * took about a second per invoice; node's zlib unpacks the file once instead.
 */
export function sfntOfWoff(woff: Buffer): Buffer {
  if (woff.toString('latin1', 0, 4) !== 'wOFF') throw new Error('Not a WOFF font');
  const numTables = woff.readUInt16BE(12);
  const tables = Array.from({ length: numTables }, (_, index) => {
    const entry = 44 + index * 20;
    const offset = woff.readUInt32BE(entry + 4);
    const compressed = woff.readUInt32BE(entry + 8);
    const length = woff.readUInt32BE(entry + 12);
    const stored = woff.subarray(offset, offset + compressed);
    return {
      tag: woff.subarray(entry, entry + 4),
      checksum: woff.readUInt32BE(entry + 16),
      data: compressed < length ? inflateSync(stored) : stored,
    };
  });
  const power = 2 ** Math.floor(Math.log2(numTables));
  const header = Buffer.alloc(12 + numTables * 16);
  woff.copy(header, 0, 4, 8); // the wrapped font's own version ("flavor")
  header.writeUInt16BE(numTables, 4);
  header.writeUInt16BE(power * 16, 6);
  header.writeUInt16BE(Math.log2(power), 8);
  header.writeUInt16BE(numTables * 16 - power * 16, 10);
  const parts: Buffer[] = [header];
  let offset = header.length;
  tables.forEach((table, index) => {
    const record = 12 + index * 16;
    table.tag.copy(header, record);
    header.writeUInt32BE(table.checksum, record + 4);
    header.writeUInt32BE(offset, record + 8);
    header.writeUInt32BE(table.data.length, record + 12);
    const padded = Buffer.alloc((table.data.length + 3) & ~3);
    table.data.copy(padded);
    parts.push(padded);
    offset += padded.length;
  });
  return Buffer.concat(parts);
}

let fonts: Map<string, Buffer> | undefined;

/** The fonts registered on a document under names like "arabic-bold" (unpacked once per process). */
export function registerFonts(doc: Doc): void {
  if (!fonts) {
    fonts = new Map();
    for (const face of ['arabic', 'latin'] as const) {
      for (const weight of ['regular', 'bold'] as const) {
        fonts.set(`${face}-${weight}`, sfntOfWoff(readFileSync(fontFile(face, weight))));
      }
    }
  }
  for (const [name, data] of fonts) doc.registerFont(name, data);
}

// Characters Cairo's Arabic file draws: the Arabic blocks and the joiners; the rest is Latin's.
const ARABIC_FACE = /[\u0600-\u06FF\u0750-\u077F\u0870-\u08FF\u200C-\u200F\uFB50-\uFDFF\uFE70-\uFEFF]/;
const STRONG_ARABIC = /[\u0600-\u06FF\u0750-\u077F\u0870-\u08FF\uFB50-\uFDFF\uFE70-\uFEFF]/;

interface Piece {
  text: string;
  face: Face;
  /** Right to left: fontkit reverses Arabic itself; other characters are reversed here. */
  rtl: boolean;
}

/**
 * A line's pieces in the order they are drawn, left to right. A line with no Arabic letter (an
 * amount, a date, a VAT number, an English name) reads left to right on an Arabic page too, so
 * "-25.00" keeps its sign in front.
 */
function visualPieces(line: string, rtlPage: boolean): Piece[] {
  const embedding = bidi.getEmbeddingLevels(line, rtlPage && STRONG_ARABIC.test(line) ? 'rtl' : 'ltr');
  const mirrored = bidi.getMirroredCharactersMap(line, embedding.levels);
  // Levels are per UTF-16 unit, so the line is too (a surrogate pair keeps one level and face).
  const chars = line.split('');
  const levels = Array.from(embedding.levels.slice(0, chars.length));
  for (const [index, char] of mirrored) chars[index] = char;

  // Runs of one level and one face, in logical order.
  const runs: { text: string; level: number; face: Face }[] = [];
  chars.forEach((char, index) => {
    const level = levels[index] ?? 0;
    const face: Face = ARABIC_FACE.test(char) ? 'arabic' : 'latin';
    const last = runs.at(-1);
    if (last && last.level === level && last.face === face) last.text += char;
    else runs.push({ text: char, level, face });
  });

  // The algorithm's last step (rule L2): from the highest level down to the lowest odd one,
  // reverse every sequence of runs at that level or above.
  const highest = Math.max(0, ...runs.map((run) => run.level));
  const lowestOdd = Math.min(...runs.map((run) => run.level).filter((level) => level % 2 === 1), highest + 1);
  for (let level = highest; level >= lowestOdd; level--) {
    for (let start = 0; start < runs.length; start++) {
      if (runs[start]!.level < level) continue;
      let end = start;
      while (end + 1 < runs.length && runs[end + 1]!.level >= level) end++;
      runs.splice(start, end - start + 1, ...runs.slice(start, end + 1).reverse());
      start = end;
    }
  }
  return runs.map((run) => {
    const rtl = run.level % 2 === 1;
    // fontkit reverses a run it reads as Arabic; a right-to-left run of other characters (a
    // space, a dash, a bracket between Arabic words) is put in drawing order here.
    const text = rtl && !STRONG_ARABIC.test(run.text) ? [...run.text].reverse().join('') : run.text;
    return { text, face: run.face, rtl };
  });
}

export interface TextStyle {
  size: number;
  weight?: Weight;
  color?: string;
}

/** Draws text on a page laid out in one direction, measuring and wrapping it. */
export class PageText {
  constructor(
    readonly doc: Doc,
    readonly rtl: boolean,
  ) {}

  private use(face: Face, style: TextStyle): void {
    this.doc.font(`${face}-${style.weight ?? 'regular'}`).fontSize(style.size);
  }

  /** The width of one line of text. */
  width(line: string, style: TextStyle): number {
    return visualPieces(line, this.rtl).reduce((sum, piece) => {
      this.use(piece.face, style);
      return sum + this.doc.widthOfString(piece.text);
    }, 0);
  }

  /** The lines `text` wraps into at `width` (at spaces; a word wider than the box is cut). */
  wrap(text: string, width: number, style: TextStyle): string[] {
    const lines: string[] = [];
    for (const paragraph of text.split('\n')) {
      let line = '';
      for (const word of paragraph.split(/\s+/).filter(Boolean)) {
        const candidate = line ? `${line} ${word}` : word;
        if (!line || this.width(candidate, style) <= width) {
          line = candidate;
          continue;
        }
        lines.push(line);
        line = word;
      }
      while (this.width(line, style) > width && line.length > 1) {
        let cut = line.length - 1;
        while (cut > 1 && this.width(line.slice(0, cut), style) > width) cut--;
        lines.push(line.slice(0, cut));
        line = line.slice(cut);
      }
      lines.push(line);
    }
    return lines;
  }

  /**
   * Draws one line in the box from `x` (its left edge, in page coordinates) `width` wide, at its
   * start (right in Arabic, left in English), its end, or centred.
   */
  line(
    line: string,
    x: number,
    y: number,
    width: number,
    style: TextStyle,
    align: 'start' | 'end' | 'center' = 'start',
  ): void {
    const pieces = visualPieces(line, this.rtl);
    const total = this.width(line, style);
    const left =
      align === 'center' ? (width - total) / 2 : (align === 'start') === this.rtl ? width - total : 0;
    let at = x + left;
    this.doc.fillColor(style.color ?? '#111111');
    for (const piece of pieces) {
      this.use(piece.face, style);
      this.doc.text(piece.text, at, y, { lineBreak: false });
      at += this.doc.widthOfString(piece.text);
    }
  }

  /** Draws wrapped text in a box; answers the height used. */
  block(
    text: string,
    x: number,
    y: number,
    width: number,
    style: TextStyle,
    align: 'start' | 'end' | 'center' = 'start',
  ): number {
    const lineHeight = style.size * 1.5;
    const lines = this.wrap(text, width, style);
    lines.forEach((line, index) => this.line(line, x, y + index * lineHeight, width, style, align));
    return lines.length * lineHeight;
  }

  /** The height `block` would use. */
  blockHeight(text: string, width: number, style: TextStyle): number {
    return this.wrap(text, width, style).length * style.size * 1.5;
  }
}
