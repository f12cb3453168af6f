import { describe, expect, it } from 'vitest'
import { useJourneys } from '../journey.ts'
import type { Target, Visit } from '../visit.ts'

/** The play button of a video block, named by its poster. */
const playVideo = (block: string) =>
  ({ role: 'button', name: 'Play video: The harbour at dusk', within: `#${block}` }) satisfies Target

/** The player a video block shows: its iframe's address and title, and whether it is shown. */
const player = (visit: Visit, block: string) =>
  visit.evaluate((id: string) => {
    const frame = document.querySelector<HTMLIFrameElement>(`#${id} [data-part=player] iframe`)
    const box = frame?.closest<HTMLElement>('[data-part=player]')
    return frame ? { src: frame.getAttribute('src'), title: frame.title, shown: !box?.hidden } : null
  }, block)

/** Whether the page's media element plays now. */
const playing = (visit: Visit, selector: string) =>
  visit.evaluate((query: string) => {
    const media = document.querySelector<HTMLMediaElement>(query)
    return media !== null && !media.paused && !media.ended
  }, selector)

describe('media', () => {
  const journeys = useJourneys()

  it.each(['desktop', 'phone'] as const)(
    'plays a video by its poster: the provider player in its place, one video at a time (%s)',
    async (viewport) => {
      const visit = await journeys.open('/video', { viewport })
      const base = await visit.evaluate(() => location.origin)
      await visit.find(playVideo('video-dusk'))
      // Nothing of the player before the click.
      expect(await player(visit, 'video-dusk')).toBeNull()
      expect(
        await visit.evaluate(() =>
          performance.getEntriesByType('resource').filter((entry) => entry.name.includes('fake-player')),
        ),
      ).toEqual([])

      await visit.click(playVideo('video-dusk'))
      await visit.gone(playVideo('video-dusk'))
      // YouTube's player, asked to play at once and to take the page's commands.
      expect(await player(visit, 'video-dusk')).toEqual({
        src: `${base}/media/fake-player.html?v=dusk&enablejsapi=1&autoplay=1`,
        title: 'The harbour at dusk',
        shown: true,
      })
      await visit.waitFor(
        () => document.activeElement === document.querySelector('#video-dusk [data-part=player] iframe'),
      )

      // The second video (Vimeo's player) is below: it mounts as the visitor comes to it.
      await visit.evaluate(() => document.getElementById('video-ferry')?.scrollIntoView({ block: 'center' }))
      await visit.click(playVideo('video-ferry'))
      await visit.gone(playVideo('video-ferry'))
      expect(await player(visit, 'video-ferry')).toEqual({
        src: `${base}/media/fake-player.html?v=ferry&autoplay=1`,
        title: 'The harbour at dusk',
        shown: true,
      })
      // One at a time: the first is paused and shows its poster and play button again.
      await visit.find(playVideo('video-dusk'))
      expect(await player(visit, 'video-dusk')).toMatchObject({ shown: false })
      // The demo's stand-in players are of the page's origin: what they were told can be read.
      await visit.waitFor(
        (states: Record<string, string>) =>
          Object.entries(states).every(
            ([id, state]) =>
              document.querySelector<HTMLIFrameElement>(`#${id} iframe`)?.contentDocument?.querySelector('.state')
                ?.textContent === state,
          ),
        { 'video-dusk': 'Paused', 'video-ferry': 'Playing' },
      )
    },
  )

  it('plays and pauses the audio player and the platform video, one at a time', async () => {
    const visit = await journeys.open('/music')
    // The film is H.264 (MP4, and HLS segments): Firefox and WebKitGTK decode it with the decoders their
    // Debian packages recommend (libavcodec, GStreamer's libav plugin), which .ci/run installs.
    expect(
      await visit.evaluate(() => document.createElement('video').canPlayType('video/mp4; codecs="avc1.42E01E"')),
      'an H.264 decoder for the engine',
    ).not.toBe('')
    const tune = (name: 'Play' | 'Pause') => ({ role: 'button', name, within: '#tune' }) satisfies Target
    const audio = '#tune audio'
    const video = '#film video'

    // A real click each time: the engines play without a gesture by different rules.
    await visit.click(tune('Play'))
    await visit.find(tune('Pause'))
    await visit.waitFor((query: string) => !document.querySelector<HTMLMediaElement>(query)?.paused, audio)
    expect(await visit.has({ role: 'group', name: 'Harbour morning' })).toBe(true)

    const film = { role: 'button', name: 'Play video: The bakehouse test card', within: '#film' } satisfies Target
    await visit.evaluate(() => document.getElementById('film')?.scrollIntoView({ block: 'center' }))
    await visit.click(film)
    await visit.gone(film)
    await visit.waitFor(
      (query: string) => (document.querySelector<HTMLMediaElement>(query)?.currentTime ?? 0) > 0.2,
      video,
    )
    // Starting the video paused the audio.
    await visit.find(tune('Play'))
    expect(await playing(visit, audio)).toBe(false)
    expect(await playing(visit, video)).toBe(true)

    // And the audio again pauses the video.
    await visit.click(tune('Play'))
    await visit.find(tune('Pause'))
    await visit.waitFor((query: string) => document.querySelector<HTMLMediaElement>(query)?.paused, video)
    expect(await playing(visit, audio)).toBe(true)

    await visit.click(tune('Pause'))
    await visit.find(tune('Play'))
    expect(await playing(visit, audio)).toBe(false)
    expect(await playing(visit, video)).toBe(false)
  })
})
