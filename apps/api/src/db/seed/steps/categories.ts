/** Seed step: the category tree, including the "Made in Saudi" menu category of brands. */
import * as s from '../../schema.js';
import { categoryTileSvg } from '../art/index.js';
import { t0Date } from '../clock.js';
import { CATEGORIES } from '../content/categories.js';
import { colorByKey } from '../content/colors.js';
import type { ImagePlanner } from '../images.js';
import { insertBatched, type Tx } from '../write.js';

export interface CategoryPlan {
  rows: (typeof s.categories.$inferInsert)[];
  /** Category id by content key. */
  idByKey: Map<string, number>;
  /** A category's names and its parent's, both languages (indexed in its products' search text). */
  namesByKey: Map<string, string[]>;
}

export function planCategories(images: ImagePlanner): CategoryPlan {
  const idByKey = new Map(CATEGORIES.map((c, i) => [c.key, i + 1]));
  const rows = CATEGORIES.map((c, i) => ({
    id: i + 1,
    parentId: c.parent ? idByKey.get(c.parent)! : null,
    nameAr: c.nameAr,
    nameEn: c.nameEn,
    descAr: c.descAr,
    descEn: c.descEn,
    image: images.image(`categories/${c.key}`, 'category', () =>
      categoryTileSvg({
        garments: c.tile.map(([kind, color]) => ({ kind, color: colorByKey.get(color)!.hex })),
        accent: c.accent,
        badge: c.badge,
      }),
    ),
    isMenu: c.isMenu ?? false,
    sortOrder: c.parent ? CATEGORIES.filter((x) => x.parent === c.parent).indexOf(c) : i,
    isActive: true,
    createdAt: t0Date(),
    updatedAt: t0Date(),
  }));
  const namesByKey = new Map(
    CATEGORIES.map((c) => {
      const parent = c.parent ? CATEGORIES.find((p) => p.key === c.parent) : undefined;
      return [c.key, [c.nameAr, c.nameEn, parent?.nameAr ?? '', parent?.nameEn ?? '']];
    }),
  );
  return { rows, idByKey, namesByKey };
}

export async function writeCategories(tx: Tx, plan: CategoryPlan): Promise<void> {
  await insertBatched(tx, s.categories, plan.rows);
}
