import type { GarmentKind } from '../art/index.js';

/** Shared colour list (the `colors` table); ids follow this order. */
export const COLORS = [
  { key: 'navy', ar: 'كحلي', en: 'Navy', hex: '#1f2a44' },
  { key: 'white', ar: 'أبيض', en: 'White', hex: '#f4f4f2' },
  { key: 'black', ar: 'أسود', en: 'Black', hex: '#1c1c1e' },
  { key: 'sky-blue', ar: 'سماوي', en: 'Sky Blue', hex: '#7fb3d5' },
  { key: 'royal-blue', ar: 'أزرق ملكي', en: 'Royal Blue', hex: '#2f5cb8' },
  { key: 'bottle-green', ar: 'أخضر غامق', en: 'Bottle Green', hex: '#1e5631' },
  { key: 'burgundy', ar: 'عنابي', en: 'Burgundy', hex: '#7b1e2b' },
  { key: 'grey', ar: 'رمادي', en: 'Grey', hex: '#8a8d93' },
  { key: 'charcoal', ar: 'رمادي فحمي', en: 'Charcoal', hex: '#3a3d42' },
  { key: 'khaki', ar: 'كاكي', en: 'Khaki', hex: '#b9a47e' },
  { key: 'beige', ar: 'بيج', en: 'Beige', hex: '#d9c9a8' },
  { key: 'off-white', ar: 'أوف وايت', en: 'Off-White', hex: '#efe9dc' },
  { key: 'hivis-orange', ar: 'برتقالي عاكس', en: 'Hi-Vis Orange', hex: '#ff7a00' },
  { key: 'hivis-yellow', ar: 'أصفر فسفوري', en: 'Hi-Vis Yellow', hex: '#d4e600' },
  { key: 'teal', ar: 'فيروزي', en: 'Teal', hex: '#1b8a8c' },
  { key: 'purple', ar: 'بنفسجي', en: 'Purple', hex: '#5b3f8c' },
  { key: 'pink', ar: 'وردي', en: 'Pink', hex: '#e39bb2' },
  { key: 'red', ar: 'أحمر', en: 'Red', hex: '#b3261e' },
] as const;

export type ColorKey = (typeof COLORS)[number]['key'];

export const colorByKey = new Map(COLORS.map((c, i) => [c.key, { ...c, id: i + 1 }]));

/**
 * Colours each garment is made in. Products take 2 to 6 of their garment's colours, so images are
 * drawn once per garment and colour and shared by every product of that garment.
 */
export const KIND_COLORS: Record<GarmentKind, ColorKey[]> = {
  shirt: ['white', 'sky-blue', 'navy', 'grey', 'black', 'beige'],
  polo: ['navy', 'white', 'black', 'burgundy', 'bottle-green', 'royal-blue', 'grey'],
  tshirt: ['white', 'navy', 'red', 'royal-blue', 'grey', 'bottle-green'],
  'scrub-top': ['navy', 'sky-blue', 'bottle-green', 'burgundy', 'teal', 'black', 'purple', 'pink'],
  'scrub-cap': ['navy', 'sky-blue', 'bottle-green', 'teal', 'burgundy', 'black'],
  tunic: ['white', 'sky-blue', 'navy', 'pink', 'teal'],
  'lab-coat': ['white', 'sky-blue', 'navy'],
  'chef-jacket': ['white', 'black', 'grey', 'burgundy'],
  blazer: ['navy', 'black', 'charcoal', 'grey'],
  vest: ['black', 'burgundy', 'navy', 'grey'],
  'hivis-vest': ['hivis-yellow', 'hivis-orange', 'navy'],
  'track-jacket': ['navy', 'bottle-green', 'burgundy', 'royal-blue', 'black', 'grey'],
  abaya: ['black', 'navy', 'charcoal', 'burgundy'],
  thobe: ['white', 'off-white', 'beige', 'grey', 'sky-blue'],
  pinafore: ['navy', 'burgundy', 'grey', 'bottle-green', 'royal-blue'],
  coverall: ['navy', 'hivis-orange', 'khaki', 'grey', 'royal-blue', 'bottle-green'],
  trousers: ['navy', 'black', 'grey', 'khaki', 'charcoal', 'beige'],
  apron: ['black', 'white', 'burgundy', 'navy', 'khaki'],
  cap: ['navy', 'black', 'white', 'khaki', 'red', 'royal-blue'],
};
