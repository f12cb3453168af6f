// The session page's own script, as a template's would be: it names the signed-in role (from the
// context the demo server wrote), hides Log out for a visitor, and opens the sign-up dialog.
// (An external file: the page's policy forbids inline scripts.)
const context = JSON.parse(document.getElementById('atoll-context')?.textContent || '{}')
const account = context.authenticatedAccount
const roles = Object.keys(context.websiteRoles ?? {}).filter((role) => context.websiteRoles[role])
const role = document.querySelector('[data-part=role]')
if (account) role.textContent = `${account.displayName}, signed in (${roles.join(', ') || 'no role'})`
document.querySelector('[data-part=logout]').hidden = !account

const signup = document.querySelector('dialog[data-signup]')
const status = document.querySelector('[data-part=signup-status]')
document.querySelector('[data-part=open-signup]').addEventListener('click', () => {
  signup.showModal()
  status.textContent = 'open'
})
signup.addEventListener('cancel', () => {
  status.textContent = 'cancelled'
})
signup.addEventListener('close', () => {
  if (status.textContent === 'open') status.textContent = `closed (${signup.returnValue})`
})

document.documentElement.dataset.demoReady = 'true'
