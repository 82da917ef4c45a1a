import type {ServerResponse} from 'node:http'
import {LakeError} from '../errors.js'

/** Resolves when the response can take more data, or when the connection is gone. */
function writable(res: ServerResponse): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      res.off('drain', done)
      res.off('close', done)
      resolve()
    }
    res.on('drain', done)
    res.on('close', done)
  })
}

/**
 * Streams items as newline-delimited JSON, one line written as each item is produced, waiting when the
 * client reads slowly. The first item is read before the status line is sent, so a failure there is
 * an ordinary JSON error response; a later failure ends the stream with an `{error}` line (what the
 * studio's history reader looks for).
 */
export async function streamNdjson(res: ServerResponse, items: Iterable<unknown>): Promise<void> {
  const iterator = items[Symbol.iterator]()
  let next = iterator.next()
  res.writeHead(200, {'content-type': 'application/x-ndjson; charset=utf-8', 'cache-control': 'no-cache'})
  try {
    while (!next.done) {
      if (res.destroyed) return
      if (!res.write(JSON.stringify(next.value) + '\n')) await writable(res)
      next = iterator.next()
    }
  } catch (err) {
    if (!(err instanceof LakeError)) console.error('lake: history stream failed', err)
    const error = err instanceof LakeError ? err : new LakeError(500, 'Internal server error')
    if (!res.destroyed)
      res.write(JSON.stringify({error: {type: 'streamError', description: error.message}}) + '\n')
  } finally {
    iterator.return?.()
  }
  res.end()
}
