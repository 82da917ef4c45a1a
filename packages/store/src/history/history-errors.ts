/** A history request the lake refused (403 without the history grant, 400 for bad options, ...). */
export class HistoryRequestError extends Error {
  readonly statusCode: number

  constructor(message: string, statusCode: number) {
    super(message)
    this.name = 'HistoryRequestError'
    this.statusCode = statusCode
  }
}

/** Reads the lake's `{error, message}` JSON from a failed response, falling back to the status text. */
export async function errorFromResponse(response: Response): Promise<HistoryRequestError> {
  let message = `History request failed with status ${response.status}`
  try {
    const body = (await response.json()) as {message?: unknown; error?: {description?: unknown}}
    if (typeof body.message === 'string') message = body.message
    else if (typeof body.error?.description === 'string') message = body.error.description
  } catch {
    // Not JSON: keep the status message.
  }
  return new HistoryRequestError(message, response.status)
}
