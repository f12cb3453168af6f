// The demo player answers the commands a YouTube or Vimeo player takes through postMessage:
// {"event":"command","func":"playVideo"} and {"method":"play"} (and their pause forms). Every
// command it received is kept in window.received, and its state is on the page for the eye.
const state = document.querySelector('.state')
const toggle = document.querySelector('.toggle')
window.received = []

function set(playing) {
  document.body.classList.toggle('playing', playing)
  state.textContent = playing ? 'Playing' : 'Paused'
  toggle.textContent = playing ? 'Pause' : 'Play'
}

addEventListener('message', (event) => {
  if (event.origin !== location.origin) return
  let data = event.data
  try {
    if (typeof data === 'string') data = JSON.parse(data)
  } catch {
    return
  }
  const action =
    data?.func === 'playVideo' || data?.method === 'play'
      ? 'play'
      : data?.func === 'pauseVideo' || data?.method === 'pause'
        ? 'pause'
        : null
  if (!action) return
  window.received.push(action)
  set(action === 'play')
})

toggle.addEventListener('click', () => set(!document.body.classList.contains('playing')))
set(new URLSearchParams(location.search).get('autoplay') === '1')
