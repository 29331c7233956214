/**
 * Garment silhouettes drawn as SVG (800 x 1000, aspect 4:5) in a fabric colour, with soft shading,
 * stitching lines, buttons and pockets, on a light studio background. Views: front, back (with a
 * logo print area where the garment is usually branded) and a close-up detail with fabric texture.
 */
import { esc, fabricPalette } from './color.js';

/**
 * Style variants of some garments: `short` sleeves or a `work` shirt (flap pockets, epaulettes),
 * `tipped` polo collar and cuffs, `princess` seams on a scrub top, a `women` blazer, a chef jacket
 * with contrast `piping`, `cargo` or `drawstring` trousers. Other combinations draw the plain garment.
 */
export type GarmentStyle =
  '' | 'short' | 'work' | 'tipped' | 'princess' | 'women' | 'piping' | 'cargo' | 'drawstring';

export const GARMENT_KINDS = [
  'shirt',
  'polo',
  'tshirt',
  'scrub-top',
  'scrub-cap',
  'tunic',
  'lab-coat',
  'chef-jacket',
  'blazer',
  'vest',
  'hivis-vest',
  'track-jacket',
  'abaya',
  'thobe',
  'pinafore',
  'coverall',
  'trousers',
  'apron',
  'cap',
] as const;
export type GarmentKind = (typeof GARMENT_KINDS)[number];
export type GarmentView = 'front' | 'back' | 'detail';

type Pal = ReturnType<typeof fabricPalette>;
type Pt = [number, number];

const W = 800;
const H = 1000;
const CX = 400;

const f = (n: number): string => (Math.round(n * 10) / 10).toString();
const pt = (p: Pt): string => `${f(CX + p[0])} ${f(p[1])}`;
const mirror = (p: Pt): Pt => [-p[0], p[1]];

/** Closed path from the left half's points (neck first, hem last), mirrored to the right. */
function symmetricPath(left: Pt[], neck: { depth: number; curve?: boolean }): string {
  const first = left[0]!;
  const right = [...left].reverse().map(mirror);
  const parts = [`M${pt(first)}`, ...left.slice(1).map((p) => `L${pt(p)}`), ...right.map((p) => `L${pt(p)}`)];
  const bottom: Pt = [0, first[1] + neck.depth];
  parts.push(neck.curve === false ? `L${pt(bottom)} L${pt(first)}` : `Q${pt(bottom)} ${pt(first)}`);
  return `${parts.join(' ')} Z`;
}

interface TopOpts {
  top?: number;
  neckW?: number;
  neckDepth?: number;
  vNeck?: boolean;
  shoulderW?: number;
  shoulderY?: number;
  armpitW?: number;
  armpitY?: number;
  waistW?: number;
  hemW?: number;
  hemY?: number;
  sleeve: 'none' | 'short' | 'long' | 'wide';
}

interface Shape {
  path: string;
  cuffs: [Pt, Pt][];
}

function topShape(o: TopOpts): Shape {
  const top = o.top ?? 165;
  const neckW = o.neckW ?? 120;
  const shoulderW = o.shoulderW ?? 360;
  const shoulderY = o.shoulderY ?? top + 30;
  const armpitW = o.armpitW ?? 300;
  const armpitY = o.armpitY ?? 360;
  const hemW = o.hemW ?? 310;
  const hemY = o.hemY ?? 860;
  const s = shoulderW / 2;
  const a = armpitW / 2;
  const left: Pt[] = [
    [-neckW / 2, top],
    [-s, shoulderY],
  ];
  const cuffs: [Pt, Pt][] = [];
  if (o.sleeve === 'short') {
    const outer: Pt = [-(s + 88), shoulderY + 200];
    const inner: Pt = [-(a + 46), armpitY + 62];
    left.push(outer, inner);
    cuffs.push([outer, inner]);
  } else if (o.sleeve === 'long') {
    const outer: Pt = [-(s + 80), 700];
    const inner: Pt = [-(s + 18), 712];
    left.push([-(s + 40), shoulderY + 150], outer, inner, [-(a + 6), armpitY + 70]);
    cuffs.push([outer, inner]);
  } else if (o.sleeve === 'wide') {
    const outer: Pt = [-(s + 200), 600];
    const inner: Pt = [-(s + 95), 690];
    left.push(outer, inner);
    cuffs.push([outer, inner]);
  } else {
    left.push([-(a + 8), armpitY - 40]);
  }
  left.push([-a, armpitY]);
  if (o.waistW) left.push([-o.waistW / 2, (armpitY + hemY) / 2]);
  left.push([-hemW / 2, hemY]);
  return { path: symmetricPath(left, { depth: o.neckDepth ?? 36, curve: !o.vNeck }), cuffs };
}

/** Trousers outline: waist, hips and two legs. */
function legsShape(o: { waistY: number; waistW: number; hipW: number; hemY: number }): Shape {
  const crotchY = o.waistY + 300;
  const legOuter = o.hipW / 2 + 6;
  const leftLeg: Pt[] = [
    [-o.waistW / 2, o.waistY],
    [-o.hipW / 2, o.waistY + 140],
    [-legOuter, o.hemY],
    [-22, o.hemY],
    [-8, crotchY],
  ];
  const pts = [...leftLeg, [0, crotchY - 6] as Pt, ...[...leftLeg].reverse().map(mirror)];
  return { path: `M${pts.map(pt).join(' L')} Z`, cuffs: [] };
}

// ---------------------------------------------------------------- drawing helpers

function stitchLine(points: Pt[], p: Pal, width = 2.2): string {
  return `<path d="M${points.map(pt).join(' L')}" fill="none" stroke="${p.stitch}" stroke-width="${width}" stroke-dasharray="9 7" stroke-linecap="round" opacity=".85"/>`;
}

function seam(points: Pt[], p: Pal, width = 3): string {
  return `<path d="M${points.map(pt).join(' L')}" fill="none" stroke="${p.shade}" stroke-width="${width}" stroke-linecap="round" stroke-linejoin="round"/>`;
}

