// The tracking page's own script: lists what the demo server received from the tracking core, by
// kind, from /inbox.json, every few seconds; and throws errors on demand so that the error reports
// can be seen. (An external file: the page's policy forbids inline scripts.)
const KINDS = [
  ['census', 'Census: page views, buttons, forms, overlays, quick views'],
  ['track', 'Track image'],
  ['events', 'Events, error reports and traces'],
  ['v1', 'Product events'],
  ['performance', 'Performance settings and records'],
  ['commerce', 'Session recording id'],
]
const SHOWN = 15
const REFRESH_MS = 3000
/**
 * A time as HH:MM:SS, the local clock's. Not toLocaleTimeString: the locale data it loads on its first
 * call and the formatter it builds on each made this page's longest task (over 100 ms at 3x CPU).
 */
const time = (date) => date.toTimeString().slice(0, 8)
const lists = document.querySelector('[data-part=kinds]')
const updated = document.querySelector('[data-part=updated]')

/** What a record carried: its form fields, its JSON body or its query, as text. */
function summary(record) {
  if (record.form)
    return Object.entries(record.form)
      .map(([name, value]) => `${name} = ${value}`)
      .join('\n')
  if (record.body !== null && record.body !== '')
    return typeof record.body === 'string' ? record.body : JSON.stringify(record.body, null, 2)
  return record.query ? decodeURIComponent(record.query).split('&').join('\n') : '(no body)'
}

function element(tag, text, className) {
  const node = document.createElement(tag)
  if (text !== undefined) node.textContent = text
  if (className) node.className = className
  return node
}

/** Each kind's section and the answer it shows: a kind whose answer did not change is left as it is. */
const shown = new Map()

function section(kind, title, records) {
  const section = element('section')
  section.dataset.kind = kind
  section.append(element('h3', `${title} (${records.length})`))
  const list = element('ol', undefined, 'tracking-list')
  for (const record of records.slice(-SHOWN).reverse()) {
    const item = element('li')
    const heading = element('p')
    heading.append(element('code', `${record.method} ${record.path}`), ` · ${time(new Date(record.createdAt))}`)
    const details = element('details')
    details.append(element('summary', 'What it carried'), element('pre', summary(record)))
    item.append(heading, details)
    list.append(item)
  }
  if (!records.length) list.append(element('li', 'Nothing yet.'))
  section.append(list)
  return section
}

/**
 * Fetches every kind and redraws the kinds whose records changed, so a refresh with nothing new
 * costs the page no layout and leaves the records a reader opened open.
 */
async function refresh() {
  const answers = await Promise.all(
    KINDS.map(async ([kind]) => {
      const response = await fetch(`/inbox.json?kind=${kind}`, { cache: 'no-store' })
      return response.ok ? await response.text() : '[]'
    }),
  )
  KINDS.forEach(([kind, title], i) => {
    const text = answers[i]
    const before = shown.get(kind)
    if (before?.text === text) return
    const next = section(kind, title, JSON.parse(text))
    if (before) before.element.replaceWith(next)
    else lists.append(next)
    shown.set(kind, { text, element: next })
  })
  updated.textContent = `Updated ${time(new Date())}`
}

document.addEventListener('click', (event) => {
  const action = event.target.closest('[data-demo]')?.dataset.demo
  // Thrown from a timer, so that nothing catches them: the tracking core reports uncaught errors.
  if (action === 'error')
    setTimeout(() => {
      throw new Error('Demo: an oven timer went off twice')
    })
  else if (action === 'rejection') Promise.reject(new Error('Demo: the flour delivery was refused'))
  else if (action === 'refresh') void refresh()
})

void refresh()
setInterval(refresh, REFRESH_MS)
document.documentElement.dataset.demoReady = 'true'
