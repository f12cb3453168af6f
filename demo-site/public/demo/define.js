// A site's own islands, defined as an integrator would: each `load` resolves to a module with
// `mount(element, { settings })` returning `{ destroy() }`, as Atoll's own islands do.

/** Says whether the shop is open at this hour, and updates the sentence every minute. */
const openingHours = {
  mount(element, { settings }) {
    const status = element.querySelector('[data-part=status]')
    const show = () => {
      const hour = new Date().getHours()
      const open = hour >= settings.opens && hour < settings.closes
      status.textContent = open
        ? `Open now, until ${settings.closes}:00.`
        : `Closed now. We open at ${settings.opens}:00.`
    }
    show()
    const timer = setInterval(show, 60_000)
    return { destroy: () => clearInterval(timer) }
  },
}

/** Fails on purpose: the loader keeps the block's server HTML and names the block once. */
const ovenCamera = {
  mount() {
    throw new Error('The oven camera is offline')
  },
}

// Without the runtime (its script failed to load, or was blocked) the blocks keep their server HTML.
window.Atoll?.define('opening-hours', async () => openingHours, { moment: 'load' })
window.Atoll?.define('oven-camera', async () => ovenCamera)
