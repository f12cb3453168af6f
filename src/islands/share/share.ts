/**
 * Where each service's share page is, for an address and a title. The template writes these links
 * itself (they work without script); the island uses them to check a link goes where its service
 * says before opening it in a small window.
 */
import type { ShareService } from './options.ts'

/** The share page of each service that has one (email and copy have none). */
export const SHARE_ORIGINS: Readonly<Partial<Record<ShareService, string>>> = {
  facebook: 'https://www.facebook.com',
  x: 'https://x.com',
  pinterest: 'https://www.pinterest.com',
  linkedin: 'https://www.linkedin.com',
}

/** The share link of `service` for `url` (and `title`, `image` where the service takes them). */
export function shareLink(
  service: ShareService,
  { url, title = '', image }: { url: string; title?: string; image?: string | undefined },
): string {
  const query = (fields: Record<string, string | undefined>) =>
    new URLSearchParams(
      Object.entries(fields).filter((entry): entry is [string, string] => entry[1] !== undefined),
    ).toString()
  switch (service) {
    case 'facebook':
      return `${SHARE_ORIGINS.facebook}/sharer/sharer.php?${query({ u: url })}`
    case 'x':
      return `${SHARE_ORIGINS.x}/intent/post?${query({ url, text: title || undefined })}`
    case 'pinterest':
      return `${SHARE_ORIGINS.pinterest}/pin/create/button/?${query({ url, media: image, description: title || undefined })}`
    case 'linkedin':
      return `${SHARE_ORIGINS.linkedin}/sharing/share-offsite/?${query({ url })}`
    case 'email':
      return `mailto:?${query({ subject: title || undefined, body: url }).replaceAll('+', '%20')}`
    case 'copy':
      return url
  }
}

/** The small window a share page opens in, centred on the visitor's window. */
export function popupFeatures(width = 600, height = 520): string {
  const left = Math.max(0, Math.round(window.screenX + (window.outerWidth - width) / 2))
  const top = Math.max(0, Math.round(window.screenY + (window.outerHeight - height) / 2))
  return `popup,width=${width},height=${height},left=${left},top=${top}`
}
