import {Card, Flex, Spinner, Text} from '@sanity/ui'
import {lazy, Suspense} from 'react'
import type {ArrayInputProps} from '../inputs/input-props.js'
import {EDITOR_HEIGHT} from './editor/editor-height.js'

// The editor and its plugins load when the first rich-text field renders, not with the studio.
const RichTextEditor = lazy(() =>
  import('./editor/rich-text-editor.js').then((module) => ({default: module.RichTextEditor})),
)

export type PortableTextInputProps = Pick<ArrayInputProps, 'node' | 'onChange' | 'renderInput'>

/** The input of an array of `block` (rich text): the Portable Text editor, loaded on demand. */
export function PortableTextInput(props: PortableTextInputProps) {
  return (
    <Suspense fallback={<LoadingEditor />}>
      <RichTextEditor {...props} />
    </Suspense>
  )
}

function LoadingEditor() {
  return (
    <Card border radius={2} style={{height: EDITOR_HEIGHT}} data-rich-text-loading="">
      <Flex align="center" justify="center" gap={2} height="fill" style={{height: '100%'}}>
        <Spinner muted />
        <Text size={1} muted>
          Loading editor…
        </Text>
      </Flex>
    </Card>
  )
}