function buttons(x: number, ys: number[], p: Pal, r = 9): string {
  return ys
    .map(
      (y) =>
        `<circle cx="${f(CX + x)}" cy="${f(y)}" r="${r}" fill="${p.button}" stroke="${p.outline}" stroke-width="1.5"/>` +
        `<circle cx="${f(CX + x - 2.5)}" cy="${f(y - 1)}" r="1.4" fill="${p.outline}"/><circle cx="${f(CX + x + 2.5)}" cy="${f(y + 1)}" r="1.4" fill="${p.outline}"/>`,
    )
    .join('');
}

function pocket(x: number, y: number, w: number, h: number, p: Pal, flap = false): string {
  const x0 = CX + x - w / 2;
  let s = `<path d="M${f(x0)} ${f(y)} h${f(w)} v${f(h - 14)} q0 14 -14 14 h${f(-w + 28)} q-14 0 -14 -14 Z" fill="${p.base}" stroke="${p.shade}" stroke-width="3"/>`;
  s += `<path d="M${f(x0 + 7)} ${f(y + 8)} h${f(w - 14)}" stroke="${p.stitch}" stroke-width="2" stroke-dasharray="8 6" opacity=".8"/>`;
  if (flap)
    s += `<path d="M${f(x0 - 4)} ${f(y - 4)} h${f(w + 8)} v30 l${f(-(w + 8) / 2)} 14 l${f(-(w + 8) / 2)} -14 Z" fill="${p.base}" stroke="${p.shade}" stroke-width="3"/>`;
  return s;
}

function cuffLines(cuffs: [Pt, Pt][], p: Pal, offset = 34): string {
  return cuffs
    .map(([a, b]) => {
      const up: Pt = [a[0] + 10, a[1] - offset];
      const up2: Pt = [b[0] + 8, b[1] - offset];
      return (
        seam([up, up2], p, 2.5) +
        stitchLine(
          [
            [up[0] + 2, up[1] + 12],
            [up2[0] + 2, up2[1] + 12],
          ],
          p,
          1.8,
        ) +
        seam(
          [
            [-up[0], up[1]],
            [-up2[0], up2[1]],
          ],
          p,
          2.5,
        ) +
        stitchLine(
          [
            [-up[0] - 2, up[1] + 12],
            [-up2[0] - 2, up2[1] + 12],
          ],
          p,
          1.8,
        )
      );
    })
    .join('');
}

/** A simple emblem marking where a company logo is embroidered or printed. */
function logoMark(x: number, y: number, size: number, p: Pal): string {
  const c = p.isLight ? '#1f3b63' : '#f4f1e8';
  return `<g opacity=".9"><circle cx="${f(CX + x)}" cy="${f(y)}" r="${f(size / 2)}" fill="none" stroke="${c}" stroke-width="${f(size / 14)}"/>
<path d="M${f(CX + x - size / 4)} ${f(y + size / 6)} L${f(CX + x)} ${f(y - size / 4)} L${f(CX + x + size / 4)} ${f(y + size / 6)} Z" fill="${c}"/></g>`;
}

function printArea(y: number, w: number, p: Pal): string {
  const c = p.isLight ? '#1f3b63' : '#f4f1e8';
  return `${logoMark(0, y, w * 0.42, p)}<rect x="${f(CX - w / 2)}" y="${f(y + w * 0.3)}" width="${f(w)}" height="${f(w * 0.09)}" rx="${f(w * 0.045)}" fill="${c}" opacity=".8"/>
<rect x="${f(CX - w * 0.32)}" y="${f(y + w * 0.45)}" width="${f(w * 0.64)}" height="${f(w * 0.06)}" rx="${f(w * 0.03)}" fill="${c}" opacity=".55"/>`;
}

function reflectiveBand(y: number, x0: number, x1: number): string {
  return `<rect x="${f(CX + x0)}" y="${f(y)}" width="${f(x1 - x0)}" height="34" fill="#cfd6da"/><rect x="${f(CX + x0)}" y="${f(y + 8)}" width="${f(x1 - x0)}" height="6" fill="#ffffff" opacity=".8"/>`;
}

// ---------------------------------------------------------------- the garments

interface Drawn {
  shape: string;
  details: string;
  /** viewBox of the detail close-up: x, y, width (height = width * 1.25). */
  zoom: [number, number, number];
  under?: string;
}

/** What every garment drawing gets: the kind (for drawings shared by two kinds), view, palette and style. */
interface DrawArgs {
  kind: GarmentKind;
  view: GarmentView;
  p: Pal;
  hivis: boolean;
  style: GarmentStyle;
  back: boolean;
  /** Ink that reads on the fabric: navy on light fabric, off-white on dark. */
  contrast: string;
}

function drawShirtThobe({ kind, p, style, back }: DrawArgs): Drawn {
  const long = kind === 'thobe';
  const s = topShape({
    sleeve: style === 'short' ? 'short' : 'long',
    neckW: 110,
    neckDepth: back ? 14 : 40,
    hemY: long ? 950 : 800,
    hemW: long ? 330 : 300,
  });
  let d = cuffLines(s.cuffs, p, style === 'short' ? 26 : 34);
  if (back) {
    d +=
      seam(
        [
          [-175, 260],
          [175, 260],
        ],
        p,
      ) +
      seam(
        [
          [0, 260],
          [0, 300],
        ],
        p,
      );
  } else {
    d += `<path d="M${pt([-55, 165])} L${pt([-8, 240])} L${pt([-80, 222])} Z M${pt([55, 165])} L${pt([8, 240])} L${pt([80, 222])} Z" fill="${p.base}" stroke="${p.outline}" stroke-width="2.5" stroke-linejoin="round"/>`;
    d +=
      stitchLine(
        [
          [-18, 242],
          [-18, long ? 520 : 795],
        ],
        p,
      ) +
      stitchLine(
        [
          [18, 242],
          [18, long ? 520 : 795],
        ],
        p,
      );
    d += buttons(0, long ? [285, 340, 395, 450, 505] : [270, 345, 420, 495, 570, 645, 720], p, long ? 7 : 8);
    d += long
      ? pocket(-90, 300, 70, 8, p)
      : style === 'work'
        ? pocket(-92, 290, 86, 96, p, true) + pocket(92, 290, 86, 96, p, true)
        : pocket(95, 300, 90, 100, p);
    if (style === 'work')
      d += `<path d="M${pt([-70, 176])} L${pt([-168, 196])} M${pt([70, 176])} L${pt([168, 196])}" stroke="${p.shade}" stroke-width="22" stroke-linecap="round"/>${buttons(-80, [184], p, 6)}${buttons(80, [184], p, 6)}`;
  }
  d += stitchLine(
    [
      [-(long ? 160 : 148), long ? 930 : 780],
      [long ? 160 : 148, long ? 930 : 780],
    ],
    p,
  );
  return { shape: s.path, details: d, zoom: [220, 120, 360] };
}

