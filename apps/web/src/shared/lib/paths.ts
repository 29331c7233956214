/** Storefront URLs built in one place (SPEC.md 2). */
export function productCategoryPath(category: { id: number; name?: string }): string {
  return category.name
    ? `/Product-category/${category.id}/${encodeURIComponent(category.name)}`
    : `/Product-category/${category.id}`;
}

export function productPath(id: number): string {
  return `/product/${id}`;
}

export function blogPath(id: number): string {
  return `/blogs/${id}`;
}

/** wa.me wants the number in international form with digits only. */
export function whatsappUrl(number: string): string | null {
  const digits = number.replace(/\D/g, '');
  return digits ? `https://wa.me/${digits}` : null;
}
