// The configuration area's stand-in: a page framed by it posts `{ type: 'atoll:escape' }` on Escape;
// the first closes the guide, the next ones toggle the full-screen preview.
const config = document.querySelector('[data-part=config]')
const guide = document.querySelector('[data-part=guide]')
const status = document.querySelector('[data-part=status]')

function closeGuide() {
  guide.hidden = true
  status.textContent = 'guide closed'
}

document.querySelector('[data-part=close-guide]').addEventListener('click', closeGuide)
window.addEventListener('message', (event) => {
  if (event.origin !== location.origin || event.data?.type !== 'atoll:escape') return
  if (!guide.hidden) return closeGuide()
  const full = config.toggleAttribute('data-fullscreen')
  status.textContent = full ? 'full-screen preview' : 'framed preview'
})
