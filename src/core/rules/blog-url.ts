// spec: tokenized blog URLs permit only the tokens y, m, d, t after percent signs
const UNKNOWN_TOKEN = /%(?![ymdt])/

/**
 * A blog post URL format as stored: lower-cased, each whitespace character turned into a hyphen,
 * runs of hyphens collapsed into one.
 * @example normalizeBlogUrlFormat('%Y/%M/My  Post--%t') // '%y/%m/my-post-%t'
 */
export function normalizeBlogUrlFormat(format: string): string {
  return format.toLowerCase().replace(/\s/g, '-').replace(/-{2,}/g, '-')
}

/**
 * Whether a blog post URL format is usable: after normalising, not empty, and every `%` is followed by
 * one of the tokens y (year), m (month), d (day) or t (title).
 */
export function isValidBlogUrlFormat(format: string): boolean {
  const normalized = normalizeBlogUrlFormat(format)
  return normalized !== '' && !UNKNOWN_TOKEN.test(normalized)
}
