/** The share links a template writes, built by the same function the share island checks them with. */
import type { ShareService } from '../../../src/islands/share/options.ts'
import { shareLink } from '../../../src/islands/share/share.ts'

const LABELS: Readonly<Record<ShareService, string>> = {
  facebook: 'Facebook',
  x: 'X',
  pinterest: 'Pinterest',
  linkedin: 'LinkedIn',
  email: 'Email',
  copy: 'Copy link',
}

export function shareLinks(
  services: readonly ShareService[],
  page: { url: string; title: string; image?: string },
): { service: ShareService; label: string; href: string }[] {
  return services.map((service) => ({ service, label: LABELS[service], href: shareLink(service, page) }))
}
