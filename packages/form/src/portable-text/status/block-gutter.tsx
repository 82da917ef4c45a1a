import {FieldPresence} from '../../presence/field-presence.js'
import {FieldValidationStatus} from '../../validation/field-validation-status.js'
import {useRichTextContext} from '../objects/rich-text-context.js'
import {useBlockStatus} from './block-status-store.js'

/**
 * Beside a block, in the editor's right margin: the avatars of the people in it and its validation
 * icon, whose tooltip lists the messages of the block and everything in it (spec/001 §2: markers and
 * validation appear in a tooltip). Not editable text: the caret never lands in it.
 */
export function BlockGutter({blockKey}: {blockKey: string}) {
  const {statusStore} = useRichTextContext()
  const status = useBlockStatus(statusStore, blockKey)
  if (!status) return null
  return (
    <span
      contentEditable={false}
      data-block-gutter=""
      style={{
        position: 'absolute',
        top: 0,
        right: '-3.25em',
        width: '3em',
        display: 'flex',
        gap: 4,
        justifyContent: 'flex-end',
        alignItems: 'center',
        userSelect: 'none',
      }}
    >
      {status.presence.length > 0 && (
        <FieldPresence presence={status.presence} maxAvatars={1} anchor={false} />
      )}
      {status.validation.length > 0 && <FieldValidationStatus validation={status.validation} />}
    </span>
  )
}
