/**
 * Artwork other than product photos: category tiles, hero slides, sponsor marks, blog and page
 * illustrations and the shop logo. Everything is plain SVG; text uses common system fonts and the
 * drawings still read well if a font is missing.
 */
import { darken, esc, lighten, luminance, mix } from './color.js';
import { placedGarment, type GarmentKind } from './garments.js';

const SANS = "'Noto Sans', 'DejaVu Sans', 'Liberation Sans', Arial, sans-serif";
const ARABIC = "'Noto Kufi Arabic', 'Noto Sans Arabic', 'DejaVu Sans', sans-serif";

const f = (n: number): string => (Math.round(n * 10) / 10).toString();

export interface GarmentRef {
  kind: GarmentKind;
  color: string;
}

/** A square category tile: a tinted backdrop, soft rings and one or two garments. */
export function categoryTileSvg(opts: { garments: GarmentRef[]; accent: string; badge?: string }): string {
  const { accent } = opts;
  const bg1 = mix(accent, '#ffffff', 0.86);
  const bg2 = mix(accent, '#ffffff', 0.7);
  const g = opts.garments.slice(0, 2);
  const items =
    g.length === 2
      ? placedGarment(g[1]!.kind, g[1]!.color, 300, 130, 440, 'b') +
        placedGarment(g[0]!.kind, g[0]!.color, 70, 170, 460, 'a')
      : g[0]
        ? placedGarment(g[0].kind, g[0].color, 160, 90, 480, 'a')
        : '';
  const badge = opts.badge
    ? `<g><rect x="40" y="40" rx="44" width="${f(60 + opts.badge.length * 26)}" height="88" fill="${darken(accent, 0.25)}"/><text x="${f(70 + opts.badge.length * 13 - 10)}" y="98" font-family="${SANS}" font-size="44" font-weight="700" text-anchor="middle" fill="#ffffff">${esc(opts.badge)}</text></g>`
    : '';
  return `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="800" viewBox="0 0 800 800">
<defs><linearGradient id="t" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${bg1}"/><stop offset="1" stop-color="${bg2}"/></linearGradient></defs>
<rect width="800" height="800" fill="url(#t)"/>
<circle cx="620" cy="170" r="230" fill="${accent}" opacity=".10"/>
<circle cx="150" cy="690" r="190" fill="${accent}" opacity=".08"/>
<circle cx="400" cy="420" r="300" fill="#ffffff" opacity=".45"/>
<ellipse cx="400" cy="745" rx="250" ry="16" fill="#000000" opacity=".07"/>
${items}
${badge}
</svg>`;
}

