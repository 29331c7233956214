/** Seed step: products with colours, sizes, price tiers, gallery photos and reviews. */
import { sql } from 'drizzle-orm';
import { productSearchText, ratingSummary, sizeChartKey, type StoredSizeChart } from '@shop/domain';
import * as s from '../../schema.js';
import { afterT0 } from '../clock.js';
import { colorByKey } from '../content/colors.js';
import { FABRICS } from '../content/fabrics.js';
import {
  SIZE_CHARTS,
  logoPriceOf,
  SIZE_SETS,
  TEMPLATES,
  describe,
  type ProductTemplate,
  type SizeSet,
} from '../content/products.js';
import type { ImagePlanner } from '../images.js';
import { Prng } from '../prng.js';
import { insertBatched, suspendIndex, type Tx } from '../write.js';
import type { CategoryPlan } from './categories.js';
import { chooseColors, chooseSizes, planGallery, planTiers } from './product-parts.js';
import { planReviews, writeReviews, type ReviewRow } from './reviews.js';

export interface ProductPlan {
  row: typeof s.products.$inferInsert;
  colors: (typeof s.productColors.$inferInsert)[];
  sizes: (typeof s.productSizes.$inferInsert)[];
  tiers: (typeof s.priceTiers.$inferInsert)[];
  photos: (typeof s.productPhotos.$inferInsert)[];
  reviews: ReviewRow[];
  categoryKey: string;
  /** The size set the product's sizes come from: its chart is the set's. */
  sizeSet: SizeSet;
}

/** Templates ordered round-robin over their categories, so any prefix covers many categories. */
function orderedTemplates(): ProductTemplate[] {
  const byCategory = new Map<string, ProductTemplate[]>();
  for (const t of TEMPLATES) byCategory.set(t.category, [...(byCategory.get(t.category) ?? []), t]);
  const out: ProductTemplate[] = [];
  const lists = [...byCategory.values()];
  for (let round = 0; out.length < TEMPLATES.length; round++) {
    for (const list of lists) if (list[round]) out.push(list[round]!);
  }
  return out;
}

type Counter = () => number;
const counter = (): Counter => {
  let n = 0;
  return () => ++n;
};

interface Counters {
  color: Counter;
  size: Counter;
  tier: Counter;
  photo: Counter;
  review: Counter;
}

interface ProductInput {
  i: number;
  template: ProductTemplate;
  /** How many times the template list has been used before (0 for the first 60-odd products). */
  cycle: number;
  categories: CategoryPlan;
  customers: readonly number[];
}

function planProduct(
  { i, template, cycle, categories, customers }: ProductInput,
  images: ImagePlanner,
  ids: Counters,
): ProductPlan {
  const rnd = new Prng(0x5eed + i * 7919);
  const id = i + 1;
  const createdAt = afterT0(i * 41);
  const colors = chooseColors(rnd, template);
  const sizes = chooseSizes(rnd, template);
  const { minQty, tiers } = planTiers(rnd, template, cycle);
  const media = planGallery(images, template, colors);
  const reviews = planReviews(rnd, i, createdAt, customers, ids.review);

  const nameAr = template.nameAr + (cycle === 0 ? '' : ` - موديل ${cycle + 1}`);
  const nameEn = template.nameEn + (cycle === 0 ? '' : ` - Style ${cycle + 1}`);
  const desc = describe(template, minQty);
  const fabric = FABRICS[template.fabric];
  const audience = template.audience;
  const row = {
    id,
    categoryId: categories.idByKey.get(template.category)!,
    nameAr,
    nameEn,
    descriptionAr: desc.ar,
    descriptionEn: desc.en,
    image: media.image,
    hoverImage: media.hoverImage,
    isMen: audience === 'men' || audience === 'unisex',
    isWomen: audience === 'women' || audience === 'unisex',
    isChild: audience === 'child',
    ...ratingSummary(reviews),
    searchText: productSearchText({
      nameAr,
      nameEn,
      descriptionAr: desc.ar,
      descriptionEn: desc.en,
      categoryNames: categories.namesByKey.get(template.category),
      colorNames: colors.flatMap((c) => [colorByKey.get(c)!.ar, colorByKey.get(c)!.en]),
      keywords: [fabric.nameAr, fabric.nameEn],
    }),
    logoPriceHalalas: logoPriceOf(template.kind),
    isActive: true,
    sortOrder: i,
    createdAt,
    updatedAt: createdAt,
  };
  return {
    categoryKey: template.category,
    sizeSet: template.sizes,
    row,
    colors: colors.map((c, k) => ({
      id: ids.color(),
      productId: id,
      colorId: colorByKey.get(c)!.id,
      colorCode: colorByKey.get(c)!.hex,
      image: media.byColor[k]!,
      sortOrder: k,
    })),
    sizes: sizes.map((name, k) => ({ id: ids.size(), productId: id, name, sortOrder: k })),
    tiers: tiers.map((t) => ({ id: ids.tier(), productId: id, ...t })),
    photos: media.gallery.map((img, k) => ({ id: ids.photo(), productId: id, image: img, sortOrder: k })),
    reviews,
  };
}

