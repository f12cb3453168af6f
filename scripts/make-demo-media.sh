#!/usr/bin/env bash
# Makes the demo site's own media with ffmpeg, run by hand (the output is committed, so a fresh
# machine needs no ffmpeg): a short tune for the audio player, and a few seconds of test pattern for
# the platform video, as MP4 and as an HLS playlist, with a poster and captions.
set -euo pipefail
out="$(dirname "$0")/../demo-site/public/demo/media"
mkdir -p "$out"
cd "$out"

# "Harbour morning": three rising tones then a held chord, 12 s, Opus at 24 kb/s (about 40 KB).
ffmpeg -y -loglevel error \
  -f lavfi -i "sine=frequency=392:duration=3" \
  -f lavfi -i "sine=frequency=440:duration=3" \
  -f lavfi -i "sine=frequency=523.25:duration=6" \
  -filter_complex "[0][1][2]concat=n=3:v=0:a=1,afade=t=in:d=0.5,afade=t=out:st=10.5:d=1.5,volume=0.4" \
  -c:a libopus -b:a 24k harbour-morning.ogg
# Its captions (harbour-morning.vtt) are written by hand beside it.

# "Bakehouse test card": 4 s of ffmpeg's test pattern with a tone, 320x180, as MP4 (H.264 and AAC,
# the fallback every browser plays) and as HLS (two 2 s MPEG-TS segments), plus its poster.
ffmpeg -y -loglevel error \
  -f lavfi -i "testsrc2=size=320x180:rate=24:duration=4" \
  -f lavfi -i "sine=frequency=330:duration=4" \
  -c:v libx264 -profile:v baseline -pix_fmt yuv420p -b:v 120k -g 48 \
  -c:a aac -b:a 32k -movflags +faststart -shortest bakehouse.mp4
ffmpeg -y -loglevel error -i bakehouse.mp4 -c copy -f hls -hls_time 2 -hls_playlist_type vod \
  -hls_segment_filename 'bakehouse-%d.ts' bakehouse.m3u8
ffmpeg -y -loglevel error -ss 1 -i bakehouse.mp4 -frames:v 1 -q:v 5 bakehouse-poster.jpg
# Its captions (bakehouse.vtt) are written by hand beside it.
