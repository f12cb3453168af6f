export const IMAGE_NARROW_UNDER_PX = 415 // spec: image block narrow class under 415px
export const NEWSLETTER_SMALL_UNDER_PX = 320 // spec: newsletter form container under 320px marked small
export const DYNAMIC_TEXT_MIN_PX = 13 // spec: dynamic text minimum size class at 13px or less

/** The elements whose classes follow their size: bundled as the selector of `wanted.ts` too. */
export const SIZED = '[data-block=image],[data-block=form],[data-dynamic-text]'

/** What one element is, for its size class. */
export type Sized = 'image' | 'newsletter' | 'dynamic-text'

/** The class each kind of element gets at its size. */
export const SIZE_CLASS: Readonly<Record<Sized, string>> = {
  image: 'image-narrow',
  newsletter: 'newsletter-small',
  'dynamic-text': 'dynamic-text-min',
}

/**
 * Whether an element of `kind`, `width` px wide with text of `fontSize` px, gets its size class.
 * @example hasSizeClass('image', 414, 16) // true
 */
export function hasSizeClass(kind: Sized, width: number, fontSize: number): boolean {
  switch (kind) {
    case 'image':
      return width < IMAGE_NARROW_UNDER_PX
    case 'newsletter':
      return width < NEWSLETTER_SMALL_UNDER_PX
    case 'dynamic-text':
      return fontSize <= DYNAMIC_TEXT_MIN_PX
  }
}

/**
 * What an element is: an image block, a newsletter form block (`isNewsletter` in its settings), or
 * dynamic text; `undefined` for any other form.
 */
export function kindOf(element: Element): Sized | undefined {
  if (element.hasAttribute('data-dynamic-text')) return 'dynamic-text'
  const kind = element.getAttribute('data-block')
  if (kind === 'image') return 'image'
  if (kind !== 'form') return undefined
  try {
    return (JSON.parse(element.getAttribute('data-block-json') ?? '{}') as { isNewsletter?: unknown }).isNewsletter ===
      true
      ? 'newsletter'
      : undefined
  } catch {
    return undefined
  }
}
