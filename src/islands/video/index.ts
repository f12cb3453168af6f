/**
 * The video island (CONTRACT.md section 3, `video`; spec: click-to-play). The poster stays as the
 * server rendered it (the image feature or the gallery loads it) and a play button covers it;
 * nothing is fetched from the provider until the visitor plays it. It enhances the server's markup
 * in place and needs no renderer. One video plays at a time on the page.
 */
import type { IslandContext, IslandHandle } from '../../contract.ts'
import { adoptStyles } from '../../core/dom/styles.ts'
import { createCleanup } from '../../core/kit/cleanup.ts'
import { loadMessages, t } from '../../core/i18n/index.ts'
import { endPlayback, parseDimensions, parseFocalPoint, placeImage, startPlayback } from '../../core/media/index.ts'
import { normalizeOptions } from './options.ts'
import { buildFrame, command, DEFAULT_ASPECT_PERCENT, parseEmbed, playerUrl, providerOf } from './video.ts'
import css from './video.css?inline'
import messages from 'virtual:atoll-messages'

export async function mount(element: HTMLElement, { settings }: IslandContext): Promise<IslandHandle> {
  const { mode } = normalizeOptions(settings)
  const cleanup = createCleanup()
  adoptStyles(css)
  element.dataset.videoMode = mode
  const poster = element.querySelector<HTMLImageElement>(':scope > img')
  if (!poster) element.style.aspectRatio = `100 / ${DEFAULT_ASPECT_PERCENT}`
  // The 16:9 crop (video.css) keeps the poster's focal point in view, unless the poster has a crop
  // of its own (data-fit), which the image loader places.
  else if (!poster.dataset.fit) {
    const { x, y } = parseFocalPoint(poster.dataset.imageFocalPoint)
    poster.style.objectPosition = `${x * 100}% ${y * 100}%`
  }
  const embed = parseEmbed(element.dataset.html)
  await loadMessages(messages)

  if (embed.type === 'invalid') {
    // spec: type invalid shows a notice
    const notice = element.appendChild(document.createElement('p'))
    notice.dataset.part = 'notice'
    notice.textContent = t('editor.invalidVideoEmbed')
    return { destroy: cleanup.clear }
  }

  const provider = providerOf(element.dataset.providerName, embed.src)
  const play = element.appendChild(document.createElement('button'))
  play.type = 'button'
  play.dataset.part = 'play'
  play.setAttribute('aria-label', poster?.alt ? `${t('media.playVideo')}: ${poster.alt}` : t('media.playVideo'))
  let player: HTMLElement | undefined
  /** Stops what listens to the player now: it goes on a reset where it cannot pause. */
  let letGo = () => {}
  // spec: only one video plays; an audio player starting stops it too (core/media/playback.ts).
  const self = { stop: reset }

  // A button: click, Enter and Space all arrive as a click.
  cleanup.listen(play, 'click', start)
  // spec: a gallery resets the video of a slide it leaves
  cleanup.listen(element, 'atoll:video-reset', reset)
  cleanup.add(() => endPlayback(self))

  function start(): void {
    startPlayback(self)
    if (!player) {
      player = element.appendChild(document.createElement('div'))
      player.dataset.part = 'player'
      // A new element from the embed's checked source and attributes, never the embed's own nodes.
      const frame = buildFrame({ ...embed, src: playerUrl(embed.src!, provider) })
      // `allow` takes over from the old allowfullscreen attribute, which would only draw a warning now.
      frame.removeAttribute('allowfullscreen')
      frame.allow = 'autoplay; fullscreen; picture-in-picture; encrypted-media'
      frame.title ||= poster?.alt || element.dataset.providerName || t('media.playVideo')
      // A player left before it loaded (another video started) lost the pause sent then, and its
      // autoplay would start it hidden: it is told to pause as it loads, and to play only when shown.
      const undo = [cleanup.listen(frame, 'load', () => send(player?.hidden ? 'pause' : 'play'))]
      player.appendChild(frame)
      if (mode !== 'none') {
        const sized = new ResizeObserver(() => fit(frame))
        sized.observe(element)
        undo.push(cleanup.add(() => sized.disconnect()))
      }
      letGo = () => {
        for (const stop of undo) stop()
      }
    } else send('play')
    player.hidden = false
    play.hidden = true
    element.dataset.playing = ''
    ;(player.firstElementChild as HTMLElement | null)?.focus({ preventScroll: true })
    element.dispatchEvent(new CustomEvent('atoll:video-play', { bubbles: true }))
  }

  /** Back to the poster: paused where the player takes commands, removed (so reloaded) elsewhere. */
  function reset(): void {
    endPlayback(self)
    if (!player || player.hidden) return
    const focused = player.contains(document.activeElement)
    if (command(provider, 'pause')) {
      send('pause')
      player.hidden = true
    } else {
      letGo()
      player.remove()
      player = undefined
    }
    play.hidden = false
    delete element.dataset.playing
    if (focused) play.focus()
    element.dispatchEvent(new CustomEvent('atoll:video-stop', { bubbles: true }))
  }

  function send(action: 'play' | 'pause'): void {
    const frame = player?.firstElementChild
    const message = command(provider, action)
    if (!(frame instanceof HTMLIFrameElement) || !message) return
    frame.contentWindow?.postMessage(message, new URL(frame.src).origin)
  }

  /** spec: mode fit keeps the player's ratio inside the box; fill covers the box. */
  function fit(frame: HTMLElement): void {
    const natural = parseDimensions(`${frame.getAttribute('width')}x${frame.getAttribute('height')}`) ?? {
      width: 100,
      height: DEFAULT_ASPECT_PERCENT,
    }
    const box = { width: element.clientWidth, height: element.clientHeight }
    if (!box.width || !box.height) return
    const placed = placeImage(box, natural, mode === 'fill' ? 'cover' : 'contain')
    Object.assign(frame.style, {
      width: `${placed.width}px`,
      height: `${placed.height}px`,
      left: `${placed.left}px`,
      top: `${placed.top}px`,
    })
  }

  return { destroy: cleanup.clear }
}
