/**
 * The web fonts a site chose (spec section 7, third-party loads): one Google Fonts stylesheet with
 * one `family` parameter per family, and the site's Typekit kit. Pure: URLs and the faces to check.
 */

/** Google's CSS API, whose `css2` endpoint takes one `family` parameter per family (spec). */
export const GOOGLE_FONTS_CSS = 'https://fonts.googleapis.com/css2'
/** Where Google's stylesheet sends the browser for the font files (CORS requests). */
export const GOOGLE_FONTS_FILES = 'https://fonts.gstatic.com'
/** Typekit's CSS embed: `https://use.typekit.net/<kitId>.css`. */
export const TYPEKIT_ORIGIN = 'https://use.typekit.net'
/** spec: Typekit fonts have the default variation n4 (normal style, weight 400). */
export const DEFAULT_VARIATION = 'n4'
/** spec section 8, console-only: a Typekit font no longer available. */
export const TYPEKIT_MISSING = 'Typekit font no longer available'

/**
 * The family names of the context's `googleFonts` (a list of names, each as Google's API spells it:
 * `Inter`, `Playfair Display:ital,wght@0,400;1,700`), trimmed and without repeats.
 * @throws TypeError when the field is not a list of texts.
 */
export function googleFamilies(value: unknown): string[] {
  if (value === undefined || value === null) return []
  if (!Array.isArray(value) || value.some((family) => typeof family !== 'string'))
    throw new TypeError('fonts: googleFonts must be a list of family names')
  return [...new Set((value as string[]).map((family) => family.trim()).filter(Boolean))]
}

/**
 * The one stylesheet for every family, with `display=swap` (text shows at once in a fallback font,
 * then swaps), or undefined without families.
 * @example googleFontsUrl(['Inter', 'Playfair Display']) // 'https://fonts.googleapis.com/css2?family=Inter&family=Playfair+Display&display=swap'
 */
export function googleFontsUrl(families: readonly string[]): string | undefined {
  if (!families.length) return undefined
  const url = new URL(GOOGLE_FONTS_CSS)
  for (const family of families) url.searchParams.append('family', family)
  url.searchParams.append('display', 'swap')
  return url.href
}

/**
 * The kit's stylesheet, or undefined without a kit. A kit id is letters and digits: anything else
 * could point the URL elsewhere on the host.
 * @throws TypeError when the id is not one.
 */
export function typekitUrl(kitId: unknown): string | undefined {
  if (kitId === undefined || kitId === null || kitId === '') return undefined
  if (typeof kitId !== 'string' || !/^[a-z0-9]+$/i.test(kitId))
    throw new TypeError('fonts: website.typekitId must be a kit id (letters and digits)')
  return `${TYPEKIT_ORIGIN}/${kitId}.css`
}

/** A face the site uses: a family and a font variation description (`n4`: normal 400, `i7`: italic 700). */
export interface Face {
  family: string
  variation: string
}

/**
 * The faces of the context's `typekitFonts`: a list of `family` or `family:n4,i7` (the variation
 * notation of Typekit and Web Font Loader); a family without variations is `n4` (spec). Entries that
 * are not texts, or variations not of that notation, are left out.
 * @example typekitFaces(['proxima-nova:n4,i7', 'adobe-caslon-pro']) // proxima-nova n4, i7; adobe-caslon-pro n4
 */
export function typekitFaces(value: unknown): Face[] {
  if (!Array.isArray(value)) return []
  const faces: Face[] = []
  for (const entry of value) {
    if (typeof entry !== 'string') continue
    const [family = '', variations = ''] = entry.split(':')
    if (!family.trim()) continue
    const list = variations.split(',').filter((variation) => /^[ino][1-9]$/.test(variation.trim()))
    for (const variation of list.length ? list : [DEFAULT_VARIATION])
      faces.push({ family: family.trim(), variation: variation.trim() })
  }
  return faces
}

/** What the browser knows of a loaded face (a `FontFace` of `document.fonts`). */
export interface KnownFace {
  family: string
  style: string
  weight: string
}

/** The faces of `wanted` that no face of `known` provides: the kit no longer has them. */
export function missingFaces(wanted: readonly Face[], known: Iterable<KnownFace>): Face[] {
  const faces = [...known]
  return wanted.filter(({ family, variation }) => {
    const style = variation[0] === 'i' ? 'italic' : variation[0] === 'o' ? 'oblique' : 'normal'
    const weight = Number(variation[1]) * 100
    return !faces.some((face) => {
      if (unquote(face.family).toLowerCase() !== family.toLowerCase()) return false
      if (!face.style.startsWith(style)) return false
      // A variable face declares a range: `100 900`.
      const [low = Number.NaN, high = low] = face.weight.split(' ').map(weightOf)
      return weight >= low && weight <= high
    })
  })
}

const unquote = (family: string) => family.replace(/^(["'])(.*)\1$/, '$2')
const weightOf = (value: string) => (value === 'normal' ? 400 : value === 'bold' ? 700 : Number(value))
