import type {IncomingMessage, ServerResponse} from 'node:http'

const ALLOWED_HEADERS =
  'Authorization, Content-Type, Accept, Last-Event-ID, X-Sanity-Project-ID, Cache-Control'

/**
 * CORS for browser clients such as the studio. Until the per-project allow-list exists, every origin
 * is allowed, with credentials. Answers preflight requests itself (returns true when it did).
 */
export function applyCors(req: IncomingMessage, res: ServerResponse): boolean {
  const origin = req.headers.origin
  if (origin) {
    res.setHeader('Access-Control-Allow-Origin', origin)
    res.setHeader('Access-Control-Allow-Credentials', 'true')
    res.setHeader('Vary', 'Origin')
  }
  if (req.method !== 'OPTIONS') return false
  res.writeHead(204, {
    'Access-Control-Allow-Methods': 'GET, POST, PUT, PATCH, DELETE, OPTIONS',
    'Access-Control-Allow-Headers': req.headers['access-control-request-headers'] ?? ALLOWED_HEADERS,
    'Access-Control-Max-Age': '600',
  })
  res.end()
  return true
}
