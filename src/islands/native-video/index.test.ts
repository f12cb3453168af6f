// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest'
import { mount } from './index.ts'

// hls.js is the network's and the Media Source's: here a player that takes the video and does nothing.
const attached: HTMLMediaElement[] = []
const released: HTMLMediaElement[] = []
// Fresh modules for this file: a module another file of the worker imported holds the real
// one this file mocks, which the mock would not reach.
vi.hoisted(() => vi.resetModules())

vi.mock('hls.js/light', () => ({
  default: class {
    static isSupported = () => true
    static Events = { ERROR: 'hlsError' }
    on() {}
    loadSource() {}
    media?: HTMLMediaElement
    attachMedia(media: HTMLMediaElement) {
      this.media = media
      attached.push(media)
    }
    destroy() {
      if (this.media) released.push(this.media)
    }
  },
}))

/** A video in the state an engine reports: seeking or not, at `time`, holding `ranges`. */
function engineState(video: HTMLVideoElement, state: { seeking: boolean; time: number; ranges: [number, number][] }) {
  const seeks: number[] = []
  Object.defineProperties(video, {
    seeking: { get: () => state.seeking, configurable: true },
    buffered: {
      get: () => ({
        length: state.ranges.length,
        start: (i: number) => state.ranges[i]![0],
        end: (i: number) => state.ranges[i]![1],
      }),
      configurable: true,
    },
    currentTime: { get: () => state.time, set: (time: number) => seeks.push(time), configurable: true },
  })
  return seeks
}

/** The block as the template renders it: the poster and a link to the file. */
const SERVED = `<div data-block="native-video" id="film">
    <img src="/poster.jpg" width="320" height="180" alt="The bakehouse test card">
    <p data-part="link"><a href="/film.mp4">Watch the film</a></p>
  </div>`

async function playFilm() {
  document.body.innerHTML = SERVED
  const element = document.getElementById('film')!
  const settings = { hls: '/film.m3u8', mp4: '/film.mp4' }
  const handle = await mount(element, { kind: 'native-video', settings, page: { locale: 'en-US' } })
  vi.spyOn(HTMLMediaElement.prototype, 'canPlayType').mockReturnValue('')
  vi.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue()
  element.querySelector<HTMLButtonElement>('button')!.click()
  await vi.waitFor(() => expect(attached).toHaveLength(1))
  return { video: attached[0] as HTMLVideoElement, handle }
}

describe('native-video island, hls.js', () => {
  afterEach(() => {
    attached.length = 0
    vi.useRealTimers()
    document.body.innerHTML = ''
  })

  it('asks again for a seek to a buffered time that has not ended after a second (WebKitGTK)', async () => {
    const { video, handle } = await playFilm()
    vi.useFakeTimers()
    const state = { seeking: true, time: 0.123, ranges: [[0.123, 4.04]] as [number, number][] }
    const seeks = engineState(video, state)
    video.dispatchEvent(new Event('seeking'))
    vi.advanceTimersByTime(999)
    expect(seeks).toEqual([])
    vi.advanceTimersByTime(1)
    expect(seeks).toEqual([0.123])
    handle.destroy()
  })

  it('leaves a seek alone that ends, or that waits for media not yet there', async () => {
    const { video, handle } = await playFilm()
    vi.useFakeTimers()
    const state = { seeking: true, time: 0.123, ranges: [[0.123, 4.04]] as [number, number][] }
    const seeks = engineState(video, state)
    video.dispatchEvent(new Event('seeking'))
    state.seeking = false
    vi.advanceTimersByTime(2000)
    // A seek to a time not yet loaded waits for the network, as it should.
    state.seeking = true
    state.time = 3
    state.ranges = [[0, 2]]
    video.dispatchEvent(new Event('seeking'))
    vi.advanceTimersByTime(2000)
    expect(seeks).toEqual([])
    // Nor does a seek outlive the island.
    state.time = 1
    video.dispatchEvent(new Event('seeking'))
    handle.destroy()
    vi.advanceTimersByTime(2000)
    expect(seeks).toEqual([])
  })
})

describe('native-video island, destroy', () => {
  afterEach(() => {
    attached.length = 0
    released.length = 0
    vi.useRealTimers()
    vi.restoreAllMocks()
    document.body.innerHTML = ''
  })

  it('gives the server its poster and link back, stops the player, and listens no more', async () => {
    released.length = 0
    const { video, handle } = await playFilm()
    expect(document.querySelector('#film video')).toBe(video)
    const paused = vi.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(() => {})
    handle.destroy()
    expect(document.body.innerHTML).toBe(SERVED)
    expect(released).toEqual([video])
    expect(paused).toHaveBeenCalled()
    // The removed video's seek watch is gone with it: a stuck seek is not asked again.
    vi.useFakeTimers()
    const seeks = engineState(video, { seeking: true, time: 0.5, ranges: [[0, 4]] })
    video.dispatchEvent(new Event('seeking'))
    vi.advanceTimersByTime(2000)
    expect(seeks).toEqual([])
  })
})
