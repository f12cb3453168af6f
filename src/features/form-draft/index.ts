/**
 * The form draft feature: puts each form's draft (what the visitor typed before a reload, kept by the
 * form island, docs/forms.md) back into the form the server rendered as the page loads, before the
 * island mounts. A form that hydrates on interaction mounts at the visitor's first pointer or focus:
 * until then its fields would look lost. A form the server did not render is empty until its island
 * draws it, and the island puts the draft back itself. It enhances no markup: no renderer, and the
 * restoring code loads only when the tab holds a draft.
 */
import type { IslandHandle } from '../../contract.ts'

/** `DRAFT_PREFIX` of `core/dom/draft.ts`, repeated: importing it would load that chunk on every form page. */
const DRAFT_KEY = /^atoll\.form-draft\./

/** Whether the tab keeps a form's draft; storage refused (a sandboxed frame, cookies blocked) keeps none. */
function hasDraft(): boolean {
  try {
    return Object.keys(sessionStorage).some((key) => DRAFT_KEY.test(key))
  } catch {
    return false
  }
}

/** The form id of a form block's settings, or undefined when they cannot be read. */
function formIdOf(block: HTMLElement): string | undefined {
  try {
    const { formId } = JSON.parse(block.getAttribute('data-block-json') ?? '') as { formId?: unknown }
    return typeof formId === 'string' && formId ? formId : undefined
  } catch {
    // The island reports the block's bad settings: one console error, not two.
    return undefined
  }
}

export async function init(): Promise<IslandHandle> {
  if (hasDraft()) {
    const { restoreDraft } = await import('../../core/dom/draft.ts')
    for (const block of document.querySelectorAll<HTMLElement>('[data-block=form]')) {
      // User content is never touched (CONTRACT.md section 3), and a mounted island has done it already.
      if (block.closest('[data-atoll-ignore]') || block.dataset.islandState === 'mounted') continue
      const form = block.querySelector('form')
      const formId = formIdOf(block)
      if (form && formId) restoreDraft(form, formId)
    }
  }
  return { destroy() {} }
}
