/**
 * The audio player's controls over the server's `<audio>` element: play and pause (a button, so
 * Enter and Space), a seek slider (a native range: the APG slider keys, its time said in words),
 * elapsed and total time, mute and volume, and the download link if the block offers it. The audio
 * element stays the one source of truth: the controls follow its events.
 */
import { useEffect, useState } from 'react'
import { t } from '../../core/i18n/index.ts'
import { clockTime, spokenTime } from './audio.ts'
import { numberFormat } from '../../core/i18n/format.ts'

export interface PlayerProps {
  audio: HTMLAudioElement
  title: string
  locale: string
  /** Where the file can be downloaded, or nothing. */
  download: string | undefined
  /** The visitor asked to play: the island decides how (here, or SoundCloud's player). */
  onPlay(): void
}

/** What the controls show, read from the audio element. */
function read(audio: HTMLAudioElement) {
  return {
    playing: !audio.paused && !audio.ended,
    time: audio.currentTime,
    duration: audio.duration,
    muted: audio.muted,
    volume: audio.volume,
  }
}

const EVENTS = ['play', 'pause', 'ended', 'timeupdate', 'durationchange', 'loadedmetadata', 'volumechange', 'seeked']

export function Player({ audio, title, locale, download, onPlay }: PlayerProps) {
  const [state, setState] = useState(() => read(audio))
  useEffect(() => {
    const update = () => setState(read(audio))
    for (const type of EVENTS) audio.addEventListener(type, update)
    return () => {
      for (const type of EVENTS) audio.removeEventListener(type, update)
    }
  }, [audio])

  const known = Number.isFinite(state.duration)
  const position = known
    ? t('media.audioPosition', { time: spokenTime(state.time, locale), duration: spokenTime(state.duration, locale) })
    : spokenTime(state.time, locale)

  return (
    // biome-ignore lint/a11y/useSemanticElements: a toolbar-like group of controls, not a form's fieldset
    <div className="atoll-audio" role="group" aria-label={title || t('media.audioPlayer')}>
      <button
        type="button"
        className="atoll-audio-play"
        aria-label={state.playing ? t('media.audioPause') : t('media.audioPlay')}
        onClick={() => (state.playing ? audio.pause() : onPlay())}
      >
        <span aria-hidden="true">{state.playing ? '❚❚' : '▶'}</span>
      </button>
      <span className="atoll-audio-time">{clockTime(state.time)}</span>
      <input
        type="range"
        className="atoll-audio-seek"
        aria-label={t('media.audioSeek')}
        aria-valuetext={position}
        min={0}
        max={known ? Math.floor(state.duration) : 0}
        step={1}
        value={Math.floor(state.time)}
        disabled={!known}
        onChange={(event) => {
          const time = Number((event.target as HTMLInputElement).value)
          audio.currentTime = time
          // Shown at once: a controlled slider keeps its value until the audio says it has moved.
          setState((shown) => ({ ...shown, time }))
        }}
      />
      <span className="atoll-audio-time">{clockTime(state.duration)}</span>
      <button
        type="button"
        className="atoll-audio-mute"
        aria-pressed={state.muted}
        aria-label={t('media.audioMute')}
        onClick={() => {
          audio.muted = !audio.muted
        }}
      >
        <span aria-hidden="true">{state.muted ? '🔇' : '🔊'}</span>
      </button>
      <input
        type="range"
        className="atoll-audio-volume"
        aria-label={t('media.audioVolume')}
        aria-valuetext={numberFormat(locale, { style: 'percent' }).format(state.volume)}
        min={0}
        max={100}
        step={5}
        value={Math.round(state.volume * 100)}
        onChange={(event) => {
          audio.volume = Number((event.target as HTMLInputElement).value) / 100
          audio.muted = false
        }}
      />
      {download ? (
        <a className="atoll-audio-download" href={download} download>
          {t('media.audioDownload')}
        </a>
      ) : null}
    </div>
  )
}
