import {gzipSync} from 'node:zlib'

export interface RawEntry {
  path: string
  body?: string | Buffer
  /** The size the header claims (default: the body's). */
  size?: number
  /** ustar type flag: '0' file, '2' symlink, '5' folder. */
  type?: string
  linkTarget?: string
}

/**
 * A gzipped tar written byte by byte, so tests can build archives no well-behaved tool would
 * (`..` paths, links, headers that lie about sizes).
 */
export function rawTarGz(entries: RawEntry[]): Buffer {
  const blocks: Buffer[] = []
  for (const entry of entries) {
    const body = Buffer.from(entry.body ?? '')
    const header = Buffer.alloc(512)
    header.write(entry.path, 0, 100, 'utf8')
    header.write('0000644\0', 100)
    header.write('0000000\0', 108)
    header.write('0000000\0', 116)
    header.write((entry.size ?? body.length).toString(8).padStart(11, '0') + '\0', 124)
    header.write('00000000000\0', 136)
    header.write('        ', 148)
    header.write(entry.type ?? '0', 156)
    if (entry.linkTarget) header.write(entry.linkTarget, 157, 100)
    header.write('ustar\0' + '00', 257)
    let sum = 0
    for (const byte of header) sum += byte
    header.write(sum.toString(8).padStart(6, '0') + '\0 ', 148)
    blocks.push(header, body, Buffer.alloc((512 - (body.length % 512)) % 512))
  }
  blocks.push(Buffer.alloc(1024))
  return gzipSync(Buffer.concat(blocks))
}