function drawPoloTshirt({ kind, p, style, back, contrast }: DrawArgs): Drawn {
  const s = topShape({
    sleeve: 'short',
    neckW: 120,
    neckDepth: back ? 16 : kind === 'tshirt' ? 50 : 30,
    hemY: 840,
  });
  let d = cuffLines(s.cuffs, p, 28);
  if (style === 'tipped')
    d += s.cuffs
      .map(
        ([a, b]) =>
          `<path d="M${pt([a[0] + 8, a[1] - 14])} L${pt([b[0] + 7, b[1] - 14])} M${pt([-a[0] - 8, a[1] - 14])} L${pt([-b[0] - 7, b[1] - 14])}" stroke="${contrast}" stroke-width="6"/>`,
      )
      .join('');
  if (back) d += printArea(330, 170, p);
  else if (kind === 'polo') {
    d += `<path d="M${pt([-62, 162])} Q${pt([-40, 230])} ${pt([-4, 210])} L${pt([-95, 222])} Z M${pt([62, 162])} Q${pt([40, 230])} ${pt([4, 210])} L${pt([95, 222])} Z" fill="${p.base}" stroke="${p.outline}" stroke-width="2.5"/>`;
    d +=
      `<rect x="${CX - 20}" y="200" width="40" height="150" fill="none" stroke="${p.shade}" stroke-width="3"/>` +
      buttons(0, [235, 275, 315], p, 7);
    d += logoMark(95, 300, 52, p);
    if (style === 'tipped')
      d += `<path d="M${pt([-88, 218])} L${pt([-10, 208])} M${pt([88, 218])} L${pt([10, 208])}" stroke="${contrast}" stroke-width="5"/>`;
  } else {
    d += `<path d="M${pt([-60, 165])} Q${pt([0, 230])} ${pt([60, 165])}" fill="none" stroke="${p.shade}" stroke-width="12"/>`;
    d += printArea(310, 150, p);
  }
  d += stitchLine(
    [
      [-150, 818],
      [150, 818],
    ],
    p,
  );
  return { shape: s.path, details: d, zoom: [220, 120, 360] };
}

function drawScrubTop({ p, style, back }: DrawArgs): Drawn {
  const s = topShape({
    sleeve: 'short',
    vNeck: !back,
    neckW: 130,
    neckDepth: back ? 16 : 120,
    hemY: 840,
    hemW: 320,
  });
  let d = cuffLines(s.cuffs, p, 26);
  if (style === 'princess')
    d += `<path d="M${pt([-150, 330])} Q${pt([-70, 420])} ${pt([-85, 835])} M${pt([150, 330])} Q${pt([70, 420])} ${pt([85, 835])}" fill="none" stroke="${p.shade}" stroke-width="3"/>`;
  if (back)
    d +=
      seam(
        [
          [0, 180],
          [0, 830],
        ],
        p,
        2,
      ) +
      stitchLine(
        [
          [-150, 818],
          [150, 818],
        ],
        p,
      );
  else {
    d += `<path d="M${pt([-65, 165])} L${pt([0, 285])} L${pt([65, 165])}" fill="none" stroke="${p.shade}" stroke-width="14" stroke-linejoin="round"/>`;
    d += stitchLine(
      [
        [-52, 178],
        [0, 268],
        [52, 178],
      ],
      p,
      1.8,
    );
    d += pocket(90, 330, 84, 90, p) + pocket(-95, 600, 110, 120, p) + pocket(95, 600, 110, 120, p);
    d += `<rect x="${CX + 68}" y="316" width="8" height="36" rx="3" fill="${p.stitch}" opacity=".9"/>`;
    d += stitchLine(
      [
        [-150, 818],
        [150, 818],
      ],
      p,
    );
    d +=
      seam(
        [
          [-160, 760],
          [-152, 842],
        ],
        p,
        2,
      ) +
      seam(
        [
          [160, 760],
          [152, 842],
        ],
        p,
        2,
      );
  }
  return { shape: s.path, details: d, zoom: [220, 140, 360] };
}

function drawTunic({ p, back }: DrawArgs): Drawn {
  const s = topShape({
    sleeve: 'long',
    neckW: 100,
    neckDepth: back ? 14 : 26,
    hemY: 900,
    hemW: 340,
    waistW: 270,
  });
  let d = cuffLines(s.cuffs, p);
  if (back)
    d += seam(
      [
        [0, 180],
        [0, 890],
      ],
      p,
      2,
    );
  else {
    d += `<rect x="${CX - 52}" y="150" width="104" height="26" rx="8" fill="${p.base}" stroke="${p.outline}" stroke-width="2.5"/>`;
    d +=
      seam(
        [
          [30, 178],
          [60, 176],
          [60, 470],
        ],
        p,
      ) + buttons(75, [215, 275, 335, 395, 455], p, 7);
    d += pocket(-100, 640, 100, 110, p) + pocket(100, 640, 100, 110, p);
  }
  d +=
    seam(
      [
        [-166, 820],
        [-170, 900],
      ],
      p,
      2,
    ) +
    seam(
      [
        [166, 820],
        [170, 900],
      ],
      p,
      2,
    );
  d += stitchLine(
    [
      [-165, 880],
      [165, 880],
    ],
    p,
  );
  return { shape: s.path, details: d, zoom: [220, 120, 360] };
}

