/**
 * The platform video (`native-video`, the spec's native video lazy chunk): the template renders a
 * poster image and a link to the file. The island covers the poster with a play button (the facade
 * of the `video` block: nothing of the video is fetched before the visitor plays it); on play, a
 * `<video controls>` with the caption tracks takes the poster's place and plays HLS through the
 * browser where it plays it itself, through hls.js (imported then, and only then) elsewhere, and the
 * MP4 where neither can, or when HLS fails. One audio or video plays at a time on the page. A few
 * DOM calls: no renderer.
 */
import type { IslandContext, IslandHandle } from '../../contract.ts'
import { adoptStyles } from '../../core/dom/styles.ts'
import { loadMessages, t } from '../../core/i18n/index.ts'
import { createCleanup } from '../../core/kit/cleanup.ts'
import { blockLogger } from '../../core/kit/log.ts'
import { endPlayback, startPlayback } from '../../core/media/playback.ts'
import css from './native-video.css?inline'
import { type NativeVideoOptions, normalizeOptions } from './options.ts'
import messages from 'virtual:atoll-messages'

const HLS_TYPE = 'application/vnd.apple.mpegurl'
/** How long a seek to a buffered time may take before it is asked again (see retryStuckSeeks). */
const STUCK_SEEK_MS = 1000

/** What an hls.js player needs of the library: the light build, imported on the first play. */
type HlsPlayer = { destroy(): void }

export async function mount(element: HTMLElement, { settings, page }: IslandContext): Promise<IslandHandle> {
  const options = normalizeOptions(settings)
  await loadMessages(messages, page.locale)
  adoptStyles(css)
  const cleanup = createCleanup()
  const log = blockLogger('native-video', element)
  const poster = element.querySelector('img')
  const link = element.querySelector<HTMLElement>('[data-part=link]')
  const label = poster?.alt ? `${t('media.playVideo')}: ${poster.alt}` : t('media.playVideo')

  const play = document.createElement('button')
  play.type = 'button'
  play.dataset.part = 'play'
  play.setAttribute('aria-label', label)
  element.append(play)

  let video: HTMLVideoElement | undefined
  let hls: HlsPlayer | undefined
  const self = { stop: () => video?.pause() }
  cleanup.add(() => endPlayback(self))
  cleanup.listen(play, 'click', () => void start())

  async function start(): Promise<void> {
    play.hidden = true
    video = createVideo(options, poster, label)
    cleanup.listen(video, 'play', () => startPlayback(self))
    cleanup.listen(video, 'pause', () => endPlayback(self))
    ;(poster ?? play).after(video)
    if (poster) poster.hidden = true
    if (link) link.hidden = true
    startPlayback(self)
    await attachSource(video)
    video.focus()
    void video.play().catch((error: Error) => {
      if (error.name !== 'AbortError') log.error(`The video did not play: ${error.message}`)
    })
  }

  /** HLS the browser's way, else hls.js's, else (or when HLS fails) the MP4. */
  async function attachSource(target: HTMLVideoElement): Promise<void> {
    const { hls: playlist, mp4 } = options
    const toMp4 = () => {
      if (mp4) target.src = mp4
    }
    if (!playlist) return toMp4()
    if (target.canPlayType(HLS_TYPE)) {
      target.src = playlist
      if (mp4) cleanup.listen(target, 'error', toMp4, { once: true })
      return
    }
    try {
      const { default: Hls } = await import('hls.js/light')
      if (!Hls.isSupported()) return toMp4()
      // No worker: a strict policy refuses the blob: worker hls.js would start; a short video does
      // not need it (the page's policy must allow `media-src blob:` for the Media Source, docs/media.md).
      const player = new Hls({ enableWorker: false })
      hls = player
      retryStuckSeeks(target)
      player.on(Hls.Events.ERROR, (_, data) => {
        if (!data.fatal) return
        log.warn(`HLS failed (${data.details}); playing the MP4 instead.`)
        player.destroy()
        hls = undefined
        toMp4()
      })
      player.loadSource(playlist)
      player.attachMedia(target)
    } catch (error) {
      log.warn(`hls.js did not load (${(error as Error).message}); playing the MP4 instead.`)
      toMp4()
    }
  }

  /**
   * WebKitGTK's Media Source now and then never ends a seek to a time it holds (hls.js seeks to the
   * stream's first frame as it starts): the video waits on its first frame for ever. A seek still on
   * after a second, to a buffered time, is asked again; an engine that ends its seeks never meets it.
   */
  function retryStuckSeeks(target: HTMLVideoElement): void {
    let stopTimer = () => {}
    cleanup.listen(target, 'seeking', () => {
      stopTimer()
      stopTimer = cleanup.timeout(() => {
        const time = target.currentTime
        const { buffered } = target
        const held = Array.from({ length: buffered.length }, (_, i) => i).some(
          (i) => buffered.start(i) <= time && time < buffered.end(i),
        )
        if (target.seeking && held) target.currentTime = time
      }, STUCK_SEEK_MS)
    })
  }

  return {
    destroy() {
      cleanup.clear()
      hls?.destroy()
      video?.pause()
      video?.remove()
      if (poster) poster.hidden = false
      if (link) link.hidden = false
      play.remove()
    },
  }
}

/** The video element: native controls (their keyboard with them), the poster's image and size, the captions. */
function createVideo(options: NativeVideoOptions, poster: HTMLImageElement | null, label: string): HTMLVideoElement {
  const video = document.createElement('video')
  video.controls = true
  video.playsInline = true
  video.preload = 'auto'
  video.setAttribute('aria-label', label.replace(/^[^:]+: /, '') || label)
  if (poster) {
    video.poster = poster.currentSrc || poster.src
    if (poster.width && poster.height) {
      video.width = poster.width
      video.height = poster.height
    }
  }
  for (const caption of options.captions) {
    const track = document.createElement('track')
    track.kind = 'captions'
    track.src = caption.src
    track.srclang = caption.lang
    track.label = caption.label || caption.lang
    video.append(track)
  }
  return video
}
