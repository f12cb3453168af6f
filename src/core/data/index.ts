export {
  API_ROOT,
  DEFAULT_TIMEOUT_MS,
  REST_API_ROOT,
  apiOrigin,
  apiUrl,
  del,
  get,
  post,
  put,
  request,
} from './client.ts'
export type { RequestOptions } from './client.ts'
