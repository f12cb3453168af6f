// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest'
import { codeInjection, insertHtml } from './html.ts'

// DOMPurify needs a real browser's parser (happy-dom's gives it wrong trees): what it keeps and drops
// is tested in Chromium (test/e2e/form.test.ts). Here it is replaced by a stand-in that drops scripts,
// to test what runs afterwards.
const fakePurify = await vi.hoisted(() => import('../../../test/mocks/dompurify.ts'))
// Fresh modules for this file: a module another file of the worker imported holds the real
// one this file mocks, which the mock would not reach.
vi.hoisted(() => vi.resetModules())

vi.mock('dompurify', () => fakePurify)

describe('insertHtml', () => {
  afterEach(() => {
    document.body.innerHTML = ''
  })

  it('runs no script without code injection', async () => {
    const box = document.body.appendChild(document.createElement('div'))
    const added = await insertHtml(box, '<p>Hi</p><script src="/tag.js"></script><script>window.ran = 1</script>')
    expect(added).toEqual([])
    expect(box.innerHTML).toBe('<p>Hi</p>')
  })

  it('with code injection, adds same-origin external scripts anew and no inline or foreign one', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    const box = document.body.appendChild(document.createElement('div'))
    const added = await insertHtml(
      box,
      '<p>Hi</p><script src="/tag.js" onload="alert(1)"></script><script>window.ran = 1</script><script src="https://evil.example/x.js"></script><script src="javascript:alert(1)"></script>',
      { scripts: true, label: '[atoll:form] #f' },
    )
    expect(added.map((script) => script.src)).toEqual([`${location.origin}/tag.js`])
    expect(added[0]!.getAttribute('onload')).toBeNull()
    expect(box.querySelectorAll('script')).toHaveLength(1)
    expect(console.error).toHaveBeenCalledWith(
      '[atoll:form] #f: A script from another origin was not run: https://evil.example/x.js',
    )
  })

  it('reads website.codeInjection as true only when it is true', () => {
    expect(codeInjection({ codeInjection: true })).toBe(true)
    expect(codeInjection({ codeInjection: 'true' })).toBe(false)
    expect(codeInjection(undefined)).toBe(false)
  })
})
