/** What the product page reads first, from its path alone (the page and the server agree). */
import { positiveInt } from '../../shared/lib/url-numbers';
import { reads, type Read } from '../../shared/query/reads';

/** A product id from the path, or undefined when it is not a positive whole number. */
export function productIdOf(param: string | undefined): number | undefined {
  return positiveInt(param);
}

/** The product; an id that is not one reads as a missing product (the page answers 404). */
export function productReads(idParam: string | undefined): Read[] {
  return [reads.product(productIdOf(idParam) ?? 0)];
}
