// The newsletter form's post-submit HTML loads this script after a successful sign-up, as a site
// would load a conversion tag. (An external file: the page's policy forbids inline scripts.)
const note = document.querySelector('[data-part=post-submit-note]')
if (note) {
  note.textContent = 'The post-submit script ran: a site would record the sign-up with its own tag here.'
  note.hidden = false
}
