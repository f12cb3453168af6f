/**
 * The likes island: the server's like button (a form that posts without script) becomes a toggle
 * (`aria-pressed`) with its count, optimistic, rolled back with a message when the server refuses,
 * and one request at a time. The server remembers the visitor's like (a cookie of its own), so a
 * reload renders it pressed. A button and a number: plain DOM, no renderer.
 */
import type { IslandContext, IslandHandle } from '../../contract.ts'
import { del, post } from '../../core/data/index.ts'
import { statusPart } from '../../core/kit/status-part.ts'
import { loadMessages, t } from '../../core/i18n/index.ts'
import { createCleanup } from '../../core/kit/cleanup.ts'
import { blockLogger } from '../../core/kit/log.ts'
import { type LikeState, reconcile, toggled } from './likes.ts'
import { normalizeOptions } from './options.ts'
import messages from 'virtual:atoll-messages'

/** spec (CONTRACT.md section 8): POST to like, DELETE `/{itemId}` to take it back; both answer `{ count, liked }`. */
export const LIKES_PATH = '/api/content/likes'

export async function mount(element: HTMLElement, { settings, page, signal }: IslandContext): Promise<IslandHandle> {
  const { itemId, count } = normalizeOptions(settings)
  const button = element.querySelector<HTMLButtonElement>('[data-part=button]')
  if (!button) throw new TypeError('likes: the block needs a [data-part=button]')
  const countText = element.querySelector<HTMLElement>('[data-part=count]')
  const cleanup = createCleanup(signal)
  // Aborts the like under way on destroy; its answer then changes nothing.
  const destroyed = cleanup.signal()
  // A polite status for the failure message, when the template has none.
  const status = statusPart(element, cleanup, { role: 'status', className: 'atoll-likes-status' })
  const log = blockLogger('likes', element)
  await loadMessages(messages, page.locale)

  const shownCount = Number.parseInt(countText?.textContent ?? '', 10)
  let confirmed: LikeState = {
    liked: button.getAttribute('aria-pressed') === 'true',
    count: Number.isFinite(shownCount) ? shownCount : count,
  }
  let shown = confirmed
  let sending = false

  const draw = () => {
    button.setAttribute('aria-pressed', String(shown.liked))
    if (countText) countText.textContent = String(shown.count)
  }

  async function send(): Promise<void> {
    sending = true
    const wanted = shown.liked
    try {
      const answer = wanted
        ? await post<LikeState>(LIKES_PATH, { json: { itemId }, signal: destroyed })
        : await del<LikeState>(`${LIKES_PATH}/${encodeURIComponent(itemId)}`, { signal: destroyed })
      if (destroyed.aborted) return
      confirmed = readAnswer(answer)
      shown = reconcile(confirmed, shown.liked)
      draw()
      // The visitor pressed again while this request ran: one more, for where they ended.
      if (shown.liked !== confirmed.liked) await send()
    } catch (error) {
      if (destroyed.aborted) return
      log.error('the like was not saved', error)
      shown = confirmed
      draw()
      status.textContent = t('content.likeFailed')
    } finally {
      sending = false
    }
  }

  // The form posts without script; with the island, the press is a request and the page stays.
  cleanup.listen(element, 'submit', (event) => event.preventDefault())
  cleanup.listen(button, 'click', (event) => {
    event.preventDefault()
    status.textContent = ''
    shown = toggled(shown)
    draw()
    if (!sending) void send()
  })
  return { destroy: cleanup.clear }
}

function readAnswer(answer: LikeState | null): LikeState {
  if (typeof answer?.liked !== 'boolean' || !Number.isInteger(answer.count) || answer.count < 0) {
    throw new TypeError(`${LIKES_PATH}: the answer has no count and liked`)
  }
  return { liked: answer.liked, count: answer.count }
}
