/** Values of a dictionary message's ICU arguments. */
export type MessageValues = Record<string, string | number>

/** What an error remembers beside its text. */
export interface ErrorDetails extends ErrorOptions {
  /** The dictionary message the text was made from (`data.unauthorized`), absent when a server wrote it. */
  id?: string
  /** The arguments that message was formatted with. */
  values?: MessageValues
}

/**
 * Base class of every error Atoll raises on purpose. `message` is the text to show, already in the page
 * locale; `id` and `values` say which dictionary message it came from, so that a caller can format it
 * again elsewhere with `t(error.id, error.values)`.
 */
export class AtollError extends Error {
  override name = 'AtollError'
  readonly id?: string
  readonly values?: MessageValues

  constructor(message: string, details: ErrorDetails = {}) {
    super(message, details)
    this.id = details.id
    this.values = details.values
  }
}

/**
 * A server answered, and the answer is a failure: an error status, or a body that reports one.
 * `body` is the parsed JSON (or the text) of the answer, for callers that read field errors from it.
 */
export class HttpError extends AtollError {
  override name = 'HttpError'

  constructor(
    message: string,
    readonly status: number,
    readonly url: string,
    readonly body?: unknown,
    details?: ErrorDetails,
  ) {
    super(message, details)
  }
}

/** The request never got an answer: offline, refused, or blocked. */
export class NetworkError extends AtollError {
  override name = 'NetworkError'

  constructor(
    message: string,
    readonly url: string,
    details?: ErrorDetails,
  ) {
    super(message, details)
  }
}

/** A successful answer that should have been JSON was not. */
export class ParseError extends AtollError {
  override name = 'ParseError'

  constructor(
    message: string,
    readonly url: string,
    details?: ErrorDetails,
  ) {
    super(message, details)
  }
}

/** No complete answer within `timeout` milliseconds. */
export class TimeoutError extends AtollError {
  override name = 'TimeoutError'

  constructor(
    message: string,
    readonly url: string,
    readonly timeout: number,
    details?: ErrorDetails,
  ) {
    super(message, details)
  }
}
