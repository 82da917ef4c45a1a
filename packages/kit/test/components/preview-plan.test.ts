import {createImageUrlBuilder} from '@sanity/image-url'
import {compileSchema} from '@tessera/schema'
import type {PreviewValue} from '@tessera/types'
import {describe, expect, it} from 'vitest'
import {
  DEFAULT_PREVIEW_SELECT,
  previewFromFields,
  previewPlanOf,
  withMediaUrl,
} from '../../src/components/preview/preview-plan.js'

const schema = compileSchema({
  name: 'plans',
  types: [
    {
      name: 'author',
      type: 'document',
      fields: [
        {name: 'name', type: 'string'},
        {name: 'email', type: 'string'},
        {name: 'portrait', type: 'image'},
        {name: 'address', type: 'object', fields: [{name: 'city', type: 'string'}]},
      ],
      preview: {select: {title: 'name', subtitle: 'address.city', media: 'portrait'}},
    },
    {
      name: 'post',
      type: 'document',
      fields: [
        {name: 'title', type: 'string'},
        {name: 'author', type: 'reference', to: [{type: 'author'}]},
        {name: 'tags', type: 'array', of: [{type: 'string'}]},
      ],
      preview: {select: {title: 'title', subtitle: 'author.name'}},
    },
    {
      name: 'photo',
      type: 'document',
      fields: [{name: 'image', type: 'image'}],
      preview: {
        select: {title: 'image.asset.originalFilename', media: 'image'},
      },
    },
    {
      name: 'note',
      type: 'document',
      fields: [
        {name: 'title', type: 'string'},
        {name: 'tags', type: 'array', of: [{type: 'string'}]},
      ],
      preview: {
        select: {title: 'title', first: 'tags.0'},
        prepare: ({title, first}: Record<string, unknown>) => ({title: `${String(title)} #${String(first)}`}),
      },
    },
    {name: 'plain', type: 'document', fields: [{name: 'title', type: 'string'}]},
  ],
})

const imageUrls = createImageUrlBuilder({projectId: 'p1', dataset: 'blog', baseUrl: 'http://lake.test'})
const image = {_type: 'image', asset: {_type: 'reference', _ref: 'image-abc123-200x100-png'}}

describe('previewPlanOf', () => {
  it('fetches the top-level fields of a selection that stays in the document', () => {
    expect(previewPlanOf(schema.get('author')).fields).toEqual(['name', 'address', 'portrait'])
    // The compiler's default selection of a type without a preview config.
    expect(previewPlanOf(schema.get('plain')).fields).toEqual(['title'])
    // No type known (another dataset's): the studio's default selection.
    const unknown = previewPlanOf(undefined)
    expect(unknown.select).toBe(DEFAULT_PREVIEW_SELECT)
    expect(unknown.fields).toEqual(['title', 'description', 'image'])
  })

  it('leaves to the preview store a selection through a reference, an array or an image asset', () => {
    expect(previewPlanOf(schema.get('post')).fields).toBeUndefined()
    expect(previewPlanOf(schema.get('note')).fields).toBeUndefined()
    // `image.asset.originalFilename` is in the asset document.
    expect(previewPlanOf(schema.get('photo')).fields).toBeUndefined()
  })
})

describe('previewFromFields', () => {
  it("prepares the fetched fields with the type's selection and prepare", () => {
    const plan = previewPlanOf(schema.get('author'))
    const document = {_id: 'a', _type: 'author', name: 'Ada', address: {city: 'London'}, portrait: null}
    expect(previewFromFields(document, plan, 'author')).toEqual({
      title: 'Ada',
      subtitle: 'London',
      media: null,
    })
  })

  it('gives nothing without fetched fields or when the plan needs the preview store', () => {
    expect(previewFromFields(undefined, previewPlanOf(schema.get('author')))).toBeUndefined()
    expect(previewFromFields({title: 'T'}, previewPlanOf(schema.get('post')))).toBeUndefined()
  })
})

describe('withMediaUrl', () => {
  it('turns an image value into an 80 px cropped thumbnail URL of the lake', () => {
    const {media} = withMediaUrl({title: 'Ada', media: image}, imageUrls)
    expect(media).toBe(
      'http://lake.test/images/p1/blog/abc123-200x100.png?rect=50,0,100,100&w=80&h=80&fit=crop',
    )
  })

  it('keeps strings, icons and elements, and drops values it cannot show', () => {
    const Icon = () => null
    expect(withMediaUrl({media: 'http://x/y.png'}, imageUrls).media).toBe('http://x/y.png')
    expect(withMediaUrl({media: Icon} as PreviewValue, imageUrls).media).toBe(Icon)
    expect(withMediaUrl({title: 'T'}, imageUrls)).toEqual({title: 'T'})
    // An image without an asset yet, or any other object.
    expect(withMediaUrl({media: {_type: 'image'}}, imageUrls).media).toBeUndefined()
    expect(withMediaUrl({media: {asset: {_ref: 'not-an-image-id'}}}, imageUrls).media).toBeUndefined()
  })
})
