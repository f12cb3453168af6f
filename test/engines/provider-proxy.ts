import { execFileSync } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import type { Socket } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { TLSSocket } from 'node:tls'
import { PROVIDER_HOSTS, providerAnswer } from '../e2e/providers.ts'

/**
 * The third parties, faked at the network layer for every engine: each browser of the journeys sends
 * its requests for other hosts through this proxy (the demo server on the loopback goes direct). An
 * HTTPS request arrives as CONNECT; the proxy ends TLS itself, with a certificate for the providers'
 * hosts made for the run (the browsers are told to accept it), and answers from the same fakes as the
 * Chromium-only tests (test/e2e/providers.ts). Any other host is refused, as the closed network does.
 */
export interface ProviderProxy {
  port: number
  /** The provider URLs asked for so far, oldest first. */
  asked: string[]
  close(): Promise<void>
}

/** A key and a certificate for the providers' hosts, made by Debian's openssl for this run. */
function certificate(): { key: string; cert: string } {
  const dir = mkdtempSync(join(tmpdir(), 'atoll-providers-'))
  try {
    execFileSync(
      'openssl',
      [
        'req',
        '-x509',
        '-newkey',
        'rsa:2048',
        '-nodes',
        '-days',
        '2',
        '-subj',
        '/CN=Atoll fake providers',
        '-addext',
        `subjectAltName=${PROVIDER_HOSTS.map((host) => `DNS:${host}`).join(',')}`,
        '-keyout',
        join(dir, 'key.pem'),
        '-out',
        join(dir, 'cert.pem'),
      ],
      { stdio: 'ignore' },
    )
    return { key: readFileSync(join(dir, 'key.pem'), 'utf8'), cert: readFileSync(join(dir, 'cert.pem'), 'utf8') }
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
}

export async function startProviderProxy(): Promise<ProviderProxy> {
  const { key, cert } = certificate()
  const asked: string[] = []

  /** Answers a request for a provider's URL from its fake; anything else is a 502, as an unreachable host. */
  const answer = (href: string, response: ServerResponse) => {
    asked.push(href)
    const fake = providerAnswer(href)
    if (!fake) {
      response.writeHead(502, { 'content-type': 'text/plain' }).end('Not reachable from the test network')
      return
    }
    response
      .writeHead(fake.status, { 'content-type': fake.contentType, 'access-control-allow-origin': '*' })
      .end(fake.body)
  }

  // The requests inside each tunnel: parsed by a server of their own, their host from the CONNECT line.
  const tunnels = createServer((request: IncomingMessage, response) => {
    const host = (request.socket as TLSSocket & { atollHost?: string }).atollHost ?? request.headers.host
    answer(`https://${host}${request.url ?? '/'}`, response)
  })

  const proxy: Server = createServer((request, response) => answer(request.url ?? '', response))
  proxy.on('connect', (request: IncomingMessage, socket: Socket) => {
    const host = (request.url ?? '').replace(/:\d+$/, '')
    if (!PROVIDER_HOSTS.includes(host)) {
      asked.push(`https://${host}/`)
      socket.end('HTTP/1.1 502 Bad Gateway\r\n\r\n')
      return
    }
    socket.write('HTTP/1.1 200 Connection Established\r\n\r\n')
    const secure = Object.assign(new TLSSocket(socket, { isServer: true, key, cert }), { atollHost: host })
    secure.on('error', () => secure.destroy())
    tunnels.emit('connection', secure)
  })
  proxy.on('clientError', (_, socket) => socket.destroy())

  await new Promise<void>((resolve) => proxy.listen(0, '127.0.0.1', resolve))
  const address = proxy.address()
  if (address === null || typeof address === 'string') throw new Error('the provider proxy has no port')
  return {
    port: address.port,
    asked,
    close: () =>
      new Promise((resolve) => {
        proxy.closeAllConnections()
        tunnels.closeAllConnections()
        proxy.close(() => resolve())
      }),
  }
}
