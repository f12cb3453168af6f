// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { mount } from './index.ts'

const TABLE = `<table id="sales"><tr><th></th><th>Jan</th><th>Feb</th></tr>
  <tr><th>Loaves</th><td>120</td><td>1250</td></tr><tr><th>Buns</th><td>40</td><td>60</td></tr></table>`

function render(): HTMLElement {
  document.body.innerHTML = `<figure data-block="chart" id="chart">${TABLE}</figure>`
  return document.getElementById('chart')!
}

const marks = () => [...document.querySelectorAll<SVGElement>('.atoll-chart-mark')]
const names = () => marks().map((mark) => mark.getAttribute('aria-label'))
const press = (target: Element, key: string) =>
  target.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true }))

describe('chart island', () => {
  beforeEach(() => {
    // happy-dom lays nothing out and its ResizeObserver never reports: this one reports the plot's
    // box after the mount, as a browser's does once the next frame has laid it out.
    vi.stubGlobal(
      'ResizeObserver',
      class {
        constructor(private readonly report: ResizeObserverCallback) {}
        observe(target: Element) {
          setTimeout(() => this.report([{ target, contentRect: { width: 400, height: 200 } } as never], this as never))
        }
        disconnect() {}
      },
    )
  })
  afterEach(() => {
    vi.unstubAllGlobals()
    document.body.innerHTML = ''
  })

  it('names each value for screen readers, one tab stop, with the series when there are several', async () => {
    await mount(render(), { kind: 'chart', settings: { type: 'bar', title: 'Sales' }, page: { locale: 'en-US' } })
    expect(marks()).toEqual([])
    await vi.waitFor(() => expect(marks()).toHaveLength(4))
    expect(names()).toEqual(['Loaves, Jan: 120', 'Loaves, Feb: 1,250', 'Buns, Jan: 40', 'Buns, Feb: 60'])
    expect(marks().map((mark) => mark.getAttribute('tabindex'))).toEqual(['0', '-1', '-1', '-1'])
    expect(document.querySelector('svg')?.getAttribute('aria-label')).toBe('Sales')
    expect([...document.querySelectorAll('.atoll-chart-legend li')].map((li) => li.textContent)).toEqual([
      'Loaves',
      'Buns',
    ])
  })

  it('moves focus between values with the arrow keys and shows the focused value', async () => {
    await mount(render(), { kind: 'chart', settings: { type: 'line' }, page: { locale: 'en-US' } })
    await vi.waitFor(() => expect(marks()).toHaveLength(4))
    marks()[0]!.focus()
    press(marks()[0]!, 'ArrowRight')
    await vi.waitFor(() => expect(document.activeElement).toBe(marks()[1]))
    press(marks()[1]!, 'ArrowDown')
    await vi.waitFor(() => expect(document.activeElement).toBe(marks()[3]))
    await vi.waitFor(() => expect(document.querySelector('.atoll-chart-tip')?.textContent).toBe('Buns, Feb: 60'))
    expect(marks()[3]!.getAttribute('tabindex')).toBe('0')
  })

  it('keeps the table for screen readers, and shows it with the Data button', async () => {
    const element = render()
    await mount(element, { kind: 'chart', settings: { type: 'pie' }, page: { locale: 'en-US' } })
    const table = document.getElementById('sales')!.parentElement!
    const button = document.querySelector<HTMLButtonElement>('.atoll-chart-head button')!
    expect(button.textContent).toBe('Data')
    expect(button.getAttribute('aria-controls')).toBe(table.id)
    expect(button.getAttribute('aria-expanded')).toBe('false')
    expect(table.classList.contains('atoll-visually-hidden')).toBe(true)
    button.click()
    await vi.waitFor(() => expect(button.getAttribute('aria-expanded')).toBe('true'))
    expect(table.classList.contains('atoll-visually-hidden')).toBe(false)
    // A pie is of the first series, one slice per label.
    await vi.waitFor(() => expect(names()).toEqual(['Jan: 120', 'Feb: 1,250']))
  })

  it('fails a block without a table, and gives the table back as it was when destroyed', async () => {
    document.body.innerHTML = '<div data-block="chart" id="empty"></div>'
    await expect(
      mount(document.getElementById('empty')!, { kind: 'chart', settings: {}, page: { locale: 'en-US' } }),
    ).rejects.toThrow('the chart block has no table')
    const element = render()
    const before = element.innerHTML
    const handle = await mount(element, { kind: 'chart', settings: {}, page: { locale: 'en-US' } })
    handle.destroy()
    expect(element.innerHTML).toBe(before)
  })
})
