import {Card, Spinner} from '@sanity/ui'
import {Flex, Text} from '@tessera/kit/primitives'
import {createCodeLoader, useLoadedCode} from '@tessera/kit'
import {useFormText} from '../i18n/form-strings.js'
import type {ArrayInputProps} from '../inputs/input-props.js'
import {EDITOR_HEIGHT} from './editor/editor-height.js'

// The editor and its plugins load when the first rich-text field renders, not with the studio (an
// ordinary state update when they arrive, not a Suspense fallback: see `useLoadedCode`).
const editorLoader = createCodeLoader(() =>
  import('./editor/rich-text-editor.js').then((module) => module.RichTextEditor),
)

export type PortableTextInputProps = Pick<ArrayInputProps, 'node' | 'onChange' | 'renderInput'>

/** The input of an array of `block` (rich text): the Portable Text editor, loaded on demand. */
export function PortableTextInput(props: PortableTextInputProps) {
  const RichTextEditor = useLoadedCode(editorLoader)
  if (!RichTextEditor) return <LoadingEditor />
  return <RichTextEditor {...props} />
}

function LoadingEditor() {
  const t = useFormText()
  return (
    <Card border radius={2} style={{height: EDITOR_HEIGHT}} data-rich-text-loading="">
      <Flex align="center" justify="center" gap={2} height="fill" style={{height: '100%'}}>
        <Spinner muted />
        <Text size={1} muted>
          {t('rich-text.loading-editor')}
        </Text>
      </Flex>
    </Card>
  )
}
