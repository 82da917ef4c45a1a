/**
 * Reads newline-delimited JSON from a byte stream, yielding each value as soon as its line is
 * complete, so a long history is processed while it downloads. Blank lines are skipped.
 */
export async function* readNdjson(body: ReadableStream<Uint8Array>): AsyncGenerator<unknown> {
  const reader = body.getReader()
  const decoder = new TextDecoder()
  let buffered = ''
  try {
    for (;;) {
      const {done, value} = await reader.read()
      if (done) break
      buffered += decoder.decode(value, {stream: true})
      let newline = buffered.indexOf('\n')
      while (newline >= 0) {
        const line = buffered.slice(0, newline).trim()
        buffered = buffered.slice(newline + 1)
        if (line) yield JSON.parse(line)
        newline = buffered.indexOf('\n')
      }
    }
    const rest = (buffered + decoder.decode()).trim()
    if (rest) yield JSON.parse(rest)
  } finally {
    // Stops the download when the caller stops reading early (a newer page superseded this one).
    await reader.cancel().catch(() => undefined)
  }
}

/** Parses a whole NDJSON text (fixtures, or a body read at once). */
export function parseNdjson(text: string): unknown[] {
  return text
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean)
    .map((line) => JSON.parse(line) as unknown)
}
