import type {IncomingMessage} from 'node:http'
import {LakeError, badRequest} from '../errors.js'

/** Reads a request body, refusing it (413) as soon as it grows past `limit` bytes. */
export async function readBody(req: IncomingMessage, limit: number): Promise<Buffer> {
  const declared = Number(req.headers['content-length'])
  if (Number.isFinite(declared) && declared > limit) throw tooLarge(limit)
  const chunks: Buffer[] = []
  let size = 0
  for await (const chunk of req as AsyncIterable<Buffer>) {
    size += chunk.length
    if (size > limit) throw tooLarge(limit)
    chunks.push(chunk)
  }
  return Buffer.concat(chunks)
}

/**
 * Reads a JSON body. The content type must say JSON: an HTML form can post `text/plain` (or form
 * encodings) to another site without a preflight, so accepting those would let any page send writes.
 */
export async function readJsonBody(req: IncomingMessage, limit: number): Promise<unknown> {
  const type = (req.headers['content-type'] ?? '').split(';')[0].trim().toLowerCase()
  if (type !== 'application/json' && !/^application\/[a-z0-9.+-]+\+json$/.test(type)) {
    const got = type ? `"${type.slice(0, 100)}"` : 'none'
    throw new LakeError(415, `Content-Type must be application/json (got ${got})`, {
      type: 'unsupportedMediaTypeError',
      description: `Content-Type must be application/json (got ${got})`,
    })
  }
  const raw = await readBody(req, limit)
  if (raw.length === 0) throw badRequest('Request body is empty; expected a JSON object', 'invalidJsonError')
  try {
    return JSON.parse(raw.toString('utf8'))
  } catch (err) {
    throw badRequest(`Request body is not valid JSON: ${(err as Error).message}`, 'invalidJsonError')
  }
}

function tooLarge(limit: number): LakeError {
  return new LakeError(413, `Request body is larger than the limit of ${limit} bytes`, {
    type: 'requestTooLargeError',
    description: `Request body is larger than the limit of ${limit} bytes`,
  })
}