/** A 16:7 hero banner: a diagonal gradient, geometric shapes and a row of garments on one side. */
export function slideSvg(opts: { from: string; to: string; garments: GarmentRef[] }): string {
  const light = luminance(opts.from) > 0.5;
  const line = light ? '#000000' : '#ffffff';
  const g = opts.garments.slice(0, 3);
  const placed = g
    .map((x, i) => {
      const w = i === 1 ? 400 : 330;
      const xPos = 110 + i * 250 + (i === 1 ? -30 : 0);
      const y = i === 1 ? 120 : 200;
      return { i, html: placedGarment(x.kind, x.color, xPos, y, w, `s${i}`) };
    })
    .sort((a, b) => (a.i === 1 ? 1 : 0) - (b.i === 1 ? 1 : 0))
    .map((x) => x.html)
    .join('');
  let stripes = '';
  for (let i = 0; i < 9; i++)
    stripes += `<path d="M${1000 + i * 70} 700 L${1300 + i * 70} 0" stroke="${line}" stroke-opacity=".06" stroke-width="18"/>`;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="1600" height="700" viewBox="0 0 1600 700">
<defs>
<linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${opts.from}"/><stop offset="1" stop-color="${opts.to}"/></linearGradient>
<radialGradient id="glow" cx="30%" cy="45%" r="45%"><stop offset="0" stop-color="#ffffff" stop-opacity=".55"/><stop offset="1" stop-color="#ffffff" stop-opacity="0"/></radialGradient>
</defs>
<rect width="1600" height="700" fill="url(#bg)"/>
${stripes}
<circle cx="1380" cy="120" r="220" fill="${lighten(opts.to, 0.3)}" opacity=".18"/>
<circle cx="1480" cy="620" r="160" fill="${darken(opts.from, 0.2)}" opacity=".2"/>
<rect width="1600" height="700" fill="url(#glow)"/>
<ellipse cx="480" cy="660" rx="420" ry="24" fill="#000000" opacity=".12"/>
${placed}
</svg>`;
}

const SPONSOR_MARKS = [
  (c: string) =>
    `<circle cx="150" cy="200" r="70" fill="${c}"/><circle cx="150" cy="200" r="36" fill="#ffffff"/>`,
  (c: string) =>
    `<path d="M90 250 L150 130 L210 250 Z" fill="${c}"/><path d="M125 250 L150 200 L175 250 Z" fill="#ffffff"/>`,
  (c: string) =>
    `<rect x="85" y="135" width="130" height="130" rx="28" fill="${c}"/><path d="M115 200 h70 M150 165 v70" stroke="#ffffff" stroke-width="18" stroke-linecap="round"/>`,
  (c: string) =>
    `<path d="M150 125 L215 162 L215 238 L150 275 L85 238 L85 162 Z" fill="${c}"/><circle cx="150" cy="200" r="26" fill="#ffffff"/>`,
  (c: string) =>
    `<path d="M85 250 Q150 90 215 250" fill="none" stroke="${c}" stroke-width="26" stroke-linecap="round"/><circle cx="150" cy="250" r="22" fill="${c}"/>`,
  (c: string) =>
    `<rect x="90" y="140" width="50" height="120" rx="10" fill="${c}"/><rect x="160" y="140" width="50" height="120" rx="10" fill="${c}" opacity=".6"/>`,
];

/** A 3:2 sponsor mark: a simple geometric symbol and the name set in type. */
export function sponsorSvg(opts: { name: string; tagline?: string; color: string; mark: number }): string {
  const mark = SPONSOR_MARKS[opts.mark % SPONSOR_MARKS.length]!(opts.color);
  const size = Math.min(54, Math.floor(320 / (opts.name.length * 0.6)));
  return `<svg xmlns="http://www.w3.org/2000/svg" width="600" height="400" viewBox="0 0 600 400">
<rect width="600" height="400" fill="#ffffff"/>
${mark}
<text x="250" y="${opts.tagline ? 205 : 220}" font-family="${SANS}" font-size="${size}" font-weight="700" fill="${darken(opts.color, 0.2)}">${esc(opts.name)}</text>
${opts.tagline ? `<text x="252" y="250" font-family="${SANS}" font-size="24" letter-spacing="3" fill="#6b7280">${esc(opts.tagline.toUpperCase())}</text>` : ''}
</svg>`;
}

export type IllustrationTheme =
  | 'fabric'
  | 'scrubs'
  | 'school'
  | 'bulk'
  | 'embroidery'
  | 'safety'
  | 'chef'
  | 'corporate'
  | 'about'
  | 'quality'
  | 'delivery'
  | 'partnership';

function swatches(colors: string[]): string {
  return colors
    .map((c, i) => {
      const angle = -30 + i * 12;
      return `<g transform="rotate(${angle} 800 760)"><rect x="740" y="180" width="130" height="520" rx="18" fill="${c}" stroke="${darken(c, 0.25)}" stroke-width="3"/><path d="M752 640 h106" stroke="${lighten(c, 0.4)}" stroke-width="3" stroke-dasharray="10 8"/><circle cx="805" cy="225" r="14" fill="#ffffff" opacity=".8"/></g>`;
    })
    .join('');
}

function boxes(c: string): string {
  let s = '';
  const rows = [
    [520, 560],
    [700, 560],
    [880, 560],
    [610, 390],
    [790, 390],
    [700, 220],
  ] as const;
  for (const [x, y] of rows) {
    s += `<rect x="${x}" y="${y}" width="170" height="160" rx="8" fill="${c}" stroke="${darken(c, 0.3)}" stroke-width="4"/><rect x="${x + 70}" y="${y}" width="30" height="160" fill="${lighten(c, 0.35)}"/><rect x="${x + 20}" y="${y + 100}" width="46" height="30" fill="#ffffff" opacity=".85"/>`;
  }
  return s;
}

/** A 16:9 illustration for blog posts, pages and about items. */
export function illustrationSvg(theme: IllustrationTheme, accent: string): string {
  const bg1 = mix(accent, '#ffffff', 0.88);
  const bg2 = mix(accent, '#ffffff', 0.68);
  let art = '';
  switch (theme) {
    case 'fabric':
      art = swatches(['#1f2a44', '#7fb3d5', '#1e5631', '#7b1e2b', '#c3b091', '#f4f4f2', '#808080']);
      break;
    case 'scrubs':
      art =
        placedGarment('scrub-top', '#1e5631', 330, 160, 420, 'a') +
        placedGarment('scrub-top', '#7fb3d5', 700, 110, 470, 'b') +
        `<path d="M1260 260 h60 v60 h60 v60 h-60 v60 h-60 v-60 h-60 v-60 h60 Z" fill="#b3261e" opacity=".85"/>`;
      break;
    case 'school':
      art =
        placedGarment('pinafore', '#1f2a44', 380, 150, 420, 'a') +
        placedGarment('shirt', '#f4f4f2', 720, 130, 440, 'b', 'short') +
        `<rect x="1180" y="560" width="260" height="34" rx="6" fill="#e8b53a" transform="rotate(-20 1310 577)"/><path d="M1240 300 l80 -40 l80 40 l-80 40 Z" fill="#1f2a44"/>`;
      break;
    case 'bulk':
      art = boxes('#c8a46b') + placedGarment('polo', '#1f2a44', 220, 200, 360, 'a');
      break;
    case 'embroidery':
      art =
        `<circle cx="800" cy="450" r="300" fill="#f5efe3" stroke="#a67c52" stroke-width="34"/><circle cx="800" cy="450" r="262" fill="none" stroke="#8b6238" stroke-width="6"/>` +
        `<path d="M700 540 L800 330 L900 540 Z" fill="none" stroke="${accent}" stroke-width="16" stroke-dasharray="22 10" stroke-linejoin="round"/><circle cx="800" cy="450" r="150" fill="none" stroke="${accent}" stroke-width="10" stroke-dasharray="18 10"/>` +
        `<path d="M1120 160 L980 420" stroke="#9ca3af" stroke-width="8" stroke-linecap="round"/><path d="M980 420 Q900 520 820 470" fill="none" stroke="${accent}" stroke-width="5"/>`;
      break;
    case 'safety':
      art =
        placedGarment('coverall', '#ff7a00', 360, 90, 460, 'a') +
        placedGarment('hivis-vest', '#d4e600', 760, 150, 420, 'b');
      break;
    case 'chef':
      art =
        placedGarment('chef-jacket', '#f4f4f2', 380, 130, 440, 'a') +
        placedGarment('apron', '#1f1f1f', 760, 150, 420, 'b');
      break;
    case 'corporate':
      art =
        placedGarment('blazer', '#1f2a44', 380, 120, 440, 'a') +
        placedGarment('shirt', '#7fb3d5', 760, 150, 420, 'b');
      break;
    case 'about':
      art =
        `<rect x="420" y="300" width="760" height="420" fill="#ffffff" stroke="${darken(accent, 0.2)}" stroke-width="6"/>` +
        `<path d="M420 300 L560 200 L700 300 L840 200 L980 300 L1120 200 L1180 240 L1180 300" fill="${lighten(accent, 0.2)}" stroke="${darken(accent, 0.2)}" stroke-width="6"/>` +
        `<rect x="470" y="380" width="140" height="110" fill="${lighten(accent, 0.55)}"/><rect x="660" y="380" width="140" height="110" fill="${lighten(accent, 0.55)}"/><rect x="850" y="380" width="140" height="110" fill="${lighten(accent, 0.55)}"/>` +
        `<rect x="1040" y="520" width="100" height="200" fill="${accent}"/><rect x="1240" y="150" width="50" height="570" fill="${darken(accent, 0.15)}"/>` +
        placedGarment('thobe', '#f4f4f2', 470, 470, 200, 'a') +
        placedGarment('scrub-top', '#1e5631', 660, 500, 180, 'b');
      break;
    case 'quality':
      art = `<circle cx="800" cy="430" r="220" fill="${accent}"/><path d="M690 440 L770 520 L920 350" fill="none" stroke="#ffffff" stroke-width="46" stroke-linecap="round" stroke-linejoin="round"/><path d="M680 620 L620 800 L720 760 L770 850 L820 650 Z M920 620 L980 800 L880 760 L830 850 L780 650 Z" fill="${darken(accent, 0.25)}"/>`;
      break;
    case 'delivery':
      art = `<rect x="420" y="330" width="560" height="300" rx="20" fill="${accent}"/><path d="M980 420 h170 l90 110 v100 h-260 Z" fill="${darken(accent, 0.2)}"/><rect x="1020" y="450" width="110" height="70" fill="#ffffff" opacity=".8"/><circle cx="560" cy="650" r="62" fill="#1f2937"/><circle cx="560" cy="650" r="24" fill="#e5e7eb"/><circle cx="1110" cy="650" r="62" fill="#1f2937"/><circle cx="1110" cy="650" r="24" fill="#e5e7eb"/><path d="M200 400 h160 M240 470 h120 M280 540 h80" stroke="${darken(accent, 0.3)}" stroke-width="16" stroke-linecap="round"/>`;
      break;
    case 'partnership':
      art = `<circle cx="650" cy="450" r="200" fill="${accent}" opacity=".85"/><circle cx="950" cy="450" r="200" fill="${darken(accent, 0.3)}" opacity=".85"/><path d="M700 470 Q800 380 900 470" fill="none" stroke="#ffffff" stroke-width="30" stroke-linecap="round"/>`;
      break;
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" width="1600" height="900" viewBox="0 0 1600 900">
<defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${bg1}"/><stop offset="1" stop-color="${bg2}"/></linearGradient></defs>
<rect width="1600" height="900" fill="url(#bg)"/>
<circle cx="180" cy="160" r="120" fill="${accent}" opacity=".08"/><circle cx="1450" cy="780" r="200" fill="${accent}" opacity=".08"/>
<path d="M0 820 Q400 760 800 820 T1600 820 V900 H0 Z" fill="${accent}" opacity=".10"/>
${art}
</svg>`;
}

