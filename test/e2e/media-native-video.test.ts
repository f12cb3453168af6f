import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { type PageProbe, usePages } from './harness.ts'

const VIDEO_FILES = /\/demo\/media\/bakehouse(\.m3u8|\.mp4|-\d\.ts)$/
const HLS_JS = /\/hls\.light-[a-z0-9]+\.js$/

/** The platform video on /music: nothing of it before play, HLS natively or through hls.js, captions, the keyboard. */
describe('platform video', () => {
  const pages = usePages()

  async function playFromKeyboard(probe: PageProbe): Promise<Page> {
    const { page } = probe
    const play = page.getByRole('button', { name: 'Play video: The bakehouse test card' })
    await play.scrollIntoViewIfNeeded()
    await page.locator('#film[data-island-state=mounted]').waitFor()
    expect(probe.requests.filter((url) => VIDEO_FILES.test(url) || HLS_JS.test(url))).toEqual([])
    await play.focus()
    await page.keyboard.press('Enter')
    const video = page.locator('#film video')
    await expect
      .poll(() => video.evaluate((v: HTMLVideoElement) => v.currentTime > 0.5), { timeout: 10_000 })
      .toBe(true)
    expect(await video.evaluate((v) => v === document.activeElement)).toBe(true)
    expect(await video.evaluate((v: HTMLVideoElement) => [...v.textTracks].map((t) => `${t.kind}:${t.label}`))).toEqual(
      ['captions:English'],
    )
    return page
  }

  it('plays HLS through the browser where it can, fetching neither the video nor hls.js before play', async () => {
    const probe = await pages.open('/music')
    await playFromKeyboard(probe)
    expect(probe.requests.some((url) => url.endsWith('/demo/media/bakehouse.m3u8'))).toBe(true)
    expect(probe.requests.filter((url) => HLS_JS.test(url))).toEqual([])
  })

  it('plays HLS through hls.js, imported on play, where the browser has no HLS of its own', async () => {
    const probe = await pages.open('/music', {
      beforeGoto: async (page) => {
        await page.addInitScript(() => {
          const canPlayType = HTMLMediaElement.prototype.canPlayType
          HTMLMediaElement.prototype.canPlayType = function (type: string) {
            return type === 'application/vnd.apple.mpegurl' ? '' : canPlayType.call(this, type)
          }
        })
      },
    })
    await playFromKeyboard(probe)
    expect(probe.requests.filter((url) => HLS_JS.test(url))).toHaveLength(1)
    expect(probe.requests.some((url) => url.endsWith('/demo/media/bakehouse-0.ts'))).toBe(true)
    expect(await probe.page.locator('#film video').evaluate((v: HTMLVideoElement) => v.currentSrc)).toMatch(/^blob:/)
  })

  it('stops the audio player when the video starts', async () => {
    const probe = await pages.open('/music')
    const { page } = probe
    const tune = page.getByRole('group', { name: 'Harbour morning' })
    await tune.getByRole('button', { name: 'Play' }).click()
    await tune.getByRole('button', { name: 'Pause' }).waitFor()
    await playFromKeyboard(probe)
    await tune.getByRole('button', { name: 'Play' }).waitFor()
  })
})
