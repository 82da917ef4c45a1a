/**
 * fetch as a browser on `origin` would do it: it sends `Origin`, preflights non-simple requests, and
 * fails with a bare TypeError when the lake's CORS headers do not allow the answer to be read.
 * Node's fetch has no CORS, so this stands in for the browser; the lake's answers are real.
 */
export function browserFetch(origin: string): typeof fetch {
  return async (input, init = {}) => {
    const url = new URL(input instanceof Request ? input.url : String(input))
    if (url.origin === origin) return fetch(url, init)
    const method = init.method ?? 'GET'
    const headers = new Headers(init.headers)
    const credentialed = init.credentials === 'include'
    const safelisted = new Set(['accept', 'accept-language', 'content-language'])
    const unsafeHeaders: string[] = []
    headers.forEach((_value, name) => {
      if (!safelisted.has(name)) unsafeHeaders.push(name)
    })
    if (unsafeHeaders.length > 0 || !['GET', 'HEAD', 'POST'].includes(method)) {
      const preflight = await fetch(url, {
        method: 'OPTIONS',
        headers: {
          Origin: origin,
          'Access-Control-Request-Method': method,
          'Access-Control-Request-Headers': unsafeHeaders.join(','),
        },
      })
      await preflight.body?.cancel()
      if (!preflight.ok || !readable(preflight, origin, credentialed)) throw new TypeError('Failed to fetch')
    }
    headers.set('Origin', origin)
    const response = await fetch(url, {...init, headers})
    if (!readable(response, origin, credentialed)) {
      await response.body?.cancel()
      throw new TypeError('Failed to fetch')
    }
    return response
  }
}

function readable(response: Response, origin: string, credentialed: boolean): boolean {
  const allowOrigin = response.headers.get('access-control-allow-origin')
  if (credentialed) {
    return allowOrigin === origin && response.headers.get('access-control-allow-credentials') === 'true'
  }
  return allowOrigin === '*' || allowOrigin === origin
}
