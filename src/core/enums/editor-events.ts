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
export const FRAME_EVENT = {
  LOAD: 'load',
  IFRAME_UNLOAD: 'iframe-unload',
} as const

export type TweakEvent = (typeof TWEAK_EVENT)[keyof typeof TWEAK_EVENT]
export type FrameEvent = (typeof FRAME_EVENT)[keyof typeof FRAME_EVENT]
