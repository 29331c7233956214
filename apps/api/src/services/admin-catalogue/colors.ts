/**
 * The shop's colours (names in both languages and a hex code), which products are offered in.
 * A product keeps a copy of its colour's code (`product_colors.color_code`) and indexes its
 * colours' names in its search text: a colour's change updates both on every product using it.
 * A colour used by products cannot be deleted (the database's key restricts it too).
 */
import { eq, inArray } from 'drizzle-orm';
import type { AdminColor, AdminList } from '@shop/contract';
import type { ColorInput, ColorListQuery } from '@shop/domain';
import { colors, productColors, products } from '../../db/schema.js';
import type { Executor, Transaction } from '../../db/transaction.js';
import { FieldErrors } from '../../shared/errors.js';
import { refreshSearchText } from './search-text.js';
import {
  countsBy,
  createAudited,
  deleteAudited,
  lockCatalogueNames,
  lockRow,
  pageInMemory,
  readOrFail,
  refuseTakenNames,
  updateAudited,
  type AuditedEntity,
  type StaffActor,
} from './shared.js';

type ColorRow = typeof colors.$inferSelect;

function toAdminColor(row: ColorRow, productsCount: number): AdminColor {
  return {
    id: row.id,
    name_ar: row.nameAr,
    name_en: row.nameEn,
    code: row.code,
    products_count: productsCount,
  };
}

const productsOfColors = (db: Executor) => countsBy(db, productColors, productColors.colorId);

const colorEntity: AuditedEntity<AdminColor> = {
  entity: 'color',
  notFound: 'notFound.color',
  async read(db, id) {
    const [row] = await db.select().from(colors).where(eq(colors.id, id));
    if (!row) return undefined;
    const used = await db.$count(productColors, eq(productColors.colorId, id));
    return toAdminColor(row, used);
  },
  async lock(tx, id) {
    await lockCatalogueNames(tx, 'exclusive');
    await lockRow(tx, colors, id);
  },
  foreignKeys: { product_colors_color_id_colors_id_fk: { field: 'id', key: 'catalogue.colorInUse' } },
};

/** A page of colours: search in both names and the code. */
export async function listAdminColors(db: Executor, query: ColorListQuery): Promise<AdminList<AdminColor>> {
  const [rows, counts] = await Promise.all([db.select().from(colors), productsOfColors(db)]);
  return pageInMemory(
    rows.map((row) => toAdminColor(row, counts.get(row.id) ?? 0)),
    query,
    {
      searchable: (row) => [row.name_ar, row.name_en, row.code],
      sortValue: (row, sort) => row[sort],
      arabic: ['name_ar'],
    },
  );
}

/** One colour; NotFoundError('notFound.color') when there is none. */
export function getAdminColor(db: Executor, id: number): Promise<AdminColor> {
  return readOrFail(db, colorEntity, id);
}

const refuseTakenName = (tx: Transaction, id: number | null, input: ColorInput) =>
  refuseTakenNames(tx, colors, id, {
    name_ar: { column: colors.nameAr, value: input.name_ar },
    name_en: { column: colors.nameEn, value: input.name_en },
  });

const columnsOf = (input: ColorInput) => ({ nameAr: input.name_ar, nameEn: input.name_en, code: input.code });

export function createColor(db: Executor, actor: StaffActor, input: ColorInput): Promise<AdminColor> {
  return createAudited(db, actor, colorEntity, async (tx) => {
    await lockCatalogueNames(tx, 'exclusive');
    await refuseTakenName(tx, null, input);
    const [row] = await tx.insert(colors).values(columnsOf(input)).returning({ id: colors.id });
    return row!.id;
  });
}

/** Changes a colour, the code kept with its products and their search text. */
export function updateColor(
  db: Executor,
  actor: StaffActor,
  id: number,
  input: ColorInput,
): Promise<AdminColor> {
  return updateAudited(db, actor, colorEntity, id, async (tx, before) => {
    await refuseTakenName(tx, id, input);
    await tx.update(colors).set(columnsOf(input)).where(eq(colors.id, id));
    if (before.code !== input.code) {
      await tx.update(productColors).set({ colorCode: input.code }).where(eq(productColors.colorId, id));
    }
    if (before.name_ar !== input.name_ar || before.name_en !== input.name_en) {
      const using = tx
        .select({ id: productColors.productId })
        .from(productColors)
        .where(eq(productColors.colorId, id));
      await refreshSearchText(tx, inArray(products.id, using));
    }
  });
}

/** Deletes a colour no product uses; FieldErrors on id (colorInUse) otherwise. */
export function deleteColor(db: Executor, actor: StaffActor, id: number): Promise<AdminColor> {
  return deleteAudited(db, actor, colorEntity, id, async (tx, before) => {
    if (before.products_count > 0) throw new FieldErrors({ id: ['catalogue.colorInUse'] });
    await tx.delete(colors).where(eq(colors.id, id));
  });
}
