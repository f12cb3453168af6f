import { bodyLimit } from 'hono/body-limit'
import type { MiddlewareHandler } from 'hono'

/**
 * The Content-Security-Policy of every HTML page, as directives so that a later area (a map tile
 * server, a video embed) can add a source in one place. The runtime promises to work under a strict
 * policy, so the demo site serves one: no inline script, no inline style, no eval.
 */
export const CSP_DIRECTIVES: Readonly<Record<string, readonly string[]>> = {
  'default-src': ["'self'"],
  // reCAPTCHA (the form island) loads its script and its frames from www.google.com; the social
  // follow island loads X's widgets script, whose follow button is a frame from the same host.
  // The map island loads the Google Maps API; the video island's players are frames from YouTube
  // and Vimeo (only once the visitor plays one).
  // The reservation and Tock blocks load their providers' widget scripts (faked in the browser tests).
  // Comments kept by Disqus load its embed and count scripts from the site's shortname host.
  // The embed widgets load Zola's and Acuity's scripts, and frame Acuity's scheduling page; the
  // audio player frames SoundCloud's player once the visitor plays a SoundCloud track.
  'script-src': [
    "'self'",
    'https://www.google.com',
    'https://platform.twitter.com',
    'https://maps.googleapis.com',
    'https://www.opentable.com',
    'https://www.exploretock.com',
    'https://*.disqus.com',
    'https://widget.zola.com',
    'https://embed.acuityscheduling.com',
  ],
  // The fonts feature: Google's stylesheet and font files, a Typekit kit's (its CSS embed imports
  // its usage counter from p.typekit.net).
  'style-src': ["'self'", 'https://fonts.googleapis.com', 'https://use.typekit.net', 'https://p.typekit.net'],
  'img-src': ["'self'", 'data:', 'blob:'],
  'font-src': ["'self'", 'https://fonts.gstatic.com', 'https://use.typekit.net'],
  'connect-src': ["'self'"],
  // The platform video plays HLS through hls.js where the browser has none: Media Source buffers,
  // which the video element reads from blob: URLs.
  'media-src': ["'self'", 'blob:'],
  'frame-src': [
    "'self'",
    'https://www.google.com',
    'https://platform.twitter.com',
    'https://www.youtube.com',
    'https://www.youtube-nocookie.com',
    'https://player.vimeo.com',
    'https://disqus.com',
    'https://app.acuityscheduling.com',
    'https://w.soundcloud.com',
  ],
  'object-src': ["'none'"],
  'base-uri': ["'self'"],
  'form-action': ["'self'"],
  'frame-ancestors': ["'self'"],
}

/** The header value built from {@link CSP_DIRECTIVES}. */
export const CONTENT_SECURITY_POLICY = Object.entries(CSP_DIRECTIVES)
  .map(([directive, sources]) => `${directive} ${sources.join(' ')}`)
  .join('; ')

/**
 * Adds the security headers once the response exists, so pages, the inbox, error pages and the 404
 * page all get them whichever handler answered.
 */
export const securityHeaders: MiddlewareHandler = async (c, next) => {
  await next()
  c.header('X-Content-Type-Options', 'nosniff')
  c.header('Referrer-Policy', 'strict-origin-when-cross-origin')
  if (c.res.headers.get('Content-Type')?.startsWith('text/html')) {
    c.header('Content-Security-Policy', CONTENT_SECURITY_POLICY)
  }
}

/** The largest request body the server takes; a larger one is answered 413 before it is read. */
export const MAX_BODY_BYTES = 1024 * 1024

/**
 * Refuses bodies over {@link MAX_BODY_BYTES} with 413: from the Content-Length header before reading
 * anything, and for a body without one (chunked) as soon as the bytes read pass the limit.
 */
export const limitBody: MiddlewareHandler = bodyLimit({
  maxSize: MAX_BODY_BYTES,
  onError: (c) => {
    const message = `Payload too large: the demo server takes bodies of at most ${MAX_BODY_BYTES} bytes.`
    // Node would otherwise read the rest of the body to keep the connection for the next request.
    c.header('Connection', 'close')
    return c.req.path.startsWith('/api/') ? c.json({ error: message }, 413) : c.text(message, 413)
  },
})
