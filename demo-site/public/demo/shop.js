// The shop page's own script, as a store template's cart script would be: it keeps the basket and
// writes it to the full-page cart's `data-cart` (the shopping cart's JSON), which the commerce
// feature passes on to every cart indicator. (An external file: the page's policy forbids inline scripts.)
const root = document.getElementById('sqs-cart-root')
const lines = root.querySelector('[data-part=lines]')
const empty = root.querySelector('[data-part=empty]')
const entries = new Map()

const dollars = (cents) => `$${(cents / 100).toFixed(2)}`

function render() {
  let totalQuantity = 0
  let subtotalCents = 0
  lines.replaceChildren()
  for (const [id, { title, quantity, price }] of entries) {
    totalQuantity += quantity
    subtotalCents += quantity * price
    const line = document.createElement('li')
    line.dataset.line = id
    line.textContent = `${quantity} × ${title}: ${dollars(quantity * price)}`
    lines.append(line)
  }
  empty.hidden = entries.size > 0
  root.dataset.cart = JSON.stringify({ totalQuantity, subtotalCents, entries: [...entries.keys()] })
}

document.addEventListener('click', (event) => {
  const add = event.target.closest('[data-add]')
  if (add) {
    const id = add.dataset.add
    const line = entries.get(id) ?? {
      title: add.closest('.demo-product').querySelector('h3').textContent,
      quantity: 0,
      price: Number(add.dataset.price),
    }
    line.quantity += Number(add.dataset.quantity)
    entries.set(id, line)
    render()
  } else if (event.target.closest('[data-part=empty-basket]')) {
    entries.clear()
    render()
  }
})

document.documentElement.dataset.demoReady = 'true'
