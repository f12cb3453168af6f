import { describe, expect, it } from 'vitest'
import { addDays } from '../../../demo-site/server/content/events.ts'
import { dayLabel, dayWithCount, onOneSiteDay, siteToday, titlesOn } from '../../site-day.ts'
import { useJourneys } from '../journey.ts'
import type { InboxRecord } from '../../../demo-site/server/inbox.ts'
import type { Visit } from '../visit.ts'

/** The titles of the posts the blog list shows, the server's and the loaded ones, in order. */
const postTitles = (visit: Visit) =>
  visit.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>('#blog [data-part=item] h2')]
      .filter((heading) => heading.getClientRects().length > 0)
      .map((heading) => heading.textContent?.trim() ?? ''),
  )

/** Waits until the block's island has mounted: a block below the fold mounts when it comes into view. */
const mounted = (visit: Visit, id: string) =>
  visit.waitFor((block: string) => document.getElementById(block)?.dataset.islandState === 'mounted', id)

/** Waits until the page is the one at `path` (a link followed, a suggestion chosen). */
const landsOn = (visit: Visit, path: string) => visit.waitFor((wanted: string) => location.pathname === wanted, path)

/**
 * Waits until the demo server has received `count` requests of this visit to a path that `path`
 * matches, and returns them, oldest first (a like shows at once, before the server has it).
 */
const receives = (visit: Visit, kind: string, path: RegExp, count = 1) =>
  visit.waitFor(
    async (probe: string, area: string, source: string, wanted: number) => {
      const response = await fetch(`/inbox.json?probe=${probe}&kind=${area}`)
      const records = ((await response.json()) as InboxRecord[]).filter((record) =>
        new RegExp(source).test(record.path),
      )
      return records.length >= wanted && records
    },
    visit.probe,
    kind,
    path.source,
    count,
  )

