// The media pages' own script, as a template's script would listen to Atoll's events: each
// gallery's `atoll:gallery-change` (and reached-end and -beginning) is written under it, and the
// images page's button adds an image, which loads without any call. (An external file: the page's
// policy forbids inline scripts.)
const outputOf = (id) => document.getElementById(id)?.closest('section')?.querySelector('[data-part=gallery-output]')

document.addEventListener('atoll:gallery-change', ({ detail }) => {
  const output = outputOf(detail.id)
  if (output) output.textContent = `gallery-change: slide ${detail.index + 1} (index ${detail.index})`
})
for (const end of ['end', 'beginning']) {
  document.addEventListener(`atoll:gallery-reached-${end}`, ({ detail }) => {
    const output = outputOf(detail.id)
    if (output) output.textContent = `reached the ${end}`
  })
}

let added = 0
document.addEventListener('click', (event) => {
  if (!event.target.closest('[data-action=add-image]')) return
  const scenes = ['wheat-fields', 'fishing-boats', 'old-town']
  const figure = document.createElement('figure')
  const img = document.createElement('img')
  img.dataset.src = `/media/${scenes[added++ % scenes.length]}.svg`
  img.dataset.imageDimensions = '1500x1000'
  img.width = 1500
  img.height = 1000
  img.className = 'w-280'
  img.alt = `Added image ${added}`
  figure.append(img)
  document.querySelector('[data-part=added]').append(figure)
})
