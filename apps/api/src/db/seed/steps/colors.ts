/** Seed step: the shared colour list (ids follow the content's order). */
import * as s from '../../schema.js';
import { COLORS } from '../content/colors.js';
import { insertBatched, type Tx } from '../write.js';

export async function writeColors(tx: Tx): Promise<void> {
  await insertBatched(
    tx,
    s.colors,
    COLORS.map((c, i) => ({ id: i + 1, nameAr: c.ar, nameEn: c.en, code: c.hex })),
  );
}
