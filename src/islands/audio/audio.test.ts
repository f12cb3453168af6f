import { describe, expect, it } from 'vitest'
import { clockTime, soundCloudPlayer, spokenTime } from './audio.ts'

describe('audio player times', () => {
  it('says a time in words for the seek slider', () => {
    expect(spokenTime(65, 'en-US')).toBe('1 minute 5 seconds')
    expect(spokenTime(180, 'en-US')).toBe('3 minutes')
    expect(spokenTime(1, 'en-US')).toBe('1 second')
    expect(spokenTime(0, 'en-US')).toBe('0 seconds')
    expect(spokenTime(125, 'fr-FR')).toBe('2 minutes 5\u00a0secondes')
  })

  it('shows a time as a clock', () => {
    expect(clockTime(65)).toBe('1:05')
    expect(clockTime(3725)).toBe('1:02:05')
    expect(clockTime(Number.NaN)).toBe('--:--')
  })
})

describe('SoundCloud', () => {
  it("embeds SoundCloud's player for one of its https pages only", () => {
    expect(soundCloudPlayer('https://soundcloud.com/quartet/harbour?si=x')).toBe(
      'https://w.soundcloud.com/player/?url=https%3A%2F%2Fsoundcloud.com%2Fquartet%2Fharbour&auto_play=true',
    )
    expect(soundCloudPlayer('http://soundcloud.com/quartet/harbour')).toBeUndefined()
    expect(soundCloudPlayer('https://soundcloud.com.evil.example/quartet')).toBeUndefined()
    expect(soundCloudPlayer('javascript:alert(1)')).toBeUndefined()
    expect(soundCloudPlayer('not a url')).toBeUndefined()
  })
})
