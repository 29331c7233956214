/** Small colour helpers for the generated artwork. */

function parse(hex: string): [number, number, number] {
  const h = hex.replace('#', '');
  const full = h.length === 3 ? [...h].map((c) => c + c).join('') : h.padEnd(6, '0');
  return [0, 2, 4].map((i) => parseInt(full.slice(i, i + 2), 16)) as [number, number, number];
}

function toHex(rgb: readonly number[]): string {
  return `#${rgb
    .map((v) =>
      Math.max(0, Math.min(255, Math.round(v)))
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`;
}

/** Mixes `hex` towards `other` by `t` (0..1). */
export function mix(hex: string, other: string, t: number): string {
  const a = parse(hex);
  const b = parse(other);
  return toHex(a.map((v, i) => v + (b[i]! - v) * t));
}

export const darken = (hex: string, t: number): string => mix(hex, '#000000', t);
export const lighten = (hex: string, t: number): string => mix(hex, '#ffffff', t);

/** Relative luminance 0 (black) .. 1 (white). */
export function luminance(hex: string): number {
  const [r, g, b] = parse(hex).map((v) => {
    const c = v / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** Colours derived from one fabric colour: shade, highlight, outline and a contrasting stitch. */
export function fabricPalette(hex: string) {
  const lum = luminance(hex);
  const light = lum > 0.55;
  return {
    base: hex,
    shade: darken(hex, light ? 0.12 : 0.28),
    deep: darken(hex, light ? 0.22 : 0.45),
    highlight: lighten(hex, light ? 0.5 : 0.18),
    outline: light ? darken(hex, 0.38) : darken(hex, 0.55),
    stitch: light ? darken(hex, 0.3) : lighten(hex, 0.4),
    button: light ? '#d9d9d6' : lighten(hex, 0.25),
    isLight: light,
  };
}

/** Escapes text for use inside SVG. */
export function esc(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}
