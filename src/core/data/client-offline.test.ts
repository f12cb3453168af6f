// @vitest-environment happy-dom
// The data layer imports the messages on its first failure: offline, that import can fail too.
import { http, HttpResponse } from 'msw'
import { expect, test, vi } from 'vitest'
import { dataHandlers } from '../../../test/msw/handlers/data.ts'
import { server, useServer } from '../../../test/msw/server.ts'
import { NetworkError } from '../errors.ts'
import { get } from './index.ts'

// Fresh modules for this file: a module another file of the worker imported holds the real
// one this file mocks, which the mock would not reach.
vi.hoisted(() => vi.resetModules())

vi.mock('../i18n/index.ts', () => {
  throw new TypeError('Failed to fetch dynamically imported module')
})

useServer(...dataHandlers)

test('a failure whose messages cannot be imported still rejects with its error, its id as the message', async () => {
  server.use(http.get('/api/test/down', () => HttpResponse.error()))
  const error = await get('/api/test/down', { timeout: 2_000 }).catch((reason: unknown) => reason)
  expect(error).toBeInstanceOf(NetworkError)
  expect(error).toMatchObject({ message: 'data.unableToConnect', id: 'data.unableToConnect' })
})
