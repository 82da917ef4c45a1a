import {tokenForUrl} from './start-lake.js'

export interface RawStream {
  contentType: string | null
  /** Reads until `predicate` holds for everything received so far; rejects after `timeoutMs`. */
  until(predicate: (text: string) => boolean, timeoutMs?: number): Promise<string>
  close(): void
}

/** Opens a listen stream with plain fetch, for what @sanity/client hides (comments, raw options). */
export async function openStream(
  baseUrl: string,
  query: string,
  options: string,
  token = tokenForUrl(baseUrl),
): Promise<RawStream> {
  const controller = new AbortController()
  const url = `${baseUrl}/v2025-02-19/data/listen/test?query=${encodeURIComponent(query)}${options ? `&${options}` : ''}`
  const headers: Record<string, string> = token ? {authorization: `Bearer ${token}`} : {}
  const response = await fetch(url, {signal: controller.signal, headers})
  const reader = response.body!.getReader()
  const decoder = new TextDecoder()
  let text = ''
  let done = false
  const pump = (async () => {
    try {
      for (;;) {
        const chunk = await reader.read()
        if (chunk.done) break
        text += decoder.decode(chunk.value, {stream: true})
      }
    } catch {
      // aborted by close()
    }
    done = true
  })()
  void pump
  return {
    contentType: response.headers.get('content-type'),
    async until(predicate, timeoutMs = 5000) {
      const started = Date.now()
      while (!predicate(text)) {
        if (done || Date.now() - started > timeoutMs) throw new Error(`stream did not deliver; got: ${text}`)
        await new Promise((resolve) => setTimeout(resolve, 10))
      }
      return text
    },
    close: () => controller.abort(),
  }
}
