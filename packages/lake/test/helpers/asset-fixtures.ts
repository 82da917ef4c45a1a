import {createHash} from 'node:crypto'
import sharp from 'sharp'

export function sha1(bytes: Uint8Array): string {
  return createHash('sha1').update(bytes).digest('hex')
}

/** Vertical stripes, left to right: light and dark, vivid and muted colours, so every swatch exists. */
export const STRIPES = [
  [230, 30, 40], // vibrant red
  [150, 200, 250], // light vibrant blue
  [20, 60, 140], // dark vibrant blue
  [130, 140, 110], // muted olive
  [60, 70, 68], // dark muted slate
  [215, 205, 190], // light muted sand
  [250, 170, 40], // orange
  [40, 160, 80], // green
] as const

/** A 64×48 PNG with an alpha channel: the stripes, with a transparent band along the bottom. */
export async function pngWithAlpha(): Promise<Buffer> {
  const width = 64
  const height = 48
  const pixels = Buffer.alloc(width * height * 4)
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const [r, g, b] = STRIPES[Math.floor(x / 8)]
      const at = (y * width + x) * 4
      pixels.set([r, g, b, y >= 44 ? 0 : 255], at)
    }
  }
  return sharp(pixels, {raw: {width, height, channels: 4}})
    .png()
    .toBuffer()
}

/**
 * A JPEG stored 60×40 with EXIF orientation 6 (shown rotated 90° clockwise: upright it is 40×60), with
 * camera tags and a GPS position. The left half is red and the right half blue as stored, so upright
 * the top is red and the bottom blue.
 */
export async function rotatedJpeg(): Promise<Buffer> {
  const width = 60
  const height = 40
  const pixels = Buffer.alloc(width * height * 3)
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) pixels.set(x < 30 ? [220, 20, 20] : [20, 20, 220], (y * width + x) * 3)
  }
  return sharp(pixels, {raw: {width, height, channels: 3}})
    .withExif({
      IFD0: {Make: 'TestCam', Model: 'Lake One'},
      IFD2: {ExposureTime: '1/100', FNumber: '28/10'},
      IFD3: {
        GPSLatitudeRef: 'N',
        GPSLatitude: '59/1 54/1 3000/100',
        GPSLongitudeRef: 'E',
        GPSLongitude: '10/1 45/1 0/1',
        GPSAltitudeRef: '0',
        GPSAltitude: '120/1',
      },
    })
    .withMetadata({orientation: 6})
    .jpeg({quality: 90})
    .toBuffer()
}

export async function gif(): Promise<Buffer> {
  return sharp({create: {width: 30, height: 20, channels: 3, background: {r: 40, g: 90, b: 200}}})
    .gif()
    .toBuffer()
}

/** A minimal valid one-page PDF, written by hand with a correct cross-reference table. */
export function minimalPdf(): Buffer {
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 200 100] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    streamObject('BT /F1 18 Tf 20 40 Td (Tessera lake) Tj ET'),
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ]
  let body = '%PDF-1.4\n'
  const offsets: number[] = []
  objects.forEach((object, index) => {
    offsets.push(Buffer.byteLength(body, 'latin1'))
    body += `${index + 1} 0 obj\n${object}\nendobj\n`
  })
  const xrefAt = Buffer.byteLength(body, 'latin1')
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`
  for (const offset of offsets) body += `${String(offset).padStart(10, '0')} 00000 n \n`
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xrefAt}\n%%EOF\n`
  return Buffer.from(body, 'latin1')
}

function streamObject(content: string): string {
  return `<< /Length ${Buffer.byteLength(content, 'latin1')} >>\nstream\n${content}\nendstream`
}

/** Width, height and format of image bytes, read back with sharp. */
export async function imageInfo(bytes: Uint8Array): Promise<{width: number; height: number; format: string}> {
  const metadata = await sharp(bytes).metadata()
  return {width: metadata.width!, height: metadata.height!, format: metadata.format!}
}

/** The RGB colour of one pixel. */
export async function pixelAt(bytes: Uint8Array, x: number, y: number): Promise<[number, number, number]> {
  const {data, info} = await sharp(bytes).removeAlpha().raw().toBuffer({resolveWithObject: true})
  const at = (y * info.width + x) * info.channels
  return [data[at], data[at + 1], data[at + 2]]
}

/** Whether two colours are within `tolerance` per channel (lossy formats shift them a little). */
export function near(actual: readonly number[], expected: readonly number[], tolerance = 40): boolean {
  return actual.every((value, index) => Math.abs(value - expected[index]) <= tolerance)
}
