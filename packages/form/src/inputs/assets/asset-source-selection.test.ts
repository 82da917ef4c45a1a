import {describe, expect, test} from 'vitest'
import {ASSET_SOURCE_ERRORS, resolveSourceSelection} from './asset-source-selection.js'

describe('an asset source result', () => {
  test('an asset document id is referenced', async () => {
    expect(await resolveSourceSelection([{kind: 'assetDocumentId', value: 'image-abc-1x1-png'}])).toEqual({
      type: 'asset',
      id: 'image-abc-1x1-png',
    })
  })

  test('a file, a data URL and a URL become a file to upload', async () => {
    const file = new File(['x'], 'a.txt', {type: 'text/plain'})
    expect(await resolveSourceSelection([{kind: 'file', value: file}])).toEqual({type: 'file', file})
    const fromBase64 = await resolveSourceSelection([{kind: 'base64', value: 'data:image/png;base64,AAEC'}])
    expect(
      fromBase64.type === 'file' && [fromBase64.file.name, fromBase64.file.type, fromBase64.file.size],
    ).toEqual(['image.png', 'image/png', 3])
    const fromUrl = await resolveSourceSelection(
      [{kind: 'url', value: 'https://example.test/photos/sea%20view.jpg'}],
      async () => new Blob(['jpeg'], {type: 'image/jpeg'}),
    )
    expect(fromUrl.type === 'file' && [fromUrl.file.name, fromUrl.file.type]).toEqual([
      'sea view.jpg',
      'image/jpeg',
    ])
  })

  test('problems carry the spec texts', async () => {
    await expect(resolveSourceSelection(undefined)).rejects.toThrow(ASSET_SOURCE_ERRORS.noAsset)
    await expect(resolveSourceSelection([])).rejects.toThrow(
      'Returned value must be an array with at least one item (asset)',
    )
    await expect(resolveSourceSelection({kind: 'url'})).rejects.toThrow(ASSET_SOURCE_ERRORS.notArray)
    await expect(resolveSourceSelection([{kind: 'video', value: 1}])).rejects.toThrow(
      'Invalid value returned from asset source plugin',
    )
    await expect(resolveSourceSelection([{kind: 'base64', value: 'data:;base64,AAEC'}])).rejects.toThrow(
      'Could not find mime type for image',
    )
  })
})
