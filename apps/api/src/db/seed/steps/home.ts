/** Seed step: the home page's product sections (best sellers, newest, medical picks, Made in Saudi). */
import * as s from '../../schema.js';
import { HOME_SECTIONS } from '../content/site.js';
import { insertBatched, type Tx } from '../write.js';
import type { ProductPlan } from './products.js';

const MEDICAL = new Set(['med-scrubs', 'med-labcoats', 'med-caps', 'brand-jeddah-uniforms']);
const PER_SECTION = 8;

/** Product ids per section, in HOME_SECTIONS order. */
export function planHomeSections(plans: readonly ProductPlan[]): number[][] {
  const ids = (list: readonly ProductPlan[]) => list.map((p) => p.row.id!);
  const bestSellers = plans
    .slice(0, 60)
    .filter((p) => p.row.ratesCount! > 0)
    .sort(
      (a, b) =>
        b.row.ratesCount! - a.row.ratesCount! || b.row.avgRate! - a.row.avgRate! || a.row.id! - b.row.id!,
    )
    .slice(0, PER_SECTION);
  const newest = plans.slice(-PER_SECTION).reverse();
  const medical = plans.filter((p) => MEDICAL.has(p.categoryKey)).slice(0, PER_SECTION);
  const saudi = plans.filter((p) => p.categoryKey.startsWith('brand-')).slice(0, PER_SECTION);
  return [ids(bestSellers), ids(newest), ids(medical), ids(saudi)];
}

export async function writeHomeSections(tx: Tx, sections: readonly number[][]): Promise<void> {
  await insertBatched(
    tx,
    s.homeSections,
    HOME_SECTIONS.map((h, i) => ({ id: i + 1, nameAr: h.ar, nameEn: h.en, sortOrder: i, isActive: true })),
  );
  await insertBatched(
    tx,
    s.homeSectionProducts,
    sections.flatMap((ids, si) =>
      ids.map((productId, k) => ({ sectionId: si + 1, productId, sortOrder: k })),
    ),
  );
}
