// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest'
import { normalizeOptions } from './options.ts'
import { command, parseEmbed, playerUrl, providerOf } from './video.ts'

describe('video rules', () => {
  it('takes mode none, fit, fill or null', () => {
    expect(['none', 'fit', 'fill'].map((mode) => normalizeOptions({ mode }).mode)).toEqual(['none', 'fit', 'fill'])
    expect(normalizeOptions({ mode: null }).mode).toBe('fit')
    expect(normalizeOptions({}).mode).toBe('fit')
    expect(() => normalizeOptions({ mode: 'stretch' })).toThrow(
      new TypeError('video: mode must be one of none, fit, fill'),
    )
  })

  it("takes a known player's iframe, and calls anything else invalid", () => {
    const base = 'https://site.example/videos'
    expect(parseEmbed('<iframe src="https://www.youtube.com/embed/x"></iframe>', base)).toEqual({
      type: 'iframe',
      src: 'https://www.youtube.com/embed/x',
      attributes: {},
    })
    expect(
      parseEmbed(
        '<div class="wrap"><iframe src="https://player.vimeo.com/video/1" width="640" height="360px" title="Dusk" onload="alert(1)" srcdoc="x" allowfullscreen referrerpolicy="evil"></iframe></div>',
        base,
      ),
    ).toEqual({
      type: 'iframe',
      src: 'https://player.vimeo.com/video/1',
      attributes: { width: '640', title: 'Dusk', allowfullscreen: '' },
    })
    // The site's own players.
    expect(parseEmbed('<iframe src="/media/player.html"></iframe>', base).src).toBe(
      'https://site.example/media/player.html',
    )
    for (const html of [
      '<object data="/v.swf"></object>',
      '<iframe></iframe>',
      '<iframe src="javascript:alert(1)"></iframe>',
      '<iframe src=" JaVaScript:alert(1)"></iframe>',
      '<iframe src="data:text/html,<script>alert(1)</script>"></iframe>',
      '<iframe src="http://www.youtube.com/embed/x"></iframe>',
      '<iframe src="https://www.youtube.com.evil.example/embed/x"></iframe>',
      '<iframe src="//evil.example/x"></iframe>',
      '<iframe src="/\\evil.example/x"></iframe>',
      '<object data="x"><iframe src="javascript:alert(1)"></iframe></object>',
    ]) {
      expect(parseEmbed(html, base)).toEqual({ type: 'invalid' })
    }
    expect(parseEmbed('<p>no player</p>').type).toBe('invalid')
    expect(parseEmbed(undefined).type).toBe('invalid')
  })

  it('knows YouTube and Vimeo by name or by host', () => {
    expect(providerOf('YouTube', null)).toBe('youtube')
    expect(providerOf(undefined, 'https://player.vimeo.com/video/1')).toBe('vimeo')
    expect(providerOf('Wistia', 'https://fast.wistia.net/embed/1')).toBe('other')
  })

  it('asks the player to start and to take commands', () => {
    expect(playerUrl('https://www.youtube.com/embed/x?rel=0', 'youtube')).toBe(
      'https://www.youtube.com/embed/x?rel=0&enablejsapi=1&autoplay=1',
    )
    expect(playerUrl('https://player.vimeo.com/video/1', 'vimeo')).toBe('https://player.vimeo.com/video/1?autoplay=1')
    expect(playerUrl('https://fast.wistia.net/embed/1', 'other')).toBe('https://fast.wistia.net/embed/1')
  })

  it("speaks each provider's play and pause commands", () => {
    expect(JSON.parse(command('youtube', 'play')!)).toMatchObject({ event: 'command', func: 'playVideo' })
    expect(JSON.parse(command('youtube', 'pause')!)).toMatchObject({ event: 'command', func: 'pauseVideo' })
    expect(JSON.parse(command('vimeo', 'play')!)).toEqual({ method: 'play' })
    expect(JSON.parse(command('vimeo', 'pause')!)).toEqual({ method: 'pause' })
    expect(command('other', 'play')).toBeUndefined()
  })
})
