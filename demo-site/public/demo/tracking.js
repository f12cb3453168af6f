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

async function refresh() {
  const sections = await Promise.all(
    KINDS.map(async ([kind, title]) => {
      const response = await fetch(`/inbox.json?kind=${kind}`, { cache: 'no-store' })
      const records = response.ok ? await response.json() : []
      const section = element('section')
      section.dataset.kind = kind
      section.append(element('h3', `${title} (${records.length})`))
      const list = element('ol', undefined, 'tracking-list')
      for (const record of records.slice(-SHOWN).reverse()) {
        const item = element('li')
        const heading = element('p')
        heading.append(
          element('code', `${record.method} ${record.path}`),
          ` · ${new Date(record.createdAt).toLocaleTimeString()}`,
        )
        const details = element('details')
        details.append(element('summary', 'What it carried'), element('pre', summary(record)))
        item.append(heading, details)
        list.append(item)
      }
      if (!records.length) list.append(element('li', 'Nothing yet.'))
      section.append(list)
      return section
    }),
  )
  lists.replaceChildren(...sections)
  updated.textContent = `Updated ${new Date().toLocaleTimeString()}`
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