function drawLabCoat({ p, back }: DrawArgs): Drawn {
  const s = topShape({ sleeve: 'long', neckW: 120, neckDepth: back ? 14 : 60, hemY: 955, hemW: 360 });
  let d = cuffLines(s.cuffs, p);
  if (back)
    d +=
      seam(
        [
          [0, 560],
          [0, 955],
        ],
        p,
      ) +
      seam(
        [
          [-120, 560],
          [120, 560],
        ],
        p,
      ) +
      buttons(-90, [560], p, 8) +
      buttons(90, [560], p, 8);
  else {
    d += `<path d="M${pt([-60, 165])} L${pt([-120, 215])} L${pt([-70, 300])} L${pt([-94, 320])} L${pt([-10, 470])} L${pt([-10, 226])} Z" fill="${p.base}" stroke="${p.outline}" stroke-width="2.5" stroke-linejoin="round"/>`;
    d += `<path d="M${pt([60, 165])} L${pt([120, 215])} L${pt([70, 300])} L${pt([94, 320])} L${pt([10, 470])} L${pt([10, 226])} Z" fill="${p.base}" stroke="${p.outline}" stroke-width="2.5" stroke-linejoin="round"/>`;
    d +=
      seam(
        [
          [10, 470],
          [10, 955],
        ],
        p,
        2.5,
      ) + buttons(-24, [520, 620, 720, 820], p, 9);
    d += pocket(110, 360, 80, 84, p) + pocket(-110, 660, 110, 120, p) + pocket(110, 660, 110, 120, p);
    d += `<rect x="${CX + 88}" y="344" width="7" height="40" rx="3" fill="#1f3b63" opacity=".85"/><rect x="${CX + 100}" y="348" width="6" height="34" rx="3" fill="#b3261e" opacity=".8"/>`;
  }
  d += stitchLine(
    [
      [-172, 935],
      [172, 935],
    ],
    p,
  );
  return { shape: s.path, details: d, zoom: [210, 140, 380] };
}

function drawChefJacket({ p, style, back, contrast }: DrawArgs): Drawn {
  const s = topShape({ sleeve: 'long', neckW: 120, neckDepth: back ? 16 : 22, hemY: 860, hemW: 330 });
  let d = cuffLines(s.cuffs, p, 40);
  d += `<rect x="${CX - 64}" y="146" width="128" height="32" rx="10" fill="${p.base}" stroke="${p.outline}" stroke-width="2.5"/>`;
  d += stitchLine(
    [
      [-58, 170],
      [58, 170],
    ],
    p,
    1.6,
  );
  if (style === 'piping') {
    d += `<rect x="${CX - 64}" y="146" width="128" height="32" rx="10" fill="none" stroke="${contrast}" stroke-width="5"/>`;
    if (!back)
      d += `<path d="M${pt([-40, 178])} Q${pt([90, 200])} ${pt([120, 300])} L${pt([120, 850])}" fill="none" stroke="${contrast}" stroke-width="6"/>`;
  }
  if (back)
    d +=
      seam(
        [
          [-170, 260],
          [170, 260],
        ],
        p,
        2,
      ) +
      seam(
        [
          [0, 260],
          [0, 850],
        ],
        p,
        2,
      );
  else {
    d += `<path d="M${pt([-40, 178])} Q${pt([90, 200])} ${pt([120, 300])} L${pt([120, 850])}" fill="none" stroke="${p.shade}" stroke-width="3.5"/>`;
    d += stitchLine(
      [
        [-30, 188],
        [78, 222],
        [106, 300],
        [106, 845],
      ],
      p,
      1.8,
    );
    const ys = [260, 350, 440, 530, 620];
    d += buttons(-70, ys, p, 10) + buttons(70, ys, p, 10);
    d += `<rect x="${CX - 150}" y="300" width="10" height="60" rx="3" fill="${p.shade}" opacity=".7"/>`;
    d += logoMark(-110, 300, 48, p);
  }
  d += stitchLine(
    [
      [-160, 840],
      [160, 840],
    ],
    p,
  );
  return { shape: s.path, details: d, zoom: [220, 120, 360] };
}

function drawBlazer({ p, style, back }: DrawArgs): Drawn {
  const s = topShape({
    sleeve: 'long',
    neckW: 110,
    neckDepth: back ? 14 : 40,
    hemY: 820,
    hemW: 320,
    waistW: 280,
  });
  let d = cuffLines(s.cuffs, p, 30);
  if (back)
    d +=
      seam(
        [
          [0, 180],
          [0, 820],
        ],
        p,
      ) +
      seam(
        [
          [-110, 260],
          [-120, 820],
        ],
        p,
        2,
      ) +
      seam(
        [
          [110, 260],
          [120, 820],
        ],
        p,
        2,
      );
  else {
    d =
      (style === 'women'
        ? `<path d="M${pt([-56, 160])} L${pt([0, 470])} L${pt([56, 160])} Z" fill="#f3ede4"/><path d="M${pt([-40, 162])} Q${pt([0, 260])} ${pt([40, 162])}" fill="none" stroke="#d8cfc2" stroke-width="4"/>`
        : `<path d="M${pt([-56, 160])} L${pt([0, 470])} L${pt([56, 160])} Z" fill="#f7f7f5"/><path d="M${pt([-14, 210])} L${pt([0, 360])} L${pt([14, 210])} L${pt([0, 196])} Z" fill="#7b1e2b"/>`) +
      d;
    const lapel = (sx: number): string =>
      `<path d="M${pt([sx * 56, 160])} L${pt([sx * 120, 205])} L${pt([sx * 92, 262])} L${pt([sx * 120, 280])} L${pt([sx * 10, 480])} Z" fill="${p.shade}" stroke="${p.outline}" stroke-width="2.5" stroke-linejoin="round"/>`;
    d +=
      lapel(-1) +
      lapel(1) +
      seam(
        [
          [6, 480],
          [6, 820],
        ],
        p,
        2.5,
      ) +
      buttons(-18, style === 'women' ? [560] : [540, 620], p, 11);
    d += `<path d="M${pt([-150, 620])} h100 v16 h-100 Z M${pt([50, 620])} h100 v16 h-100 Z" fill="${p.shade}"/>`;
    d += `<path d="M${pt([60, 330])} h90 v10 h-90 Z" fill="${p.shade}"/><path d="M${pt([80, 316])} l12 -16 l10 16 l12 -14 l8 14 Z" fill="#f7f7f5"/>`;
  }
  return { shape: s.path, details: d, zoom: [220, 130, 360] };
}

