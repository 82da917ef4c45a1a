import {Card} from '@sanity/ui'
import {Text} from '@tessera/kit/primitives'
import {useFormText} from '../i18n/form-strings.js'
import type {FormNode} from '../state/types.js'

/** Kinds with their own issue (references, images, files, rich text) until their inputs land. */
export function PendingInput({node}: {node: FormNode}) {
  const t = useFormText()
  return (
    <Card padding={3} radius={2} border tone="transparent" data-pending-input={node.id}>
      <Text size={1} muted>
        {t('pending.not-editable')}
      </Text>
    </Card>
  )
}
