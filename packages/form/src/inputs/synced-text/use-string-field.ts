import {useCallback} from 'react'
import {useCurrentValue} from '../../builder/use-current-value.js'
import {prefixPatches} from '../../patch/patches.js'
import type {FormNode} from '../../state/types.js'
import type {OnPatch} from '../input-props.js'
import {stringEditPatches} from './text-edit.js'
import {type SyncedTextProps, useSyncedText} from './use-synced-text.js'

/** The string at `field` of `value` (or `value` itself without a field); '' for anything else. */
function textAt(value: unknown, field: string | undefined): string {
  const picked =
    field === undefined
      ? value
      : value !== null && typeof value === 'object'
        ? (value as Record<string, unknown>)[field]
        : undefined
  return typeof picked === 'string' ? picked : ''
}

/**
 * The props that bind a text element to a string value (string, text, email, url, a slug's `current`,
 * a string item of an array): keystrokes go out as `diffMatchPatch` patches of what changed, and
 * other people's edits come in with the caret kept in place. `field` is a key inside the node's value
 * (a slug's 'current'); without it the node's value is the string.
 */
export function useStringField<E extends HTMLInputElement | HTMLTextAreaElement>(
  node: FormNode,
  onChange: OnPatch,
  field?: string,
): SyncedTextProps<E> {
  const readValue = useCurrentValue(node)
  const readLiveText = useCallback(() => textAt(readValue(), field), [readValue, field])
  const onEdit = useCallback(
    (before: string, after: string, caret: number | undefined) => {
      const patches = stringEditPatches(before, after, caret)
      if (patches.length > 0) onChange(field === undefined ? patches : prefixPatches(patches, field))
    },
    [onChange, field],
  )
  return useSyncedText<E>({renderedText: textAt(node.value, field), readLiveText, onEdit})
}
