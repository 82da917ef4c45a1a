/**
 * The SHA-1 of a file's bytes as lowercase hex, computed where the file is (spec/001 §5), or undefined
 * where SubtleCrypto is missing (insecure origins): the duplicate check is then skipped.
 */
export async function hashFile(file: Blob): Promise<string | undefined> {
  const subtle = globalThis.crypto?.subtle
  if (!subtle) return undefined
  const digest = await subtle.digest('SHA-1', await file.arrayBuffer())
  let hex = ''
  for (const byte of new Uint8Array(digest)) hex += byte.toString(16).padStart(2, '0')
  return hex
}
