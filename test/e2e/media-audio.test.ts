import { describe, expect, it } from 'vitest'
import { usePages } from './harness.ts'
import { layoutShift, recordLayoutShift } from './media-support.ts'

const FILE = '/demo/media/harbour-morning.ogg'

/** The audio player on /music: nothing fetched before play, the keyboard path, one player at a time, SoundCloud. */
describe('audio player', () => {
  const pages = usePages()

  it('fetches nothing before play, plays and pauses from the keyboard, and seeks with the slider keys', async () => {
    const probe = await pages.open('/music')
    const { page } = probe
    const player = page.getByRole('group', { name: 'Harbour morning' })
    await player.waitFor()
    expect(probe.requests.filter((url) => url.endsWith(FILE))).toEqual([])
    const play = player.getByRole('button', { name: 'Play' })
    await play.focus()
    await page.keyboard.press('Enter')
    await player.getByRole('button', { name: 'Pause' }).waitFor()
    expect(probe.requests.some((url) => url.endsWith(FILE))).toBe(true)
    const seek = player.getByRole('slider', { name: 'Seek' })
    await expect.poll(() => seek.isEnabled()).toBe(true)
    await page.keyboard.press('Space')
    await player.getByRole('button', { name: 'Play' }).waitFor()
    expect(await player.locator('.atoll-audio-time').last().textContent()).toBe('0:12')
    await seek.focus()
    await page.keyboard.press('End')
    await page.keyboard.press('ArrowLeft')
    await expect.poll(() => seek.getAttribute('aria-valuetext')).toBe('11 seconds of 12 seconds')
    await page.keyboard.press('Home')
    await expect.poll(() => seek.getAttribute('aria-valuetext')).toBe('0 seconds of 12 seconds')
    const mute = player.getByRole('button', { name: 'Mute' })
    await mute.click()
    // The button follows the element's volumechange event, a task after the click.
    await expect.poll(() => mute.getAttribute('aria-pressed')).toBe('true')
    expect(await page.locator('#tune audio').evaluate((audio: HTMLAudioElement) => audio.muted)).toBe(true)
    expect(await player.getByRole('link', { name: 'Download' }).getAttribute('href')).toMatch(/harbour-morning\.ogg$/)
  })

  it('mounts both players on a phone-sized page without moving what follows them', async () => {
    const heights = () =>
      ['#tune', '#live'].map((id) => Math.round(document.querySelector(id)!.getBoundingClientRect().height))
    const probe = await pages.open('/music', {
      viewport: { width: 412, height: 915 },
      beforeGoto: async (page, context) => {
        await recordLayoutShift(context)
        // The blocks' heights as the server's HTML laid them out, before the runtime starts.
        await page.addInitScript(
          `addEventListener('DOMContentLoaded', () => { window.serverHeights = (${heights})() })`,
        )
      },
    })
    const { page } = probe
    const player = page.getByRole('group', { name: 'Harbour morning' })
    await player.waitFor()
    await page.getByRole('button', { name: 'Play: Live at the Mill' }).waitFor()
    const server = await page.evaluate(() => (window as unknown as { serverHeights: number[] }).serverHeights)
    // Each block keeps its height: what follows it stays where the visitor saw it.
    expect(await page.evaluate(heights)).toEqual(server)
    // The browser's controls hold their place unseen: one player for the eye and the keyboard.
    expect(await page.locator('#tune audio').isVisible()).toBe(false)
    // Not even for a frame: a player drawn lower, then given its height back, is two shifts. (The
    // browser's own controls move their insides as the file's details arrive, with or without the
    // runtime: those nodes are not the page's, and show as "?".)
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))))
    expect((await layoutShift(page)).sources.filter((source) => source !== '?')).toEqual([])
    // No room for the volume slider in one row: mute stays.
    expect(await player.getByRole('slider', { name: 'Volume' }).count()).toBe(0)
    await player.getByRole('button', { name: 'Mute' }).waitFor()
  })

  it("stops the playing track when SoundCloud's starts, and asks SoundCloud nothing before", async () => {
    const probe = await pages.open('/music', {
      beforeGoto: async (_, context) => {
        await context.route('https://w.soundcloud.com/**', (route) =>
          route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>SoundCloud</title><p>Live</p>' }),
        )
      },
    })
    const { page } = probe
    const tune = page.getByRole('group', { name: 'Harbour morning' })
    await tune.getByRole('button', { name: 'Play' }).click()
    await tune.getByRole('button', { name: 'Pause' }).waitFor()
    expect(probe.requests.filter((url) => url.includes('soundcloud.com'))).toEqual([])
    await page.getByRole('button', { name: 'Play: Live at the Mill' }).click()
    const frame = page.locator('#live iframe[title="Live at the Mill"]')
    await frame.waitFor()
    expect(await frame.getAttribute('src')).toBe(
      'https://w.soundcloud.com/player/?url=https%3A%2F%2Fsoundcloud.com%2Fthe-harbour-quartet%2Flive-at-the-mill&auto_play=true',
    )
    await tune.getByRole('button', { name: 'Play' }).waitFor()
    expect(await page.locator('#tune audio').evaluate((audio: HTMLAudioElement) => audio.paused)).toBe(true)
  })
})
