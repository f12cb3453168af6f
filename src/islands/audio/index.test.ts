// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { IslandHandle } from '../../contract.ts'
import { mount } from './index.ts'

const SERVED =
  '<div data-block="audio" id="track"><audio preload="none" src="/media/harbour.mp3" controls=""></audio>' +
  '<p data-part="title">Harbour at dawn</p><p data-part="author">Ada Okafor</p></div>'

const SOUNDCLOUD =
  '<div data-block="audio" id="cloud"><a href="https://soundcloud.com/harbour/dawn">Harbour at dawn</a>' +
  '<p data-part="title">Harbour at dawn</p></div>'

let handle: IslandHandle | undefined

async function mountTrack(html: string, settings: Record<string, unknown> = {}) {
  document.body.innerHTML = html
  const element = document.querySelector<HTMLElement>('[data-block=audio]')!
  handle = await mount(element, { kind: 'audio', settings, page: { locale: 'en-US' } })
  return element
}

afterEach(() => {
  handle?.destroy()
  handle = undefined
  vi.restoreAllMocks()
  document.body.innerHTML = ''
})

describe('audio island, destroy', () => {
  it("gives the server its audio element and the browser's controls back, stopped, and listens no more", async () => {
    const element = await mountTrack(SERVED)
    const audio = element.querySelector('audio')!
    expect(element.querySelector('button[aria-label]')).not.toBeNull()
    const paused = vi.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(() => {})
    handle!.destroy()
    handle = undefined
    expect(document.body.innerHTML).toBe(SERVED)
    expect(document.querySelector('audio')).toBe(audio)
    expect(paused).toHaveBeenCalledOnce()
    // The player's controls followed the audio's events: nothing is drawn for them any more.
    audio.dispatchEvent(new Event('play'))
    expect(element.querySelectorAll('button')).toHaveLength(0)
    expect(paused).toHaveBeenCalledOnce()
  })

  it("takes the SoundCloud play button away, leaving the server's link to the track", async () => {
    const element = await mountTrack(SOUNDCLOUD, { soundcloudUrl: 'https://soundcloud.com/harbour/dawn' })
    const play = element.querySelector<HTMLButtonElement>('button')!
    expect(play.textContent).toBe('Play: Harbour at dawn')
    handle!.destroy()
    handle = undefined
    expect(document.body.innerHTML).toBe(SOUNDCLOUD)
  })
})