function drawVestHivisVest({ kind, p, back }: DrawArgs): Drawn {
  const s = topShape({
    sleeve: 'none',
    vNeck: !back,
    neckW: 170,
    neckDepth: back ? 20 : kind === 'vest' ? 300 : 200,
    shoulderW: 250,
    armpitW: 300,
    armpitY: 380,
    hemY: kind === 'vest' ? 760 : 800,
    hemW: 310,
  });
  let under = '';
  let d = '';
  if (kind === 'vest') {
    if (!back) {
      under = `<path d="M${pt([-130, 150])} L${pt([0, 520])} L${pt([130, 150])} Z" fill="#fbfbf9" stroke="#cfcfc8" stroke-width="2"/><path d="M${pt([-80, 150])} L${pt([-4, 220])} L${pt([-100, 215])} Z M${pt([80, 150])} L${pt([4, 220])} L${pt([100, 215])} Z" fill="#fbfbf9" stroke="#bdbdb5" stroke-width="2"/><path d="M${pt([-10, 200])} L${pt([10, 200])} L${pt([18, 214])} L${pt([0, 226])} L${pt([-18, 214])} Z" fill="#111"/><path d="M${pt([-6, 225])} L${pt([6, 225])} L${pt([12, 440])} L${pt([-12, 440])} Z" fill="#222"/>`;
      d +=
        buttons(0, [500, 560, 620, 680], p, 8) +
        `<path d="M${pt([-140, 560])} h80 v10 h-80 Z M${pt([60, 560])} h80 v10 h-80 Z" fill="${p.shade}"/>`;
      d += `<path d="M${pt([0, 740])} L${pt([-40, 770])} M${pt([0, 740])} L${pt([40, 770])}" stroke="${p.shade}" stroke-width="3"/>`;
    } else {
      d += `<rect x="${CX - 90}" y="520" width="180" height="14" fill="${p.shade}"/><rect x="${CX - 14}" y="514" width="28" height="26" rx="3" fill="none" stroke="#b8b8b0" stroke-width="4"/>`;
    }
  } else {
    const zip = back
      ? ''
      : seam(
          [
            [0, 370],
            [0, 800],
          ],
          p,
          4,
        ) + `<rect x="${CX - 5}" y="372" width="10" height="26" rx="2" fill="#9aa3a8"/>`;
    d += reflectiveBand(520, -155, 155) + reflectiveBand(650, -158, 158) + zip;
    d += back
      ? `<path d="M${pt([-110, 175])} L${pt([-110, 520])} M${pt([110, 175])} L${pt([110, 520])}" stroke="#cfd6da" stroke-width="30"/>` +
        printArea(300, 150, { ...p, isLight: false })
      : `<path d="M${pt([-95, 172])} L${pt([-60, 520])} M${pt([95, 172])} L${pt([60, 520])}" stroke="#cfd6da" stroke-width="30"/>`;
    if (!back)
      d += `<rect x="${CX + 70}" y="420" width="60" height="44" rx="5" fill="none" stroke="${p.shade}" stroke-width="3"/>`;
  }
  d += stitchLine(
    [
      [-150, kind === 'vest' ? 740 : 780],
      [150, kind === 'vest' ? 740 : 780],
    ],
    p,
  );
  return { shape: s.path, details: d, zoom: [200, 150, 400], under };
}

function drawTrackJacket({ p, back }: DrawArgs): Drawn {
  const s = topShape({ sleeve: 'long', neckW: 120, neckDepth: back ? 14 : 20, hemY: 820, hemW: 300 });
  let d = cuffLines(s.cuffs, p, 36);
  d += `<rect x="${CX - 62}" y="140" width="124" height="40" rx="10" fill="${p.base}" stroke="${p.outline}" stroke-width="2.5"/>`;
  d += `<path d="M${pt([-190, 210])} L${pt([-262, 680])} M${pt([190, 210])} L${pt([262, 680])}" stroke="#ffffff" stroke-width="10" opacity=".9"/><path d="M${pt([-202, 212])} L${pt([-276, 680])} M${pt([202, 212])} L${pt([276, 680])}" stroke="#ffffff" stroke-width="5" opacity=".9"/>`;
  if (back) d += printArea(320, 170, p);
  else
    d +=
      seam(
        [
          [0, 170],
          [0, 820],
        ],
        p,
        4,
      ) +
      `<rect x="${CX - 6}" y="182" width="12" height="30" rx="3" fill="#c0c4c6"/>` +
      logoMark(-90, 290, 48, p) +
      `<path d="M${pt([-140, 560])} L${pt([-110, 700])} M${pt([140, 560])} L${pt([110, 700])}" stroke="${p.shade}" stroke-width="4"/>`;
  d += `<rect x="${CX - 150}" y="790" width="300" height="30" fill="${p.shade}" opacity=".6"/>`;
  return { shape: s.path, details: d, zoom: [220, 120, 360] };
}

