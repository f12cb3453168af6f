// The cookie banner pages' own script, as a template's script would drive the banner: buttons
// [data-banner] send the banner's events (update with the settings in data-settings, force, unforce)
// or open it again, and [data-part=choice] shows the stored choice. (An external file: the page's
// policy forbids inline scripts.)
const CONSENT_COOKIE = 'ss_consent'
const output = document.querySelector('[data-part=choice]')

function describe(choice) {
  if (!choice?.choice) return 'none yet'
  const when = choice.date ? ` on ${new Date(choice.date).toLocaleString()}` : ''
  const by = choice.source === 'gpc' ? ' (Global Privacy Control)' : ''
  return `${choice.choice}${by}${when}; analytics ${choice.analytics ? 'on' : 'off'}`
}

function stored() {
  const value = document.cookie.split('; ').find((cookie) => cookie.startsWith(`${CONSENT_COOKIE}=`))
  const [, choice, date] = decodeURIComponent(value?.slice(CONSENT_COOKIE.length + 1) ?? '').split('|')
  return choice ? { choice, source: 'visitor', date: Number(date), analytics: choice === 'accepted' } : null
}

/** Opens the banner: through Atoll.consent where the page has it, else through the preferences button. */
function open() {
  if (window.Atoll?.consent) return window.Atoll.consent.show()
  document.querySelector('[data-part=preferences]')?.click()
}

const send = (name, detail) => document.dispatchEvent(new CustomEvent(`atoll:cookie-banner-${name}`, { detail }))

document.addEventListener('atoll:consent', (event) => {
  output.textContent = describe(event.detail)
})

document.addEventListener('click', (event) => {
  const control = event.target.closest('[data-banner]')
  if (!control) return
  const settings = control.dataset.settings ? JSON.parse(control.dataset.settings) : undefined
  switch (control.dataset.banner) {
    case 'settings':
      send('update', settings)
      open()
      break
    case 'force':
      send('force')
      break
    case 'unforce':
      send('unforce', settings)
      break
    case 'show':
      open()
      break
    case 'forget':
      document.cookie = `${CONSENT_COOKIE}=; Max-Age=0; Path=/`
      location.reload()
      break
  }
})

output.textContent = describe(stored())
document.documentElement.dataset.demoReady = 'true'
