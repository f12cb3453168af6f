// The block pages' own script, as a template's would be: a `[data-forget]` button clears what the
// browser remembers of a block (its local storage key) and reloads, so the block shows again.
// (An external file: the page's policy forbids inline scripts.)
document.addEventListener('click', (event) => {
  const button = event.target.closest('[data-forget]')
  if (!button) return
  localStorage.removeItem(button.dataset.forget)
  location.reload()
})