function drawAbaya({ p, back }: DrawArgs): Drawn {
  const s = topShape({
    sleeve: 'wide',
    neckW: 110,
    neckDepth: back ? 14 : 40,
    shoulderW: 330,
    armpitW: 280,
    armpitY: 420,
    hemY: 965,
    hemW: 470,
  });
  const trim = p.isLight ? '#8c6d3f' : '#b9975b';
  let d = s.cuffs
    .map(
      ([a, b]) =>
        `<path d="M${pt([a[0] + 12, a[1] - 22])} L${pt([b[0] + 10, b[1] - 22])} M${pt([-a[0] - 12, a[1] - 22])} L${pt([-b[0] - 10, b[1] - 22])}" stroke="${trim}" stroke-width="8" stroke-dasharray="2 6"/>`,
    )
    .join('');
  if (back)
    d += seam(
      [
        [0, 180],
        [0, 960],
      ],
      p,
      2,
    );
  else {
    d += `<path d="M${pt([-55, 168])} Q${pt([-20, 420])} ${pt([-30, 960])} M${pt([55, 168])} Q${pt([20, 420])} ${pt([30, 960])}" fill="none" stroke="${trim}" stroke-width="9" stroke-dasharray="3 7"/>`;
    d += `<path d="M${pt([-14, 200])} Q${pt([0, 560])} ${pt([0, 960])}" fill="none" stroke="${p.deep}" stroke-width="4" opacity=".6"/>`;
  }
  d += `<path d="M${pt([-230, 945])} L${pt([230, 945])}" stroke="${trim}" stroke-width="8" stroke-dasharray="3 7"/>`;
  d +=
    seam(
      [
        [-100, 520],
        [-150, 950],
      ],
      p,
      2,
    ) +
    seam(
      [
        [100, 520],
        [150, 950],
      ],
      p,
      2,
    );
  return { shape: s.path, details: d, zoom: [220, 120, 360] };
}

function drawPinafore({ p, back }: DrawArgs): Drawn {
  const blouse = topShape({
    sleeve: 'short',
    neckW: 110,
    neckDepth: back ? 14 : 34,
    shoulderW: 320,
    armpitW: 270,
    hemY: 520,
    hemW: 270,
  });
  const under =
    `<path d="${blouse.path}" fill="#fbfbf9" stroke="#c8c8c0" stroke-width="3"/>` +
    (back
      ? ''
      : `<path d="M${pt([-55, 165])} L${pt([-6, 226])} L${pt([-82, 214])} Z M${pt([55, 165])} L${pt([6, 226])} L${pt([82, 214])} Z" fill="#fbfbf9" stroke="#bdbdb5" stroke-width="2"/>`);
  const left: Pt[] = [
    [-70, back ? 215 : 250],
    [-110, 205],
    [-120, 240],
    [-135, 360],
    [-135, 480],
    [-250, 900],
  ];
  const path = symmetricPath(left, { depth: back ? 20 : 110, curve: true });
  let d = `<rect x="${CX - 140}" y="470" width="280" height="26" fill="${p.shade}"/>`;
  for (const x of [-170, -110, -50, 10, 70, 130, 190])
    d += seam(
      [
        [x * 0.55, 500],
        [x, 895],
      ],
      p,
      2.5,
    );
  if (!back) d += buttons(-95, [240], p, 8) + buttons(95, [240], p, 8) + logoMark(70, 330, 56, p);
  d += stitchLine(
    [
      [-240, 880],
      [240, 880],
    ],
    p,
  );
  return { shape: path, details: d, zoom: [220, 140, 360], under };
}

function drawCoverall({ p, hivis, back }: DrawArgs): Drawn {
  const body = topShape({ sleeve: 'long', neckW: 120, neckDepth: back ? 14 : 30, hemY: 560, hemW: 290 });
  const legs: Pt[] = [
    [-145, 540],
    [-158, 700],
    [-162, 960],
    [-24, 960],
    [-8, 760],
    [8, 760],
    [24, 960],
    [162, 960],
    [158, 700],
    [145, 540],
  ];
  const legPath = `M${legs.map(pt).join(' L')} Z`;
  let d =
    cuffLines(body.cuffs, p) +
    `<rect x="${CX - 146}" y="540" width="292" height="26" fill="${p.shade}" opacity=".8"/>`;
  if (hivis)
    d +=
      reflectiveBand(420, -150, 150) +
      reflectiveBand(820, -160, -26) +
      reflectiveBand(820, 26, 160) +
      `<path d="M${pt([-235, 560])} L${pt([-265, 600])} M${pt([235, 560])} L${pt([265, 600])}" stroke="#cfd6da" stroke-width="26"/>`;
  if (back) d += printArea(280, 160, p);
  else {
    d += `<path d="M${pt([-56, 150])} L${pt([-4, 205])} L${pt([-86, 200])} Z M${pt([56, 150])} L${pt([4, 205])} L${pt([86, 200])} Z" fill="${p.base}" stroke="${p.outline}" stroke-width="2.5"/>`;
    d +=
      seam(
        [
          [0, 205],
          [0, 740],
        ],
        p,
        4,
      ) + `<rect x="${CX - 6}" y="208" width="12" height="28" rx="3" fill="#b7bcbf"/>`;
    d += pocket(-90, 280, 80, 90, p, true) + pocket(90, 280, 80, 90, p, true);
    d += `<rect x="${CX - 150}" y="690" width="50" height="80" rx="6" fill="none" stroke="${p.shade}" stroke-width="3"/>`;
  }
  d +=
    stitchLine(
      [
        [-160, 940],
        [-26, 940],
      ],
      p,
    ) +
    stitchLine(
      [
        [26, 940],
        [160, 940],
      ],
      p,
    );
  return { shape: `${body.path} ${legPath}`, details: d, zoom: [220, 120, 360] };
}

/** The front of trousers: waist button, fly, slanted pockets and pressed creases. */
function trouserFront(p: Pal): string {
  let d = '';
  d +=
    `<circle cx="${CX}" cy="172" r="9" fill="${p.button}" stroke="${p.outline}" stroke-width="1.5"/>` +
    seam(
      [
        [0, 194],
        [0, 420],
      ],
      p,
      3,
    ) +
    seam(
      [
        [30, 194],
        [30, 390],
        [0, 420],
      ],
      p,
      2,
    );
  d +=
    seam(
      [
        [-165, 200],
        [-105, 330],
      ],
      p,
      3,
    ) +
    seam(
      [
        [165, 200],
        [105, 330],
      ],
      p,
      3,
    );
  d +=
    seam(
      [
        [-92, 460],
        [-92, 940],
      ],
      p,
      2,
    ) +
    seam(
      [
        [92, 460],
        [92, 940],
      ],
      p,
      2,
    );
  return d;
}

