/** The product list's filtering rules, pure. */

/** CONTRACT.md section 7: category links carry `?category=<slug>`. */
export const CATEGORY_PARAM = 'category'

/** The category an address asks for, or undefined for every product. */
export function categoryOf(href: string, base: string = location.href): string | undefined {
  return new URL(href, base).searchParams.get(CATEGORY_PARAM) || undefined
}

/** A card's categories, from its `data-categories="bread,cakes"`. */
export function cardCategories(value: string | null | undefined): string[] {
  return (value ?? '')
    .split(',')
    .map((slug) => slug.trim())
    .filter(Boolean)
}

/** Whether a card of `categories` shows under `category` (every card shows with no category). */
export function shows(categories: readonly string[], category: string | undefined): boolean {
  return category === undefined || categories.includes(category)
}
