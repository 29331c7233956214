/**
 * Products as the storefront API lists them (products are not a staff resource yet): a search for
 * the pickers and one product's card by id, with names in the dashboard's language.
 */
import type { ProductCard } from '@shop/contract';
import type { AdminLang } from '../i18n/locale';

export type ProductChoice = Pick<ProductCard, 'id' | 'name' | 'image'>;

async function getJson<T>(url: string, signal?: AbortSignal): Promise<T> {
  const response = await fetch(url, { headers: { accept: 'application/json' }, signal });
  if (!response.ok) throw new Error(`${response.status}`);
  return (await response.json()) as T;
}

const pick = ({ id, name, image }: ProductCard): ProductChoice => ({ id, name, image });

/** The first products whose name matches `search` (all products, newest first, when blank). */
export async function searchProducts(
  lang: AdminLang,
  search: string,
  signal?: AbortSignal,
): Promise<ProductChoice[]> {
  const params = new URLSearchParams({ page: '1', per_page: '20' });
  if (search.trim()) params.set('search', search.trim());
  const answer = await getJson<{ data: { data: ProductCard[] } }>(`/${lang}/api/products?${params}`, signal);
  return answer.data.data.map(pick);
}

/** One product, or null when the storefront does not show it (hidden or deleted). */
export async function productById(lang: AdminLang, id: number): Promise<ProductChoice | null> {
  try {
    return pick((await getJson<{ data: ProductCard }>(`/${lang}/api/products/${id}`)).data);
  } catch {
    return null;
  }
}
