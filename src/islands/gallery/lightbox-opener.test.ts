// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { Autoplay } from './autoplay.ts'
import { createLightboxOpener } from './lightbox-opener.ts'
import { galleryContext, galleryHtml } from './testing.ts'

const lightbox = vi.hoisted(() => ({ openLightbox: vi.fn() }))
// Fresh modules for this file: a module another file of the worker imported holds the real
// one this file mocks, which the mock would not reach.
vi.hoisted(() => vi.resetModules())

vi.mock('./lightbox.ts', () => ({ openLightbox: lightbox.openLightbox }))

describe('createLightboxOpener', () => {
  afterEach(() => {
    document.body.innerHTML = ''
    vi.restoreAllMocks()
  })

  it('opens on the slide, holds autoplay while open, follows it in the gallery and gives the focus back', async () => {
    document.body.innerHTML = galleryHtml()
    const context = await galleryContext({ design: 'grid' })
    const autoplay: Autoplay = { pause: vi.fn(), destroy() {} }
    const destroy = vi.fn()
    lightbox.openLightbox.mockReturnValue({ destroy })
    const opener = createLightboxOpener(context, autoplay)
    opener.open(1)
    expect(opener.isOpen()).toBe(true)
    await vi.waitFor(() => expect(lightbox.openLightbox).toHaveBeenCalledOnce())
    const options = lightbox.openLightbox.mock.calls[0]![0]
    expect([options.index, options.items.map((item: { key: string }) => item.key)]).toEqual([1, ['s0', 's1', 's2']])
    expect(autoplay.pause).toHaveBeenCalledWith('lightbox', true)
    options.change(2)
    expect(context.nav.index()).toBe(2)
    options.closed(2)
    expect(opener.isOpen()).toBe(false)
    expect(autoplay.pause).toHaveBeenLastCalledWith('lightbox', false)
    expect(document.activeElement).toBe(context.slides[2]!.media)
    opener.open(0)
    await vi.waitFor(() => expect(lightbox.openLightbox).toHaveBeenCalledTimes(2))
    opener.destroy()
    await vi.waitFor(() => expect(destroy).toHaveBeenCalledOnce())
  })
})
