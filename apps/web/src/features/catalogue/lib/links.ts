/** Catalogue URLs (SPEC 2). The 'Made in Saudi' segment is a fixed URL-safe word. */
export const SAUDI_SEGMENT = 'made-in-saudi';

export function slug(name: string): string {
  return encodeURIComponent(name.trim().replace(/\s+/g, '-') || '-');
}

/** A category tile's target: the category route when it has children, else its product list. */
export function categoryLink(category: { id: number; name: string; has_childs?: boolean; childs?: unknown[] }, saudi?: string) {
  const hasChildren = Boolean(category.has_childs) || (category.childs?.length ?? 0) > 0;
  const prefix = saudi ? `${encodeURIComponent(saudi)}/` : '';
  return hasChildren
    ? `/category/${prefix}${category.id}/${slug(category.name)}`
    : `/Product-category/${prefix}${category.id}/${slug(category.name)}`;
}

/** A name read back from a URL segment. */
export function unslug(segment: string | undefined): string {
  if (!segment) return '';
  let text = segment;
  try {
    text = decodeURIComponent(segment);
  } catch {
    // Already decoded by the router.
  }
  return text.replace(/-/g, ' ').trim();
}

/** The product list of a category, with its name in the URL. */
export function productCategoryPath(id: number, name?: string, saudi?: string): string {
  const prefix = saudi ? `${encodeURIComponent(saudi)}/` : '';
  return name ? `/Product-category/${prefix}${id}/${slug(name)}` : `/Product-category/${prefix}${id}`;
}