/** The shop logo (3:2): a stitched shield with a collar mark and the name in both languages. */
export function logoSvg(opts: { nameAr: string; nameEn: string; color: string; accent: string }): string {
  const { color, accent } = opts;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="600" height="400" viewBox="0 0 600 400">
<rect width="600" height="400" fill="#ffffff"/>
<path d="M300 40 L400 80 L400 170 Q400 250 300 290 Q200 250 200 170 L200 80 Z" fill="${color}"/>
<path d="M300 58 L384 92 L384 168 Q384 236 300 272 Q216 236 216 168 L216 92 Z" fill="none" stroke="#ffffff" stroke-width="4" stroke-dasharray="10 7"/>
<path d="M258 110 L300 160 L342 110 L322 100 L300 128 L278 100 Z" fill="${accent}"/>
<path d="M300 160 V240" stroke="#ffffff" stroke-width="5"/><circle cx="300" cy="185" r="6" fill="#ffffff"/><circle cx="300" cy="215" r="6" fill="#ffffff"/>
<text x="300" y="342" font-family="${ARABIC}" font-size="46" font-weight="700" text-anchor="middle" fill="${color}">${esc(opts.nameAr)}</text>
<text x="300" y="382" font-family="${SANS}" font-size="24" font-weight="700" letter-spacing="4" text-anchor="middle" fill="${accent}">${esc(opts.nameEn.toUpperCase())}</text>
</svg>`;
}