export function planProducts(
  count: number,
  categories: CategoryPlan,
  customers: readonly number[],
  images: ImagePlanner,
): ProductPlan[] {
  const templates = orderedTemplates();
  const ids: Counters = {
    color: counter(),
    size: counter(),
    tier: counter(),
    photo: counter(),
    review: counter(),
  };
  const plans: ProductPlan[] = [];
  for (let i = 0; i < count; i++) {
    const template = templates[i % templates.length]!;
    const cycle = Math.floor(i / templates.length);
    plans.push(planProduct({ i, template, cycle, categories, customers }, images, ids));
  }
  return plans;
}

/** Needs categories, colours and customers (reviewers) written first. */
export async function writeProducts(
  tx: Tx,
  plans: readonly ProductPlan[],
  log: (msg: string) => void,
): Promise<void> {
  const restoreIndex =
    plans.length >= 1000 ? await suspendIndex(tx, 'products_search_trgm_idx') : async () => {};
  const started = Date.now();
  await insertBatched(
    tx,
    s.products,
    plans.map((p) => p.row),
  );
  const indexed = Date.now();
  await restoreIndex();
  log(`seed: products ${indexed - started} ms, search index ${Date.now() - indexed} ms`);
  await insertBatched(
    tx,
    s.productColors,
    plans.flatMap((p) => p.colors),
  );
  await insertBatched(
    tx,
    s.productSizes,
    plans.flatMap((p) => p.sizes),
  );
  // The shop's size list is the sizes the products offer, each linked to it.
  await tx.execute(sql`insert into ${s.sizes} (name, sort_order)
    select name, min(sort_order) from ${s.productSizes} group by name order by min(sort_order), name`);
  await tx.execute(sql`update ${s.productSizes} set size_id = ${s.sizes.id} from ${s.sizes}
    where ${s.sizes.name} = ${s.productSizes.name}`);
  await writeSizeCharts(tx, plans);
  await insertBatched(
    tx,
    s.priceTiers,
    plans.flatMap((p) => p.tiers),
  );
  await insertBatched(
    tx,
    s.productPhotos,
    plans.flatMap((p) => p.photos),
  );
  await writeReviews(
    tx,
    plans.flatMap((p) => p.reviews),
  );
}

/**
 * Each product's size chart from its size set's (content/products.ts), keyed by the shop's sizes,
 * which exist only now: one statement for every product.
 */
async function writeSizeCharts(tx: Tx, plans: readonly ProductPlan[]): Promise<void> {
  const shopSizes = await tx.select({ id: s.sizes.id, name: s.sizes.name }).from(s.sizes);
  const idOf = new Map(shopSizes.map((size) => [size.name, size.id]));
  const charts = plans.map((plan) => {
    const set = SIZE_SETS[plan.sizeSet] as readonly string[];
    const chart: StoredSizeChart = {
      rows: SIZE_CHARTS[plan.sizeSet].map((row) => ({
        name_ar: row.ar,
        name_en: row.en,
        values: Object.fromEntries(
          plan.sizes.map((size) => [
            sizeChartKey(idOf.get(size.name)!),
            row.values[set.indexOf(size.name)] ?? '',
          ]),
        ),
      })),
    };
    return { id: plan.row.id, chart };
  });
  await tx.execute(sql`update ${s.products} set size_chart = x.chart
    from json_to_recordset(${JSON.stringify(charts)}::json) as x(id int, chart jsonb)
    where ${s.products.id} = x.id`);
}
