/** The name a pasted image is uploaded under (spec/001 §5). */
export const PASTED_IMAGE_NAME = 'Pasted image.jpg'

/**
 * spec/001 §5: a pasted image is converted to JPEG and named as a pasted image. Decoding needs a
 * browser canvas; where it fails the message is the spec's.
 */
export async function pastedImageAsJpeg(file: File): Promise<File> {
  let bitmap: ImageBitmap
  try {
    bitmap = await createImageBitmap(file)
  } catch {
    throw new Error('Cannot read image contents from webkit fake url')
  }
  const canvas = document.createElement('canvas')
  canvas.width = bitmap.width
  canvas.height = bitmap.height
  const context = canvas.getContext('2d')
  if (!context) throw new Error('Cannot read image contents from webkit fake url')
  // JPEG has no alpha: transparent pixels become white rather than black.
  context.fillStyle = '#fff'
  context.fillRect(0, 0, canvas.width, canvas.height)
  context.drawImage(bitmap, 0, 0)
  bitmap.close()
  const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/jpeg', 0.92))
  if (!blob) throw new Error('Cannot read image contents from webkit fake url')
  return new File([blob], PASTED_IMAGE_NAME, {type: 'image/jpeg'})
}
