/**
 * The audio player (`audio`): the template renders `<audio preload="none" src>` (with `controls`,
 * for a visitor without script) and the track's `[data-part=title]` and `[data-part=author]`. The
 * island draws its own controls with the renderer in place of the browser's; nothing is downloaded
 * before the visitor plays (`preload="none"` kept). One audio or video plays at a time on the page,
 * and the Media Session shows the title and author. With `soundcloudUrl`, the first play puts
 * SoundCloud's own player in place of the controls.
 */
import { createElement } from 'react'
import { createRoot } from 'react-dom/client'
import type { IslandContext, IslandHandle } from '../../contract.ts'
import { adoptStyles } from '../../core/dom/styles.ts'
import { loadMessages, t } from '../../core/i18n/index.ts'
import { createCleanup } from '../../core/kit/cleanup.ts'
import { committedView } from '../../core/kit/hydrate.ts'
import { blockLogger } from '../../core/kit/log.ts'
import { endPlayback, startPlayback } from '../../core/media/playback.ts'
import { safeUrl } from '../../core/security/url.ts'
import { soundCloudPlayer } from './audio.ts'
import css from './audio.css?inline'
import { normalizeOptions } from './options.ts'
import { Player } from './Player.tsx'
import messages from 'virtual:atoll-messages'

/** spec: the message for a SoundCloud address that is not one. */
export const SOUNDCLOUD_ERROR = 'Issue parsing SoundCloud url'

export async function mount(element: HTMLElement, { settings, page }: IslandContext): Promise<IslandHandle> {
  const { download, soundcloudUrl } = normalizeOptions(settings)
  const log = blockLogger('audio', element)
  const soundCloud = soundcloudUrl ? soundCloudPlayer(soundcloudUrl) : undefined
  const found = element.querySelector('audio')
  if (!found) {
    // Without a file of its own, the block is SoundCloud's: one error either way, as the runtime logs it.
    if (soundcloudUrl && !soundCloud) throw new Error(SOUNDCLOUD_ERROR)
    if (!soundCloud) throw new TypeError('the audio block has neither an <audio> element nor a soundcloudUrl')
  } else if (soundcloudUrl && !soundCloud) log.error(SOUNDCLOUD_ERROR)
  await loadMessages(messages, page.locale)
  adoptStyles(css)
  const title = element.querySelector('[data-part=title]')?.textContent?.trim() ?? ''
  if (!found) return soundCloudOnly(element, soundCloud!, title)
  const audio: HTMLAudioElement = found

  const cleanup = createCleanup()
  const author = element.querySelector('[data-part=author]')?.textContent?.trim() ?? ''
  audio.preload = 'none'

  const self = { stop: () => audio.pause() }
  cleanup.listen(audio, 'play', () => {
    startPlayback(self)
    showSession()
  })
  cleanup.listen(audio, 'pause', () => endPlayback(self))
  cleanup.add(() => endPlayback(self))

  // The player takes the place of the browser's controls without moving what follows the block: the
  // two share one grid cell, the controls hidden (out of the tab order and the accessibility tree) in
  // a line of their own, as they sat in the server's HTML, so the block keeps their height with no
  // layout read. (Measured instead, the height would cost the page a forced layout in a task or frame of
  // the runtime's.)
  const stack = document.createElement('div')
  const line = document.createElement('div')
  const container = document.createElement('div')
  stack.className = 'atoll-audio-stack'
  audio.replaceWith(stack)
  line.append(audio)
  stack.append(line, container)
  const root = createRoot(container)
  let frame: HTMLIFrameElement | undefined

  function play(): void {
    if (soundCloud) {
      // SoundCloud's player, from its own origin, in place of the controls: it plays on its own.
      startPlayback({ stop: () => {} })
      frame = soundCloudFrame(soundCloud, title)
      root.unmount()
      container.replaceChildren(frame)
      frame.focus()
      return
    }
    void audio.play().catch((error: Error) => {
      // A pause before the play began (the visitor's, or another player starting) is not a failure.
      if (error.name !== 'AbortError') log.error(`The audio did not play: ${error.message}`)
    })
  }

  function showSession(): void {
    if (!('mediaSession' in navigator) || typeof MediaMetadata === 'undefined') return
    navigator.mediaSession.metadata = new MediaMetadata({ title, artist: author })
    navigator.mediaSession.setActionHandler('play', () => void audio.play())
    navigator.mediaSession.setActionHandler('pause', () => audio.pause())
  }

  const downloadUrl = download ? safeUrl(audio.currentSrc || audio.src) : undefined
  // Rendered once, its first commit awaited (not forced with flushSync): the player is on the page
  // when mount() resolves.
  const player = createElement(Player, { audio, title, locale: page.locale, download: downloadUrl, onPlay: play })
  await new Promise<void>((committed) => root.render(committedView(player, committed)))

  return {
    destroy() {
      cleanup.clear()
      audio.pause()
      if (!frame) root.unmount()
      stack.replaceWith(audio)
    },
  }
}

/** SoundCloud's player, from its own origin, playing on its own once the visitor asked. */
function soundCloudFrame(src: string, title: string): HTMLIFrameElement {
  const frame = document.createElement('iframe')
  frame.className = 'atoll-audio-frame'
  frame.src = src
  frame.title = title || t('media.audioPlayer')
  frame.allow = 'autoplay'
  return frame
}

/**
 * A block of SoundCloud's alone: a play button (the server's link to the track stays beside it),
 * and on its first use SoundCloud's player in its place. Nothing is asked of SoundCloud before.
 */
function soundCloudOnly(element: HTMLElement, src: string, title: string): IslandHandle {
  const cleanup = createCleanup()
  const button = document.createElement('button')
  button.type = 'button'
  button.className = 'atoll-audio-play'
  button.textContent = title ? `${t('media.audioPlay')}: ${title}` : t('media.audioPlay')
  // On the line of the server's link to the track when there is one: a line of its own below the
  // block's text would push what follows the block down as the island mounts (a layout shift).
  const link = element.querySelector('a[href]')
  const gap = document.createTextNode(' ')
  if (link) link.after(gap, button)
  else element.append(button)
  let frame: HTMLIFrameElement | undefined
  const self = { stop: () => {} }
  cleanup.listen(button, 'click', () => {
    // The provider's player cannot be paused from here: starting it stops whatever else plays.
    startPlayback(self)
    frame = soundCloudFrame(src, title)
    button.replaceWith(frame)
    frame.focus()
  })
  cleanup.add(() => endPlayback(self))
  return {
    destroy() {
      cleanup.clear()
      gap.remove()
      button.remove()
      frame?.remove()
    },
  }
}
