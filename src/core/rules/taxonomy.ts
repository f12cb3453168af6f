export const MAX_TAG_LENGTH = 50 // spec: tag maximum length 50 characters
export const MAX_CATEGORY_LENGTH = 25 // spec: category maximum length 25

/** A tag: not blank, at most {@link MAX_TAG_LENGTH} characters. */
export function isValidTag(tag: string): boolean {
  return tag.trim() !== '' && tag.length <= MAX_TAG_LENGTH
}

/** A category: not blank, at most {@link MAX_CATEGORY_LENGTH} characters. */
export function isValidCategory(category: string): boolean {
  return category.trim() !== '' && category.length <= MAX_CATEGORY_LENGTH
}
