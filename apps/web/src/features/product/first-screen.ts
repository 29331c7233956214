/** What the product page reads first, from its path alone (the page and the server agree). */
import { reads, type Read } from '../../shared/query/reads';

/** A product id from the path, or undefined when it is not a positive whole number. */
export function productIdOf(param: string | undefined): number | undefined {
  if (param === undefined || !/^\d{1,15}$/.test(param)) return undefined;
  const id = Number(param);
  return id >= 1 && Number.isSafeInteger(id) ? id : undefined;
}

/** The product; an id that is not one reads as a missing product (the page answers 404). */
export function productReads(idParam: string | undefined): Read[] {
  return [reads.product(productIdOf(idParam) ?? 0)];
}
