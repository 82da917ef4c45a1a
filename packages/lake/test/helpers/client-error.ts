import {ClientError} from '@sanity/client'
import {expect} from 'vitest'

/**
 * Awaits a client call that must fail with `statusCode` and returns the client's error, so a test can
 * check what a caller sees: the message, `details` and the raw JSON body.
 */
export async function clientError(call: Promise<unknown>, statusCode: number): Promise<ClientError> {
  const outcome = await call.then(
    (value) => ({failed: false as const, value}),
    (error: unknown) => ({failed: true as const, error}),
  )
  if (!outcome.failed)
    throw new Error(`Expected the call to fail with ${statusCode}, got ${JSON.stringify(outcome.value)}`)
  expect(outcome.error).toBeInstanceOf(ClientError)
  const error = outcome.error as ClientError
  expect(error.statusCode).toBe(statusCode)
  return error
}

/** The `{error, message, statusCode}` body every lake error carries, checked and returned. */
export function expectErrorBody(
  body: unknown,
  statusCode: number,
): {error: unknown; message: string; statusCode: number} {
  const parsed = typeof body === 'string' ? (JSON.parse(body) as unknown) : body
  expect(parsed).toEqual({error: expect.anything(), message: expect.any(String), statusCode})
  const typed = parsed as {error: unknown; message: string; statusCode: number}
  if (typeof typed.error === 'object') {
    expect(typed.error).toMatchObject({type: expect.any(String), description: expect.any(String)})
  } else {
    expect(typed.error).toEqual(expect.any(String))
  }
  expect(typed.message.length).toBeGreaterThan(0)
  return typed
}
