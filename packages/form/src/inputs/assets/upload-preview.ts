/** spec/001 §9: the thumbnail kept in `_upload.previewImage` while an image uploads. */
export const UPLOAD_PREVIEW_WIDTH = 120
export const UPLOAD_PREVIEW_QUALITY = 0.1

/**
 * A small JPEG data URL of the image being uploaded, so the progress card (ours and other editors')
 * shows what is coming. EXIF orientation is corrected: the browser decodes with `imageOrientation:
 * 'from-image'`, which reads the orientation from the file as the spec's EXIF step does. Undefined when
 * the browser cannot decode it (the upload goes on without a preview).
 */
export async function uploadPreviewImage(file: Blob): Promise<string | undefined> {
  if (typeof createImageBitmap !== 'function' || typeof document === 'undefined') return undefined
  let bitmap: ImageBitmap
  try {
    bitmap = await createImageBitmap(file, {imageOrientation: 'from-image'})
  } catch {
    return undefined
  }
  try {
    const width = Math.min(UPLOAD_PREVIEW_WIDTH, bitmap.width)
    const height = Math.max(1, Math.round((bitmap.height * width) / bitmap.width))
    const canvas = document.createElement('canvas')
    canvas.width = width
    canvas.height = height
    const context = canvas.getContext('2d')
    if (!context) return undefined
    context.fillStyle = '#fff'
    context.fillRect(0, 0, width, height)
    context.drawImage(bitmap, 0, 0, width, height)
    return canvas.toDataURL('image/jpeg', UPLOAD_PREVIEW_QUALITY)
  } finally {
    bitmap.close()
  }
}
