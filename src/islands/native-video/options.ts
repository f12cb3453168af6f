/** Platform video settings from `data-block-json` (CONTRACT.md section 9). */
import { list, type Options, readOptions, record, required, text } from '../../core/kit/options.ts'
import { url } from '../../core/kit/url-option.ts'

const SETTINGS = {
  /** The HLS playlist (`.m3u8`): the browser's own HLS where it has one, else hls.js. */
  hls: url(),
  /** The MP4 file: where HLS cannot play, or fails. */
  mp4: url(),
  /** Caption tracks (WebVTT). @default [] */
  captions: list(record({ src: required(url()), lang: text('en'), label: text() })),
}

export type NativeVideoOptions = Options<typeof SETTINGS>

/**
 * The block's settings; at least one of `hls` and `mp4`.
 * @throws TypeError naming the setting when one has the wrong type, or when neither source is set.
 */
export function normalizeOptions(settings: unknown): NativeVideoOptions {
  const options = readOptions('native-video', settings, SETTINGS)
  if (!options.hls && !options.mp4) throw new TypeError('hls or mp4 must be set')
  return options
}