function drawTrousers({ p, style, back, contrast }: DrawArgs): Drawn {
  const s = legsShape({ waistY: 150, waistW: 300, hipW: 330, hemY: 950 });
  let d = `<rect x="${CX - 150}" y="150" width="300" height="44" fill="${p.shade}" opacity=".55"/>`;
  if (style !== 'drawstring')
    for (const x of [-120, -50, 50, 120])
      d += `<rect x="${CX + x - 6}" y="146" width="12" height="52" rx="3" fill="${p.base}" stroke="${p.shade}" stroke-width="2"/>`;
  d += stitchLine(
    [
      [-146, 186],
      [146, 186],
    ],
    p,
    1.6,
  );
  if (back)
    d +=
      pocket(-80, 260, 90, 90, p, true) +
      pocket(80, 260, 90, 90, p, true) +
      seam(
        [
          [0, 194],
          [0, 440],
        ],
        p,
        3,
      );
  else d += trouserFront(p);
  d +=
    stitchLine(
      [
        [-166, 930],
        [-26, 930],
      ],
      p,
    ) +
    stitchLine(
      [
        [26, 930],
        [166, 930],
      ],
      p,
    );
  if (style === 'cargo') d += pocket(-126, 470, 72, 130, p, true) + pocket(126, 470, 72, 130, p, true);
  if (style === 'drawstring') {
    for (let x = -140; x <= 140; x += 14)
      d += `<path d="M${pt([x, 156])} v32" stroke="${p.deep}" stroke-width="2" opacity=".35"/>`;
    if (!back)
      d += `<path d="M${pt([-8, 190])} q-14 60 -26 90 M${pt([8, 190])} q10 64 24 92" fill="none" stroke="${contrast}" stroke-width="5" stroke-linecap="round"/>`;
  }
  return { shape: s.path, details: d, zoom: [200, 110, 400] };
}

function drawApron({ p, back }: DrawArgs): Drawn {
  const left: Pt[] = [
    [-90, 260],
    [-96, 380],
    [-175, 470],
    [-175, 930],
  ];
  const path = symmetricPath(left, { depth: 0, curve: false });
  const strap = `<path d="M${pt([-88, 262])} Q${pt([-60, 90])} ${pt([0, 86])} Q${pt([60, 90])} ${pt([88, 262])}" fill="none" stroke="${p.shade}" stroke-width="16" stroke-linecap="round"/>`;
  let d = `<path d="M${pt([-172, 470])} Q${pt([-240, 500])} ${pt([-250, 600])} M${pt([172, 470])} Q${pt([240, 500])} ${pt([250, 600])}" fill="none" stroke="${p.shade}" stroke-width="14" stroke-linecap="round"/>`;
  d += `<path d="M${pt([-90, 276])} h180" stroke="${p.stitch}" stroke-width="2" stroke-dasharray="8 6"/>`;
  if (!back)
    d +=
      pocket(0, 600, 260, 130, p) +
      seam(
        [
          [0, 600],
          [0, 730],
        ],
        p,
        2.5,
      ) +
      logoMark(0, 340, 70, p);
  else d += printArea(620, 160, p);
  d +=
    stitchLine(
      [
        [-165, 912],
        [165, 912],
      ],
      p,
    ) +
    stitchLine(
      [
        [-165, 480],
        [-165, 912],
      ],
      p,
    ) +
    stitchLine(
      [
        [165, 480],
        [165, 912],
      ],
      p,
    );
  return { shape: path, details: d, zoom: [200, 220, 400], under: strap };
}

function drawCapScrubCap({ kind, p, back }: DrawArgs): Drawn {
  if (kind === 'scrub-cap') {
    const path = `M${pt([-230, 600])} Q${pt([-250, 300])} ${pt([0, 290])} Q${pt([250, 300])} ${pt([230, 600])} Q${pt([0, 650])} ${pt([-230, 600])} Z`;
    let d = `<path d="M${pt([-232, 560])} Q${pt([0, 612])} ${pt([232, 560])} L${pt([230, 610])} Q${pt([0, 660])} ${pt([-230, 610])} Z" fill="${p.shade}"/>`;
    d +=
      stitchLine(
        [
          [-220, 575],
          [0, 625],
          [220, 575],
        ],
        p,
        1.8,
      ) +
      seam(
        [
          [0, 292],
          [0, 560],
        ],
        p,
        2,
      );
    d += `<path d="M${pt([back ? -40 : 215, 600])} q30 120 -10 210 M${pt([back ? 40 : 230, 600])} q50 100 30 200" fill="none" stroke="${p.base}" stroke-width="22" stroke-linecap="round"/>`;
    if (!back) d += logoMark(-120, 470, 60, p);
    return { shape: path, details: d, zoom: [180, 260, 440] };
  }
  const path = `M${pt([-220, 600])} Q${pt([-230, 290])} ${pt([0, 280])} Q${pt([230, 290])} ${pt([220, 600])} Z`;
  let d = back
    ? `<path d="M${pt([-60, 600])} Q${pt([0, 500])} ${pt([60, 600])} Z" fill="#f1f1ee"/><rect x="${CX - 80}" y="570" width="160" height="18" rx="6" fill="${p.deep}"/>`
    : `<path d="M${pt([-225, 590])} Q${pt([0, 560])} ${pt([225, 590])} Q${pt([240, 700])} ${pt([0, 720])} Q${pt([-240, 700])} ${pt([-225, 590])} Z" fill="${p.shade}" stroke="${p.outline}" stroke-width="3"/>` +
      stitchLine(
        [
          [-200, 640],
          [0, 675],
          [200, 640],
        ],
        p,
        1.8,
      ) +
      logoMark(0, 450, 110, p);
  d +=
    seam(
      [
        [0, 282],
        [0, 590],
      ],
      p,
      2,
    ) +
    seam(
      [
        [-120, 300],
        [-150, 590],
      ],
      p,
      2,
    ) +
    seam(
      [
        [120, 300],
        [150, 590],
      ],
      p,
      2,
    );
  d += `<circle cx="${CX}" cy="282" r="14" fill="${p.base}" stroke="${p.outline}" stroke-width="2.5"/>`;
  return { shape: path, details: d, zoom: [180, 240, 440] };
}

