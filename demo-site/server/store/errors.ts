/** A refusal of the store, answered as `status` with `{ error: message, ...details }`. */
export class StoreError extends Error {
  override readonly name = 'StoreError'

  constructor(
    readonly status: 400 | 404 | 409 | 410 | 415,
    message: string,
    readonly details: Record<string, unknown> = {},
  ) {
    super(message)
  }
}
