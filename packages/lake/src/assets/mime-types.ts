/** File extensions and MIME types for uploaded files: enough to serve common files with the right type. */
const MIME_BY_EXTENSION: Record<string, string> = {
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  gif: 'image/gif',
  webp: 'image/webp',
  avif: 'image/avif',
  tiff: 'image/tiff',
  tif: 'image/tiff',
  svg: 'image/svg+xml',
  ico: 'image/x-icon',
  pdf: 'application/pdf',
  json: 'application/json',
  xml: 'application/xml',
  zip: 'application/zip',
  gz: 'application/gzip',
  tar: 'application/x-tar',
  txt: 'text/plain',
  csv: 'text/csv',
  md: 'text/markdown',
  html: 'text/html',
  htm: 'text/html',
  css: 'text/css',
  js: 'text/javascript',
  mp3: 'audio/mpeg',
  wav: 'audio/wav',
  ogg: 'audio/ogg',
  m4a: 'audio/mp4',
  mp4: 'video/mp4',
  webm: 'video/webm',
  mov: 'video/quicktime',
  doc: 'application/msword',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  xls: 'application/vnd.ms-excel',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  ppt: 'application/vnd.ms-powerpoint',
  pptx: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
  woff: 'font/woff',
  woff2: 'font/woff2',
  ttf: 'font/ttf',
  otf: 'font/otf',
}

export const OCTET_STREAM = 'application/octet-stream'

/** `type/subtype` with token characters only: anything else never reaches a response header. */
const MIME_PATTERN = /^[a-z0-9][a-z0-9!#$&^_.+-]*\/[a-z0-9][a-z0-9!#$&^_.+-]*$/i

export function isValidMimeType(value: unknown): value is string {
  return typeof value === 'string' && value.length <= 255 && MIME_PATTERN.test(value)
}

export function mimeTypeForExtension(extension: string): string | undefined {
  return MIME_BY_EXTENSION[extension.toLowerCase()]
}

export function extensionForMimeType(mimeType: string): string | undefined {
  const wanted = mimeType.toLowerCase()
  for (const [extension, type] of Object.entries(MIME_BY_EXTENSION)) if (type === wanted) return extension
  return undefined
}

/** The extension of a file name, lowercased, when it is a plausible one (letters and digits, ≤ 10). */
export function extensionOfFilename(filename: string | undefined): string | undefined {
  if (!filename) return undefined
  const match = /\.([A-Za-z0-9]{1,10})$/.exec(filename)
  return match ? match[1].toLowerCase() : undefined
}

/** The MIME type a request declares in Content-Type, without parameters; generic types count as none. */
export function declaredMimeType(header: string | undefined): string | undefined {
  const type = header?.split(';')[0].trim().toLowerCase()
  if (!type || type === OCTET_STREAM || !isValidMimeType(type)) return undefined
  return type
}

/** Recognises a few formats by their first bytes, for files uploaded without a type or a name. */
export function sniffMimeType(bytes: Buffer): string | undefined {
  const starts = (signature: string) => bytes.subarray(0, signature.length).toString('latin1') === signature
  if (starts('%PDF-')) return 'application/pdf'
  if (starts('PK\u0003\u0004')) return 'application/zip'
  if (starts('\u0089PNG')) return 'image/png'
  if (starts('\u00ff\u00d8\u00ff')) return 'image/jpeg'
  if (starts('GIF8')) return 'image/gif'
  if (starts('RIFF') && bytes.subarray(8, 12).toString('latin1') === 'WEBP') return 'image/webp'
  return undefined
}
