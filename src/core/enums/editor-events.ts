import type { ValueOf } from './value-of.ts'

/**
 * Editor tweak events. spec: bootstrap-tracking-enums section 2, "Tweak events: change, close, save,
 * reset, after-show, after-close, before-open"
 */
export const TWEAK_EVENT = {
  CHANGE: 'change',
  CLOSE: 'close',
  SAVE: 'save',
  RESET: 'reset',
  AFTER_SHOW: 'after-show',
  AFTER_CLOSE: 'after-close',
  BEFORE_OPEN: 'before-open',
} as const

/**
 * Editor frame events. spec: "Frame events: load and iframe unload" (written in the tweak events'
 * kebab-case; the exact event strings are not shown).
 */
export const FRAME_EVENT = { LOAD: 'load', IFRAME_UNLOAD: 'iframe-unload' } as const

export type TweakEvent = ValueOf<typeof TWEAK_EVENT>
export type FrameEvent = ValueOf<typeof FRAME_EVENT>
