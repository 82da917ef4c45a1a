// The auth store's errors and messages (spec/002 §8).

export const INVALID_PROJECT_ID = 'Invalid project id'

export function unknownNetworkError(host: string): string {
  return `Unknown network error attempting to reach ${host}`
}

/**
 * The credentialed call failed while a ping without credentials worked: the lake is up, but this
 * origin is not on the project's CORS allow-list (the studio shows its CORS dialog).
 */
export class CorsOriginError extends Error {
  readonly projectId: string
  readonly origin: string | undefined

  constructor(projectId: string, origin?: string) {
    super(
      `${origin ?? 'This origin'} is not allowed to make credentialed requests to project "${projectId}": ` +
        "add it to the project's CORS origins (with credentials)",
    )
    this.name = 'CorsOriginError'
    this.projectId = projectId
    this.origin = origin
  }
}

/** An auth call the lake answered with an error status. */
export class AuthRequestError extends Error {
  readonly statusCode: number

  constructor(statusCode: number, message: string) {
    super(message)
    this.name = 'AuthRequestError'
    this.statusCode = statusCode
  }
}

/** fetch itself failed (the browser gives no details for CORS refusals, DNS errors or a lake that is down). */
export class NetworkError extends Error {
  override readonly cause: unknown

  constructor(cause: unknown) {
    super(cause instanceof Error ? cause.message : String(cause ?? ''))
    this.name = 'NetworkError'
    this.cause = cause
  }
}
