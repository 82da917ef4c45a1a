/**
 * What an asset source (the asset library, or a plugin's) hands back when the user picks something
 * (spec/001 §5: a non-empty array; the first item is used).
 */
export type AssetFromSource =
  | {kind: 'assetDocumentId'; value: string}
  | {kind: 'file'; value: Blob & {name?: string}}
  | {kind: 'base64'; value: string}
  | {kind: 'url'; value: string}

/** spec/001 §8 'Asset source problems', verbatim. */
export const ASSET_SOURCE_ERRORS = {
  noAsset: 'No asset given',
  notArray: 'Returned value must be an array with at least one item (asset)',
  invalid: 'Invalid value returned from asset source plugin',
  noMimeType: 'Could not find mime type for image',
} as const

/** An existing asset to reference, or a file to upload. */
export type SourceSelection = {type: 'asset'; id: string} | {type: 'file'; file: File}

/**
 * Turns an asset source's result into what the field does with it: reference an existing asset, or
 * upload a file (a `url` is fetched as a blob, spec/001 §7; `base64` is a data URL with a MIME type).
 * Throws with the spec's messages.
 */
export async function resolveSourceSelection(
  selection: unknown,
  fetchBlob: (url: string) => Promise<Blob> = async (url) => (await fetch(url)).blob(),
): Promise<SourceSelection> {
  if (selection === undefined || selection === null) throw new Error(ASSET_SOURCE_ERRORS.noAsset)
  if (!Array.isArray(selection) || selection.length === 0) throw new Error(ASSET_SOURCE_ERRORS.notArray)
  const first = selection[0] as Partial<AssetFromSource> | undefined
  if (!first || typeof first !== 'object') throw new Error(ASSET_SOURCE_ERRORS.invalid)
  switch (first.kind) {
    case 'assetDocumentId':
      if (typeof first.value === 'string' && first.value) return {type: 'asset', id: first.value}
      break
    case 'file':
      if (first.value instanceof Blob) return {type: 'file', file: asFile(first.value, first.value.name)}
      break
    case 'base64':
      if (typeof first.value === 'string') return {type: 'file', file: fromDataUrl(first.value)}
      break
    case 'url':
      if (typeof first.value === 'string') {
        const blob = await fetchBlob(first.value)
        const name = decodeURIComponent(new URL(first.value).pathname.split('/').pop() || 'download')
        return {type: 'file', file: asFile(blob, name)}
      }
      break
  }
  throw new Error(ASSET_SOURCE_ERRORS.invalid)
}

function asFile(blob: Blob, name = 'file'): File {
  return blob instanceof File ? blob : new File([blob], name, {type: blob.type})
}

function fromDataUrl(dataUrl: string): File {
  const match = /^data:([^;,]+)[^,]*;base64,(.*)$/s.exec(dataUrl)
  if (!match?.[1]) throw new Error(ASSET_SOURCE_ERRORS.noMimeType)
  const bytes = Uint8Array.from(atob(match[2] ?? ''), (char) => char.charCodeAt(0))
  const extension = match[1].split('/')[1]?.replace('jpeg', 'jpg') ?? 'bin'
  return new File([bytes], `image.${extension}`, {type: match[1]})
}