/** One drawing function per garment kind. */
const DRAW: Record<GarmentKind, (args: DrawArgs) => Drawn> = {
  shirt: drawShirtThobe,
  thobe: drawShirtThobe,
  polo: drawPoloTshirt,
  tshirt: drawPoloTshirt,
  'scrub-top': drawScrubTop,
  tunic: drawTunic,
  'lab-coat': drawLabCoat,
  'chef-jacket': drawChefJacket,
  blazer: drawBlazer,
  vest: drawVestHivisVest,
  'hivis-vest': drawVestHivisVest,
  'track-jacket': drawTrackJacket,
  abaya: drawAbaya,
  pinafore: drawPinafore,
  coverall: drawCoverall,
  trousers: drawTrousers,
  apron: drawApron,
  cap: drawCapScrubCap,
  'scrub-cap': drawCapScrubCap,
};

function drawGarment(
  kind: GarmentKind,
  view: GarmentView,
  p: Pal,
  hivis: boolean,
  style: GarmentStyle = '',
): Drawn {
  const back = view === 'back';
  const contrast = p.isLight ? '#1f2a44' : '#f4f4f2';
  return DRAW[kind]({ kind, view, p, hivis, style, back, contrast });
}

const HIVIS = new Set(['#ff7a00', '#f97316', '#d4e600', '#c6e01b', '#e6ff00', '#ff6f00']);

/**
 * The inner markup of a garment (defs and drawing) for a 800 x 1000 coordinate space, with ids
 * prefixed by `id` so several garments can share one document.
 */
export function garmentMarkup(
  kind: GarmentKind,
  colorHex: string,
  view: GarmentView = 'front',
  opts: { id?: string; background?: boolean; style?: GarmentStyle } = {},
): { markup: string; viewBox: string } {
  const id = opts.id ?? 'g';
  const p = fabricPalette(colorHex);
  const hivis = HIVIS.has(colorHex.toLowerCase());
  const g = drawGarment(kind, view === 'detail' ? 'front' : view, p, hivis, opts.style);
  const [zx, zy, zw] = g.zoom;
  const viewBox = view === 'detail' ? `${zx} ${zy} ${zw} ${zw * 1.25}` : `0 0 ${W} ${H}`;
  // twill texture of the close-up: one path of diagonal lines over the zoomed area (a rotated
  // <pattern> is far slower to rasterise)
  let weave = '';
  if (view === 'detail') {
    const zh = zw * 1.25;
    for (let k = -zh; k < zw; k += 5)
      weave += `M${f(zx + k)} ${f(zy + zh)} L${f(zx + k + zh * 0.7)} ${f(zy)} `;
  }
  const texture = weave
    ? `<g clip-path="url(#${id}cut)"><path d="${weave}" stroke="${p.isLight ? '#000000' : '#ffffff'}" stroke-opacity=".06" stroke-width="1.2" fill="none"/></g>`
    : '';
  const background =
    opts.background === false
      ? ''
      : `<rect width="${W}" height="${H}" fill="url(#${id}bg)"/><ellipse cx="${CX}" cy="975" rx="270" ry="18" fill="#000000" opacity=".08"/>`;
  const markup = `<defs>
<linearGradient id="${id}bg" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#fbfbf9"/><stop offset=".75" stop-color="#efeee9"/><stop offset="1" stop-color="#e4e2dc"/></linearGradient>
<linearGradient id="${id}lit" x1="0" y1="0" x2="1" y2="0.25"><stop offset="0" stop-color="#ffffff" stop-opacity="${p.isLight ? 0.35 : 0.2}"/><stop offset=".45" stop-color="#ffffff" stop-opacity="0"/><stop offset=".7" stop-color="#000000" stop-opacity="0"/><stop offset="1" stop-color="#000000" stop-opacity="${p.isLight ? 0.12 : 0.26}"/></linearGradient>
<linearGradient id="${id}fall" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#ffffff" stop-opacity=".08"/><stop offset="1" stop-color="#000000" stop-opacity=".12"/></linearGradient>
<clipPath id="${id}cut"><path d="${g.shape}"/></clipPath>
</defs>
${background}
${g.under ?? ''}
<path d="${g.shape}" fill="${p.base}" stroke="${p.outline}" stroke-width="3" stroke-linejoin="round"/>
<g clip-path="url(#${id}cut)"><path d="M${CX - 120} 260 Q${CX - 90} 560 ${CX - 130} 900 M${CX + 110} 300 Q${CX + 140} 600 ${CX + 100} 920" fill="none" stroke="${p.deep}" stroke-width="26" stroke-opacity=".10" stroke-linecap="round"/></g>
${g.details}
<path d="${g.shape}" fill="url(#${id}lit)"/>
<path d="${g.shape}" fill="url(#${id}fall)"/>
${texture}`;
  return { markup, viewBox };
}

/**
 * A garment drawn in `colorHex` (800 x 1000, 4:5). `view` picks the front, the back (with the logo
 * print area) or a close-up of the collar and stitching with the fabric texture.
 */
export function garmentSvg(
  kind: GarmentKind,
  colorHex: string,
  view: GarmentView = 'front',
  style: GarmentStyle = '',
): string {
  const { markup, viewBox } = garmentMarkup(kind, colorHex, view, { style });
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="${viewBox}">${markup}<desc>${esc(`${kind} ${style} ${view} ${colorHex}`)}</desc></svg>`;
}

/** A garment placed inside a larger drawing: a nested 800 x 1000 viewport at x, y with width w. */
export function placedGarment(
  kind: GarmentKind,
  colorHex: string,
  x: number,
  y: number,
  w: number,
  id: string,
  style: GarmentStyle = '',
): string {
  const { markup } = garmentMarkup(kind, colorHex, 'front', { id, background: false, style });
  return `<svg x="${f(x)}" y="${f(y)}" width="${f(w)}" height="${f(w * 1.25)}" viewBox="0 0 ${W} ${H}">${markup}</svg>`;
}