describe('content', () => {
  const journeys = useJourneys()

  it.each(['desktop', 'phone'] as const)(
    'loads more posts in place, and Back from a post lands on the same posts at the same place (%s)',
    async (viewport) => {
      const visit = await journeys.open('/blog', { viewport })
      const more = { role: 'button', name: 'Load more', within: '#blog' }
      await visit.find(more)
      const first = await postTitles(visit)
      expect(first).toHaveLength(4)
      // The island's button stands in for the server's link.
      expect(await visit.has({ role: 'link', name: 'Older posts' })).toBe(false)

      await visit.click(more)
      const eight = await visit.waitFor(() => {
        const titles = [...document.querySelectorAll<HTMLElement>('#blog [data-part=item] h2')]
        return titles.length === 8 && titles.map((heading) => heading.textContent?.trim() ?? '')
      })
      expect(eight.slice(0, 4)).toEqual(first)
      expect(await visit.text({ role: 'status', within: '#blog' })).toBe('4 more posts')
      // The focus is on the first new post's link; the address keeps the place, replaced.
      expect(await visit.focused()).toBe(eight[4])
      expect(await visit.evaluate(() => location.search)).toBe('?offset=4')
      const asked = (await visit.inbox('content')).filter((record) => record.path === '/api/content/items')
      expect(asked.map((record) => Object.fromEntries(new URLSearchParams(record.query)))).toEqual([
        { collectionId: 'blog', offset: '4', limit: '4' },
      ])

      // The visitor opens the first new post from where it is, then comes Back.
      const place = await visit.evaluate(() => Math.round(scrollY))
      expect(place).toBeGreaterThan(0)
      const post = await visit.evaluate(() => new URL((document.activeElement as HTMLAnchorElement).href).pathname)
      await visit.press('Enter')
      await landsOn(visit, post)
      await visit.find({ role: 'heading', name: eight[4] ?? '', within: 'header' })
      // The visitor reads it: Back once its page is ready.
      await visit.waitFor(() => (window as { Atoll?: { ready: Promise<unknown> } }).Atoll?.ready.then(() => true))
      await visit.back()
      // The server renders every post before the offset and one page more: the same eight posts,
      // and the browser puts the visitor back where they were.
      expect(await visit.evaluate(() => location.search)).toBe('?offset=4')
      await visit.find(more)
      expect(await postTitles(visit)).toEqual(eight)
      await visit.waitFor((wanted: number) => Math.abs(scrollY - wanted) <= 2, place)
      expect(
        await visit.evaluate((title: string) => {
          const link = [...document.querySelectorAll('#blog h2 a')].find((a) => a.textContent?.trim() === title)
          const box = link?.getBoundingClientRect()
          return box !== undefined && box.top >= 0 && box.bottom <= innerHeight
        }, eight[4] ?? ''),
      ).toBe(true)
    },
  )

  it('posts a comment: the server receives it, the visitor sees it awaiting approval', async () => {
    const visit = await journeys.open('/blog/harbour-loaf')
    const form = '#comments form[aria-label="Post comment"]'
    await visit.evaluate(() => document.getElementById('comments')?.scrollIntoView())
    await mounted(visit, 'comments')
    await visit.fill({ label: 'Name', within: form }, 'Ada')
    await visit.fill({ label: 'Email', within: form }, 'ada@example.com')
    await visit.fill({ label: 'Comment', within: form }, 'Is there a rye version?')
    await visit.click({ role: 'button', name: 'Post comment', within: form })

    await visit.find({ text: 'Your comment will appear once it is approved.', within: '#comments' })
    const thread = await visit.evaluate(() =>
      [...document.querySelectorAll<HTMLElement>('#comments [data-part=comment] > article')].map((comment) => ({
        name: comment.querySelector('[data-part=name]')?.textContent,
        text: comment.innerText,
      })),
    )
    expect(thread.map((comment) => comment.name)).toEqual(['Ines', 'Mara Quint', 'Jonas', 'Ada'])
    expect(thread.at(-1)?.text).toContain('Is there a rye version?')
    expect(thread.at(-1)?.text).toContain('Awaiting approval')
    // The form is ready for another comment.
    expect(
      await visit.evaluate(() => document.querySelector<HTMLTextAreaElement>('#comments form textarea')?.value),
    ).toBe('')
    const [posted, ...more] = await receives(visit, 'comment', /^\/api\/comment\/comments$/)
    expect(more).toEqual([])
    expect(posted?.method).toBe('POST')
    expect(posted?.body).toEqual({
      targetId: 'post-harbour-loaf',
      parentId: null,
      name: 'Ada',
      email: 'ada@example.com',
      body: 'Is there a rye version?',
    })
  })

  it('likes a post, kept by the server, and takes the like back', async () => {
    const visit = await journeys.open('/blog/winter-hours')
    const like = { role: 'button', name: /^Like \d+$/, within: '#likes' }
    const count = () => visit.text({ css: '#likes [data-part=count]' }).then(Number)
    const ready = async () => {
      await visit.evaluate(() => document.getElementById('likes')?.scrollIntoView({ block: 'center' }))
      await mounted(visit, 'likes')
    }
    await ready()
    const before = await count()
    expect(await visit.attribute(like, 'aria-pressed')).toBe('false')

    await visit.click(like)
    expect(await visit.attribute(like, 'aria-pressed')).toBe('true')
    expect(await count()).toBe(before + 1)
    const [liked] = await receives(visit, 'content', /^\/api\/content\/likes/)
    expect(liked && { method: liked.method, path: liked.path, body: liked.body }).toEqual({
      method: 'POST',
      path: '/api/content/likes',
      body: { itemId: 'post-winter-hours' },
    })
    // The island's request, not the form's post: the page stayed; the server counted it.
    expect(await visit.evaluate(() => location.pathname)).toBe('/blog/winter-hours')
    await visit.reload()
    expect(await visit.attribute(like, 'aria-pressed')).toBe('true')
    expect(await count()).toBe(before + 1)

    await ready()
    await visit.click(like)
    expect(await visit.attribute(like, 'aria-pressed')).toBe('false')
    expect(await count()).toBe(before)
    const [, takenBack] = await receives(visit, 'content', /^\/api\/content\/likes/, 2)
    expect(takenBack && `${takenBack.method} ${takenBack.path}`).toBe('DELETE /api/content/likes/post-winter-hours')
  })

  it('shares: each service’s link carries the post’s address, a service opens in a small window, Copy link copies', async () => {
    const visit = await journeys.open('/blog/harbour-loaf')
    await mounted(visit, 'share')
    const address = await visit.evaluate(() => `${location.origin}/blog/harbour-loaf`)
    const href = async (name: string) =>
      new URL((await visit.attribute({ role: 'link', name, within: '#share' }, 'href')) ?? '')
    const facebook = await href('Facebook')
    expect(facebook.origin + facebook.pathname).toBe('https://www.facebook.com/sharer/sharer.php')
    expect(facebook.searchParams.get('u')).toBe(address)
    const x = await href('X')
    expect(x.origin + x.pathname).toBe('https://x.com/intent/post')
    expect(x.searchParams.get('url')).toBe(address)
    const linkedin = await href('LinkedIn')
    expect(linkedin.searchParams.get('url')).toBe(address)
    const email = await href('Email')
    expect(email.protocol).toBe('mailto:')
    expect(email.searchParams.get('body')).toBe(address)

    // The service's window is the browser's: the journey notes what the page asked for, and no
    // third-party page loads.
    await visit.evaluate(() => {
      const opened: unknown[][] = []
      ;(window as unknown as { opened: unknown[][] }).opened = opened
      window.open = (...args: unknown[]) => {
        opened.push(args)
        return null
      }
    })
    await visit.click({ role: 'link', name: 'Facebook', within: '#share' })
    const [opened] = await visit.waitFor(() => {
      const calls = (window as unknown as { opened: unknown[][] }).opened
      return calls.length > 0 && calls
    })
    expect(opened?.[0]).toBe(facebook.href)
    expect(opened?.[2]).toMatch(/^popup,width=600,height=520,left=\d+,top=\d+$/)
    expect(await visit.evaluate(() => location.pathname)).toBe('/blog/harbour-loaf')

    await visit.click({ role: 'link', name: 'Copy link', within: '#share' })
    // The toast, in a polite live region (it hides itself after two seconds).
    const toast = await visit.waitFor(() =>
      [...document.querySelectorAll('[role=status]')]
        .filter((region) => region.textContent === 'Link copied')
        .map((region) => region.getAttribute('aria-live'))
        .join(),
    )
    expect(toast).toBe('polite')
    // The toast goes by itself (the spec's two seconds): the page is as it was.
    await visit.gone({ text: 'Link copied' })
  })

  it.each(['desktop', 'phone'] as const)('shows search results as the visitor types a word (%s)', async (viewport) => {
    const visit = await journeys.open('/search', { viewport })
    await visit.click({ role: 'searchbox', name: 'Search the site' })
    await visit.type('harbour lo')
    const first = { role: 'link', name: 'How we bake the harbour loaf', within: '#search' }
    await visit.find(first)
    // The answer to the whole query: its best result first, the words marked.
    await visit.waitFor(
      () =>
        location.search === '?q=harbour+lo' &&
        document.querySelector('#search [data-part=result] a')?.textContent === 'How we bake the harbour loaf',
    )
    expect(
      await visit.evaluate(() =>
        [...(document.querySelector('#search [data-part=result] a')?.querySelectorAll('mark') ?? [])].map(
          (mark) => mark.textContent,
        ),
      ),
    ).toEqual(['harbour', 'lo'])
    expect(await visit.text({ css: '#search [data-part=count]' })).toMatch(/^\d+ results?$/)
    expect(await visit.evaluate(() => location.search)).toBe('?q=harbour+lo')
    const searches = await receives(visit, 'search', /^\/api\/search\/GeneralSearch$/)
    // Debounced: far fewer requests than keys, the last for the whole query.
    expect(searches.length).toBeLessThan(4)
    expect(new URLSearchParams(searches.at(-1)?.query).get('q')).toBe('harbour lo')
  })

  it.each(['desktop', 'phone'] as const)(
    'suggests from the header search box, moves with ArrowDown and ArrowUp, and opens the chosen one with Enter (%s)',
    async (viewport) => {
      const visit = await journeys.open('/blog', { viewport })
      await visit.click({ role: 'searchbox', name: 'Search the site' })
      const box = { role: 'combobox', name: 'Search the site' }
      await visit.find(box)
      await visit.type('rye')
      await visit.find({ role: 'listbox' })
      expect(await visit.attribute(box, 'aria-expanded')).toBe('true')
      const { items } = await visit.evaluate(() =>
        fetch('/api/search/GeneralSearch?q=rye&offset=0&limit=6').then(
          (response) => response.json() as Promise<{ items: { title: string; url: string }[] }>,
        ),
      )
      expect(items.length).toBeGreaterThanOrEqual(2)
      const options = () =>
        visit.evaluate(() =>
          [...document.querySelectorAll('[role=listbox] [role=option]')].map((option) => ({
            text: option.textContent,
            id: option.id,
            selected: option.getAttribute('aria-selected'),
          })),
        )
      await visit.waitFor(
        (titles: string[]) =>
          [...document.querySelectorAll('[role=listbox] [role=option]')].map((o) => o.textContent).join('|') ===
          titles.join('|'),
        items.map((item) => item.title),
      )
      expect(await visit.text({ css: '.site-search [role=status]' })).toMatch(/^\d+ results?$/)

      const active = async () => {
        const id = await visit.attribute(box, 'aria-activedescendant')
        return (await options()).findIndex((option) => option.id === id && option.selected === 'true')
      }
      await visit.press('ArrowDown')
      await visit.waitFor(() => document.querySelector('[role=option][aria-selected=true]'))
      expect(await active()).toBe(0)
      await visit.press('ArrowDown')
      expect(await active()).toBe(1)
      await visit.press('ArrowUp')
      expect(await active()).toBe(0)
      await visit.press('ArrowDown')
      expect(await active()).toBe(1)
      // The focus stays in the box; the active option is only pointed at.
      expect(await visit.focused()).toBe('Search the site')

      await visit.press('Enter')
      const chosen = new URL(items[1]?.url ?? '', 'http://demo.invalid')
      await landsOn(visit, chosen.pathname)
      await visit.find({ role: 'heading', name: items[1]?.title ?? '', within: 'header' })
    },
  )

  it("moves the calendar's focused day with the arrow keys, Home and End, and lists the chosen day's events", () =>
    onOneSiteDay(async () => {
      const before = siteToday()
      const visit = await journeys.open('/events')
      const after = siteToday()
      const month = { role: 'button', name: 'Month', within: '#calendar' }
      await visit.click(month)
      expect(await visit.attribute(month, 'aria-pressed')).toBe('true')
      await visit.find({ role: 'grid', within: '#calendar' })
      // One day is in the tab order: today's, the current date.
      const current = { css: '#calendar [role=grid] [tabindex="0"]' }
      const today = (await visit.attribute(current, 'data-day')) ?? ''
      expect([before, after]).toContain(today)
      expect(await visit.attribute(current, 'aria-current')).toBe('date')
      await visit.focus(current)

      // A move past the grid's last week shows the next month, whose events are asked for then: the
      // day's name counts its events once they have arrived (the calendar is busy until they have).
      const expectFocus = async (day: string) => {
        await visit.waitFor(
          (wanted: string) =>
            (document.activeElement as HTMLElement | null)?.dataset.day === wanted &&
            document.querySelector('#calendar .atoll-calendar')?.getAttribute('aria-busy') === 'false',
          day,
        )
        expect(await visit.focused()).toMatch(new RegExp(`^${dayLabel(day)}, (no events|1 event|\\d+ events)$`))
        expect(await visit.attribute({ css: '#calendar [role=grid] [tabindex="0"]' }, 'data-day')).toBe(day)
      }
      for (const key of ['ArrowRight', 'ArrowRight', 'ArrowRight'] as const) await visit.press(key)
      await expectFocus(addDays(today, 3))
      await visit.press('ArrowDown')
      await expectFocus(addDays(today, 10))
      await visit.press('ArrowLeft')
      await expectFocus(addDays(today, 9))
      await visit.press('ArrowUp')
      await expectFocus(addDays(today, 2))
      await visit.press('ArrowRight')
      await expectFocus(addDays(today, 3))

      // Enter chooses the day: marked selected, its events listed below the grid. The workshop's day has
      // whatever else the demo has on that day of the week: on a Tuesday it is the Friday of the concert
      // and the morning bake, which is listed first.
      await visit.press('Enter')
      const workshopDay = addDays(today, 3)
      const chosen = { css: `#calendar [data-day="${workshopDay}"]` }
      await visit.waitFor(
        (css: string) => document.querySelector(css)?.getAttribute('aria-selected') === 'true',
        chosen.css,
      )
      const titles = titlesOn(today, workshopDay)
      expect(titles).toContain('Sourdough workshop')
      expect(await visit.focused()).toBe(dayWithCount(workshopDay, titles.length))
      expect(
        await visit.evaluate(() =>
          [...document.querySelectorAll('#calendar .atoll-calendar-day li > :first-child')].map(
            (title) => title.textContent,
          ),
        ),
      ).toEqual(titles)

      // Home and End: the ends of the week, Sunday to Saturday in en-US.
      const sunday = addDays(addDays(today, 3), -new Date(`${addDays(today, 3)}T12:00:00Z`).getUTCDay())
      await visit.press('Home')
      await expectFocus(sunday)
      await visit.press('End')
      await expectFocus(addDays(sunday, 6))
    }))
})
