/**
 * The `member-labels` feature (CONTRACT.md section 9): links the template marks
 * `data-access="locked"` or `data-access="members"` carry the spec's labels, 'This page is locked'
 * and 'This page available only site members', for every visitor: as the link's `title` (the
 * tooltip a pointer shows) and as its accessible description (`aria-describedby` pointing at one
 * hidden text per label, so screen readers read it after the link's name).
 *
 * No icon is added: drawn after the page has painted, it would push the text after each link. A
 * template that wants one styles `a[data-access]` in its own CSS, there from the first paint.
 */
import type { IslandHandle, PageContext } from '../../contract.ts'
import { loadMessages, t } from '../../core/i18n/index.ts'
import { createCleanup } from '../../core/kit/cleanup.ts'
import { watchElements } from '../../core/kit/watch-elements.ts'
import messages from 'virtual:atoll-messages'

/** The access marks a template writes, with the label of each (spec: member-only page labels). */
const LABELS = { locked: 'pages.locked', members: 'pages.membersOnly' } as const

const LINKS = 'a[data-access="locked"], a[data-access="members"]'
const ID_PREFIX = 'atoll-access-'

export async function init(page: Readonly<PageContext>): Promise<IslandHandle> {
  await loadMessages(messages, page.locale)
  const cleanup = createCleanup()
  const descriptions = document.createElement('div')
  descriptions.hidden = true
  for (const [access, id] of Object.entries(LABELS)) {
    const text = document.createElement('span')
    text.id = ID_PREFIX + access
    text.textContent = t(id)
    descriptions.append(text)
  }
  document.body.append(descriptions)
  cleanup.add(() => descriptions.remove())

  /** What each labelled link had before, put back on `destroy()`. */
  const labelled = new Map<HTMLAnchorElement, { title: string | null; describedBy: string | null }>()

  function label(link: HTMLAnchorElement): void {
    if (labelled.has(link)) return
    const access = link.dataset.access as keyof typeof LABELS
    const title = link.getAttribute('title')
    const describedBy = link.getAttribute('aria-describedby')
    labelled.set(link, { title, describedBy })
    // A title the template wrote is its own text for pointers; the description is added all the same.
    if (!title) link.title = t(LABELS[access])
    link.setAttribute('aria-describedby', [describedBy, ID_PREFIX + access].filter(Boolean).join(' '))
  }

  cleanup.observe(
    watchElements(
      LINKS,
      (link) => label(link as HTMLAnchorElement),
      () => {
        for (const link of labelled.keys()) if (!link.isConnected) labelled.delete(link)
      },
    ),
  )
  cleanup.add(() => {
    for (const [link, { title, describedBy }] of labelled) {
      restore(link, 'title', title)
      restore(link, 'aria-describedby', describedBy)
    }
    labelled.clear()
  })
  return { destroy: () => cleanup.clear() }
}

function restore(element: Element, name: string, value: string | null): void {
  if (value === null) element.removeAttribute(name)
  else element.setAttribute(name, value)
}
