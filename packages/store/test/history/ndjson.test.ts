import {describe, expect, it} from 'vitest'
import {readNdjson, readTransactionLines} from '../../src/history/index.js'

/** A body delivered in the given pieces, as a network would split it. */
function body(pieces: string[]): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder()
  return new ReadableStream({
    start(controller) {
      for (const piece of pieces) controller.enqueue(encoder.encode(piece))
      controller.close()
    },
  })
}

async function collect<T>(items: AsyncIterable<T>): Promise<T[]> {
  const result: T[] = []
  for await (const item of items) result.push(item)
  return result
}

describe('NDJSON reading', () => {
  it('yields each line as it completes, across chunk boundaries and without a final newline', async () => {
    const values = await collect(readNdjson(body(['{"id":"a"}\n{"i', 'd":"b"}\n\n', '{"id":"ö"}'])))
    expect(values).toEqual([{id: 'a'}, {id: 'b'}, {id: 'ö'}])
  })

  it('stops at an error line with its description, or its type', async () => {
    const lines = readTransactionLines(
      body([
        '{"id":"a","timestamp":"t","author":"x","documentIDs":[]}\n',
        '{"error":{"type":"streamError","description":"disk on fire"}}\n',
      ]),
    )
    const seen: string[] = []
    await expect(
      (async () => {
        for await (const line of lines) seen.push(line.id)
      })(),
    ).rejects.toThrow(new Error('disk on fire'))
    expect(seen).toEqual(['a'])
    await expect(collect(readTransactionLines(body(['{"error":{"type":"streamError"}}\n'])))).rejects.toThrow(
      new Error('streamError'),
    )
  })
})
