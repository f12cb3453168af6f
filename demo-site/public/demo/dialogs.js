// The dialogs page's own script, as a template's script would call `window.Atoll.dialog`: buttons
// `[data-dialog]` open a dialog, `[data-tooltip]` elements get a tooltip, and the outcome of each is
// written to `[data-part=outcome]`. (An external file: the page's policy forbids inline scripts.)
// Without the runtime (its script failed to load, or was blocked) the page stays as the server wrote it.
const STYLES = ['confirm-reject', 'confirm-cancel', 'confirm', 'none']
if (window.Atoll) start(window.Atoll.dialog)

function start(dialog) {
  const outcome = document.querySelector('[data-part=outcome]')

  const tooltips = [...document.querySelectorAll('[data-tooltip]')].map((target) =>
    dialog.tooltip(target, target.dataset.tooltip),
  )

  document.addEventListener('click', async (event) => {
    const button = event.target.closest('[data-dialog]')
    if (!button) return
    const { dialog: kind, title, message, kind: errorKind } = button.dataset
    let result
    if (STYLES.includes(kind)) result = await dialog.confirm({ style: kind, title, message })
    else if (kind === 'alert') result = await dialog.alert({ title, message }).then(() => 'dismissed')
    else if (kind === 'toast') result = await dialog.toast(message).then(() => 'hidden')
    else if (kind === 'system-error')
      result = await dialog.systemError({ kind: errorKind, message }).then(() => 'closed')
    else return
    outcome.textContent = `${kind}: ${result}`
  })

  // Ready once the tooltips listen (they come with the dialogs chunk, imported on first use).
  Promise.all(tooltips).then(() => {
    document.documentElement.dataset.demoReady = 'true'
  })
}
