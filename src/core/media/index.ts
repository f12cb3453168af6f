// The media core: what the image feature, the galleries and the video share (an island never imports
// another island).
export * from './crop.ts'
export * from './loader.ts'
export * from './queue.ts'
export * from './widths.ts'
export * from './playback.ts'
