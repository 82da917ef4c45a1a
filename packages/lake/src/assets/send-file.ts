import {createReadStream} from 'node:fs'
import {stat} from 'node:fs/promises'
import type {IncomingMessage, ServerResponse} from 'node:http'
import {pipeline} from 'node:stream/promises'
import {LakeError} from '../errors.js'

export interface SendFileOptions {
  path: string
  contentType: string
  /** A strong validator, quoted by this function. */
  etag: string
  /** `attachment` with this file name when set (the `dl` parameter). */
  downloadName?: string
  /** Extra headers (Vary, cache status). */
  headers?: Record<string, string>
}

/** Content-addressed: the bytes behind a URL never change, so caches may keep them for a year. */
const IMMUTABLE = 'public, max-age=31536000, immutable'

/**
 * Headers that keep an uploaded file from acting as a page of the lake's origin (an HTML or SVG file
 * with scripts would otherwise run with the user's session). PDFs are left out: browsers refuse to show
 * them in a sandboxed document.
 */
function safetyHeaders(contentType: string): Record<string, string> {
  const headers: Record<string, string> = {
    'x-content-type-options': 'nosniff',
    'cross-origin-resource-policy': 'cross-origin',
  }
  if (contentType !== 'application/pdf') {
    headers['content-security-policy'] =
      "default-src 'none'; img-src data:; style-src 'unsafe-inline'; sandbox"
  }
  return headers
}

/**
 * Sends a stored file: ETag and If-None-Match (304), a single byte range (206, or 416 when it cannot
 * be satisfied), long-lived cache headers and, for downloads, Content-Disposition.
 */
export async function sendFile(
  req: IncomingMessage,
  res: ServerResponse,
  options: SendFileOptions,
): Promise<void> {
  let size: number
  try {
    size = (await stat(options.path)).size
  } catch {
    throw new LakeError(404, 'Asset not found')
  }
  const etag = `"${options.etag}"`
  const headers: Record<string, string | number> = {
    'content-type': options.contentType,
    etag,
    'cache-control': IMMUTABLE,
    'accept-ranges': 'bytes',
    ...safetyHeaders(options.contentType),
    ...options.headers,
  }
  if (options.downloadName !== undefined) headers['content-disposition'] = attachment(options.downloadName)

  if (matchesEtag(req.headers['if-none-match'], etag)) {
    res.writeHead(304, headers)
    res.end()
    return
  }

  const rangeHeader = req.headers.range
  const ifRange = req.headers['if-range']
  const range = rangeHeader && (!ifRange || ifRange === etag) ? parseRange(rangeHeader, size) : undefined
  if (range === 'unsatisfiable') {
    res.writeHead(416, {...headers, 'content-range': `bytes */${size}`, 'content-length': 0})
    res.end()
    return
  }
  if (range) {
    res.writeHead(206, {
      ...headers,
      'content-range': `bytes ${range.start}-${range.end}/${size}`,
      'content-length': range.end - range.start + 1,
    })
  } else {
    res.writeHead(200, {...headers, 'content-length': size})
  }
  if (size === 0) {
    res.end()
    return
  }
  try {
    await pipeline(createReadStream(options.path, range ? {start: range.start, end: range.end} : {}), res)
  } catch {
    // The client went away, or the file vanished mid-stream: the response is already under way.
    res.destroy()
  }
}

function matchesEtag(header: string | undefined, etag: string): boolean {
  if (!header) return false
  if (header.trim() === '*') return true
  return header.split(',').some((candidate) => candidate.trim().replace(/^W\//, '') === etag)
}

/**
 * One `bytes=` range: `a-b`, `a-` or `-n`. Several ranges, or a malformed header, are ignored (the
 * whole file is sent, as RFC 9110 allows); a range starting past the end is unsatisfiable.
 */
export function parseRange(
  header: string,
  size: number,
): {start: number; end: number} | 'unsatisfiable' | undefined {
  const match = /^bytes=(\d*)-(\d*)$/.exec(header.trim())
  if (!match || (match[1] === '' && match[2] === '')) return undefined
  if (match[1] === '') {
    const suffix = Number(match[2])
    if (suffix === 0 || size === 0) return 'unsatisfiable'
    return {start: Math.max(0, size - suffix), end: size - 1}
  }
  const start = Number(match[1])
  const end = match[2] === '' ? size - 1 : Math.min(Number(match[2]), size - 1)
  if (start >= size) return 'unsatisfiable'
  if (end < start) return undefined
  return {start, end}
}

/** `attachment` with an ASCII fallback name and the exact name in RFC 5987 encoding. */
function attachment(name: string): string {
  // eslint-disable-next-line no-control-regex
  const clean = name.replace(/[\u0000-\u001f\u007f"\\/]/g, '_')
  const ascii = clean.replace(/[^\x20-\x7e]/g, '_')
  const encoded = encodeURIComponent(clean).replace(
    /['()*]/g,
    (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`,
  )
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encoded}`
}
