// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { mount } from './index.ts'

const page = { locale: 'en-US' }

function render(id: string, embed: string, provider = 'YouTube'): HTMLElement {
  const block = document.createElement('div')
  block.dataset.block = 'video'
  block.id = id
  block.dataset.providerName = provider
  block.dataset.html = embed
  block.innerHTML = '<img data-src="/m/poster.jpg" alt="The harbour">'
  document.body.appendChild(block)
  return block
}

const youtube = '<iframe src="https://www.youtube.com/embed/abc" width="640" height="360"></iframe>'
const vimeo = '<iframe src="https://player.vimeo.com/video/123" width="640" height="360"></iframe>'

describe('video island', () => {
  beforeEach(() => {
    // happy-dom loads no frames and says so on the console: the players are checked by their attributes.
    vi.spyOn(console, 'error').mockImplementation(() => {})
  })
  afterEach(() => {
    document.body.innerHTML = ''
  })

  it('shows a labelled play button and fetches nothing before it is pressed', async () => {
    const block = render('v1', youtube)
    await mount(block, { kind: 'video', settings: {}, page })
    expect(block.querySelector('[data-part=play]')?.getAttribute('aria-label')).toBe('Play video: The harbour')
    expect(block.querySelector('iframe')).toBeNull()
  })

  it("keeps the poster's focal point in view of its 16:9 crop, unless the poster has a crop of its own", async () => {
    const block = render('v1', youtube)
    const poster = block.querySelector('img')!
    poster.dataset.imageFocalPoint = '0.2,0.75'
    await mount(block, { kind: 'video', settings: {}, page })
    expect(poster.style.objectPosition).toBe('20% 75%')
    const cropped = render('v2', youtube)
    cropped.querySelector('img')!.dataset.fit = 'fill'
    await mount(cropped, { kind: 'video', settings: {}, page })
    expect(cropped.querySelector('img')!.style.objectPosition).toBe('')
  })

  it('puts the player in on a click, asked to start, and tells the page it plays', async () => {
    const block = render('v1', youtube)
    await mount(block, { kind: 'video', settings: { mode: 'fill' }, page })
    const played = vi.fn()
    document.addEventListener('atoll:video-play', played, { once: true })
    block.querySelector<HTMLButtonElement>('[data-part=play]')!.click()
    const frame = block.querySelector('iframe')!
    expect(frame.getAttribute('src')).toBe('https://www.youtube.com/embed/abc?enablejsapi=1&autoplay=1')
    expect(frame.getAttribute('allow')).toContain('autoplay')
    expect(block.querySelector<HTMLElement>('[data-part=play]')!.hidden).toBe(true)
    expect(played).toHaveBeenCalledOnce()
  })

  it('plays one video at a time: the other goes back to its poster, paused', async () => {
    const first = render('v1', youtube)
    const second = render('v2', vimeo, 'Vimeo')
    await mount(first, { kind: 'video', settings: {}, page })
    await mount(second, { kind: 'video', settings: {}, page })
    first.querySelector<HTMLButtonElement>('[data-part=play]')!.click()
    const player = first.querySelector<HTMLIFrameElement>('iframe')!
    const post = vi.fn()
    Object.defineProperty(player, 'contentWindow', { value: { postMessage: post } })
    second.querySelector<HTMLButtonElement>('[data-part=play]')!.click()
    expect(post).toHaveBeenCalledWith(
      JSON.stringify({ event: 'command', func: 'pauseVideo', args: '' }),
      'https://www.youtube.com',
    )
    expect(first.querySelector<HTMLElement>('[data-part=play]')!.hidden).toBe(false)
    expect(first.querySelector<HTMLElement>('[data-part=player]')!.hidden).toBe(true)
    expect(second.querySelector('iframe')).not.toBeNull()
    // Played again: the same player, told to play.
    first.querySelector<HTMLButtonElement>('[data-part=play]')!.click()
    expect(post).toHaveBeenLastCalledWith(
      JSON.stringify({ event: 'command', func: 'playVideo', args: '' }),
      'https://www.youtube.com',
    )
    expect(first.querySelectorAll('iframe')).toHaveLength(1)
  })

  it('pauses a player that loads after another video started, and plays it once shown again', async () => {
    const first = render('v1', youtube)
    const second = render('v2', vimeo, 'Vimeo')
    await mount(first, { kind: 'video', settings: {}, page })
    await mount(second, { kind: 'video', settings: {}, page })
    first.querySelector<HTMLButtonElement>('[data-part=play]')!.click()
    const player = first.querySelector<HTMLIFrameElement>('iframe')!
    const post = vi.fn()
    Object.defineProperty(player, 'contentWindow', { value: { postMessage: post } })
    // The second starts before the first player has loaded: the pause it sends meets no player yet.
    second.querySelector<HTMLButtonElement>('[data-part=play]')!.click()
    player.dispatchEvent(new Event('load'))
    expect(post).toHaveBeenLastCalledWith(
      JSON.stringify({ event: 'command', func: 'pauseVideo', args: '' }),
      'https://www.youtube.com',
    )
    first.querySelector<HTMLButtonElement>('[data-part=play]')!.click()
    player.dispatchEvent(new Event('load'))
    expect(post).toHaveBeenLastCalledWith(
      JSON.stringify({ event: 'command', func: 'playVideo', args: '' }),
      'https://www.youtube.com',
    )
  })

  it('goes back to its poster when its gallery slide is left', async () => {
    const block = render('v1', '<iframe src="https://fast.wistia.net/embed/iframe/abc"></iframe>', 'Wistia')
    await mount(block, { kind: 'video', settings: {}, page })
    block.querySelector<HTMLButtonElement>('[data-part=play]')!.click()
    const stopped = vi.fn()
    document.addEventListener('atoll:video-stop', stopped, { once: true })
    block.dispatchEvent(new CustomEvent('atoll:video-reset'))
    // A player that takes no commands is removed, so it is reloaded next time.
    expect(block.querySelector('iframe')).toBeNull()
    expect(block.querySelector<HTMLElement>('[data-part=play]')!.hidden).toBe(false)
    expect(stopped).toHaveBeenCalledOnce()
  })

  it('shows the notice for an invalid embed', async () => {
    const block = render('v1', '<p>not a player</p>')
    await mount(block, { kind: 'video', settings: {}, page })
    expect(block.querySelector('[data-part=notice]')?.textContent).toBe('Invalid video embed')
    expect(block.querySelector('[data-part=play]')).toBeNull()
  })

  it('builds a fresh player from the embed: no handler, no nested object, no other attribute reaches the page', async () => {
    const block = render(
      'v1',
      '<iframe src="https://www.youtube.com/embed/abc" width="640" height="360" onload="window.ran = 1" srcdoc="<p>x</p>" style="color:red"><object data="x.swf"></object></iframe>',
    )
    await mount(block, { kind: 'video', settings: {}, page })
    block.querySelector<HTMLButtonElement>('[data-part=play]')!.click()
    const frame = block.querySelector('iframe')!
    expect(frame.getAttributeNames().sort()).toEqual(['allow', 'height', 'src', 'title', 'width'])
    expect(frame.children).toHaveLength(0)
  })

  it.each([
    '<iframe src="javascript:alert(1)"></iframe>',
    '<iframe src="data:text/html,x"></iframe>',
    '<iframe src="https://evil.example/x"></iframe>',
  ])('shows the notice for %s', async (html) => {
    const block = render('v1', html)
    await mount(block, { kind: 'video', settings: {}, page })
    expect(block.querySelector('[data-part=notice]')?.textContent).toBe('Invalid video embed')
    expect(block.querySelector('iframe')).toBeNull()
  })

  it('fails on a mode it does not know', async () => {
    await expect(mount(render('v1', youtube), { kind: 'video', settings: { mode: 'stretch' }, page })).rejects.toThrow(
      'video: mode must be one of none, fit, fill',
    )
  })

  it('leaves nothing listening once destroyed', async () => {
    const block = render('v1', youtube)
    const handle = await mount(block, { kind: 'video', settings: {}, page })
    handle.destroy()
    block.querySelector<HTMLButtonElement>('[data-part=play]')!.click()
    expect(block.querySelector('iframe')).toBeNull()
  })
})
