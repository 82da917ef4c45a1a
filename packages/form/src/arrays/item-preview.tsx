import {Preview, previewDisplay, type PreviewLayout} from '@tessera/kit'
import type {SchemaType} from '@tessera/types'
import {useMemo} from 'react'
import {ReferenceItemPreview} from '../inputs/reference/reference-item-preview.js'
import {isReferenceType} from '../inputs/reference/reference-value.js'
import {itemPreviewValue} from './item-preview-value.js'

/** The preview of one array item (media when it is an image URL, an icon or an element, else `imageUrl`). */
export function ItemPreview({
  type,
  value,
  layout = 'default',
}: {
  type: SchemaType
  value: unknown
  layout?: PreviewLayout
}) {
  const prepared = useMemo(() => itemPreviewValue(type, value), [type, value])
  // A reference shows what it points to, live (spec/001 §2), not its stored id.
  if (isReferenceType(type)) return <ReferenceItemPreview type={type} value={value} />
  const shown = previewDisplay(prepared)
  return <Preview layout={layout} {...shown} subtitle={shown.subtitle ?? type.title ?? type.name} />
}
