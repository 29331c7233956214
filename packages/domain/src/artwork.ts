import { receiptTypeOf } from './payment';

/**
 * Logo artwork a buyer sends with a quote or an order line: a picture or a PDF or SVG of the
 * logo, and where on the garment it goes. The file's type is read from its bytes, never from what
 * the browser declared; an SVG that could reach outside itself (external references, entities) is
 * refused, so rendering it to a preview image can read nothing but the file.
 */

/** Where a logo is embroidered or printed. */
export const ARTWORK_PLACEMENTS = ['chest_left', 'chest_right', 'back', 'sleeve'] as const;
export type ArtworkPlacement = (typeof ARTWORK_PLACEMENTS)[number];

/**
 * Where staff are with an order's logos: awaiting their approval, approved for production, or sent
 * back to the buyer with what to change. Production waits for approval.
 */
export const ARTWORK_STATUSES = ['awaiting', 'approved', 'changes_requested'] as const;
export type ArtworkStatus = (typeof ARTWORK_STATUSES)[number];

/** Staff's decision on an order's artwork, and whether it may be taken now. */
export type ArtworkDecision = 'approve' | 'request_changes';
export function mayDecideArtwork(status: ArtworkStatus | null, decision: ArtworkDecision): boolean {
  if (status === null) return false;
  return decision === 'approve' ? status !== 'approved' : status === 'awaiting';
}

/**
 * Whether the buyer may send new artwork for an order: only when staff asked for changes (an
 * approved logo is in production, and one awaiting approval is staff's to decide).
 */
export function mayReplaceArtwork(status: ArtworkStatus | null): boolean {
  return status === 'changes_requested';
}

/** The largest artwork file accepted. */
export const ARTWORK_MAX_BYTES = 5 * 1024 * 1024;

export type ArtworkContentType =
  'image/png' | 'image/jpeg' | 'image/webp' | 'application/pdf' | 'image/svg+xml';

const decoder = new TextDecoder('utf-8', { fatal: false });

/** The start of a file as text (an SVG's markup), without a byte-order mark. */
function textStart(bytes: Uint8Array, length: number): string {
  return decoder.decode(bytes.subarray(0, length)).replace(/^\uFEFF/, '');
}

/** An artwork's type from its first bytes (a receipt's picture and PDF types, or an SVG); null for anything else. */
export function artworkTypeOf(bytes: Uint8Array): ArtworkContentType | null {
  const binary = receiptTypeOf(bytes);
  if (binary) return binary;
  const head = textStart(bytes, 4096).trimStart();
  if (/^(<\?xml[^>]*\?>\s*)?(<!--[\s\S]*?-->\s*)*<svg[\s>]/i.test(head)) return 'image/svg+xml';
  return null;
}

/**
 * Why an SVG cannot be rendered safely, or null when it can: a document type or entity (which can
 * pull in files), a reference to anything but a fragment of itself or an embedded picture, script
 * or foreign content.
 */
export function svgRefusal(svg: string): 'svgUnsafe' | null {
  if (/<!DOCTYPE|<!ENTITY/i.test(svg)) return 'svgUnsafe';
  if (/<(script|foreignObject|iframe|object|embed)[\s>/]/i.test(svg)) return 'svgUnsafe';
  const localOrEmbedded = /^(#|data:image\/(png|jpeg|gif|webp);base64,)/i;
  for (const match of svg.matchAll(/(?:xlink:)?href\s*=\s*(["'])(.*?)\1/gis)) {
    if (!localOrEmbedded.test(match[2]!.trim())) return 'svgUnsafe';
  }
  for (const match of svg.matchAll(/url\(\s*(["']?)(.*?)\1\s*\)/gis)) {
    if (!localOrEmbedded.test(match[2]!.trim())) return 'svgUnsafe';
  }
  if (/@import/i.test(svg)) return 'svgUnsafe';
  return null;
}

/** Why an artwork file is refused, or null when it is accepted. */
export function artworkRefusal(bytes: Uint8Array): 'empty' | 'tooLarge' | 'notArtwork' | 'svgUnsafe' | null {
  if (bytes.length === 0) return 'empty';
  if (bytes.length > ARTWORK_MAX_BYTES) return 'tooLarge';
  const type = artworkTypeOf(bytes);
  if (!type) return 'notArtwork';
  if (type === 'image/svg+xml') return svgRefusal(decoder.decode(bytes));
  return null;
}
