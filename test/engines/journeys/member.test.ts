import { describe, expect, it } from 'vitest'
import { DEMO_MEMBER } from '../../../demo-site/server/routes/members.ts'
import { useJourneys } from '../journey.ts'
import type { Visit } from '../visit.ts'

/** Waits until the page is the one at `path` (a link followed). */
const landsOn = (visit: Visit, path: string) => visit.waitFor((wanted: string) => location.pathname === wanted, path)

/** Waits until the block's island has mounted. */
const mounted = (visit: Visit, id: string) =>
  visit.waitFor((block: string) => document.getElementById(block)?.dataset.islandState === 'mounted', id)

describe('members', () => {
  const journeys = useJourneys()

  it('follows a members-only link to the sign-in, mistypes the password, signs in and out', async () => {
    const visit = await journeys.open('/page-extras', {
      // The wrong password's answer, as the engine logs a failed request.
      expectErrors: [/401 \(Unauthorized\)/, /\[atoll:member-sign-in\] #member-sign-in: the sign-in failed/],
    })
    // The photos above the link have their box from the first paint: laid out as the server sent them,
    // each is as tall as its width and ratio make it, so nothing below moves when the image loader
    // starts (WebKit drew a photo without a source as its alt text, and the link moved under the click).
    const photos = await visit.evaluate(async () => {
      const served = new DOMParser().parseFromString(await (await fetch(location.href)).text(), 'text/html')
      return [...served.querySelectorAll<HTMLImageElement>('main img')].map((image) => {
        const copy = document.importNode(image, true)
        document.querySelector(`main img[data-src="${image.dataset.src}"]`)?.after(copy)
        const box = copy.getBoundingClientRect()
        copy.remove()
        const ratio = Number(image.getAttribute('height')) / Number(image.getAttribute('width'))
        return { photo: image.alt, height: Math.round(box.height), byRatio: Math.round(box.width * ratio) }
      })
    })
    expect(photos).toHaveLength(2)
    expect(photos).toEqual(photos.map((photo) => ({ ...photo, height: photo.byRatio })))
    await visit.click({ role: 'link', name: "Members' recipes" })
    await landsOn(visit, '/members')
    await visit.find({ role: 'heading', name: 'Members only' })
    await mounted(visit, 'member-sign-in')

    await visit.fill({ label: 'Email' }, DEMO_MEMBER.email)
    await visit.fill({ label: 'Password' }, 'white-bread')
    await visit.click({ role: 'button', name: 'Sign in' })
    await visit.waitFor(
      () => document.querySelector('#member-sign-in [role=alert]')?.textContent === 'Unauthorized request',
    )
    // What the visitor typed is still there; the focus is back on the password.
    expect(await visit.evaluate(() => document.querySelector<HTMLInputElement>('input[name=email]')?.value)).toBe(
      DEMO_MEMBER.email,
    )
    expect(await visit.evaluate(() => document.activeElement?.getAttribute('name'))).toBe('password')

    await visit.fill({ label: 'Password' }, DEMO_MEMBER.password)
    await visit.click({ role: 'button', name: 'Sign in' })
    await visit.find({ role: 'heading', name: `Welcome back, ${DEMO_MEMBER.name}` })
    expect(await visit.evaluate(() => location.pathname)).toBe('/members')

    await mounted(visit, 'member-session')
    await visit.click({ role: 'button', name: 'Sign out' })
    await visit.find({ role: 'heading', name: 'Members only' })
    const calls = (await visit.inbox('site-users')).map(({ method, path }) => `${method} ${path}`)
    expect(calls).toEqual([
      'POST /api/site-users/account/session',
      'POST /api/site-users/account/session',
      'DELETE /api/site-users/account/session',
    ])
  })
})
