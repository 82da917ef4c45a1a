import {CloseIcon} from '@sanity/icons/Close'
import {Button} from '@sanity/ui'
import {useStudioToast} from '@tessera/kit'
import type {ReferenceSearchHit} from '@tessera/store'
import type {Path, SchemaType} from '@tessera/types'
import {useCallback, useMemo, useState} from 'react'
import {useFormContext} from '../../builder/form-context.js'
import {useObservableValue} from './use-observable-value.js'
import {CreateNewButton} from './create-new-button.js'
import {ReferenceAutocomplete} from './reference-autocomplete.js'
import {SELECTION_NOT_IN_RESULTS} from './reference-messages.js'
import {useReferenceServices, type CreateOption} from './reference-services.js'
import {referenceOptionsOf, resolveFilter, targetTypesOf} from './reference-value.js'
import {HitPreview} from './hit-preview.js'
import {useReferenceSearch} from './use-reference-search.js'
import {useReferenceMessages} from './use-reference-messages.js'

export interface ReferenceSearchBoxProps {
  id: string
  /** The reference type (its `to`, `options.filter`, `options.disableNew`). */
  type: SchemaType
  /** Where the reference is (a filter function gets its parent value and path). */
  path: Path
  readOnly: boolean
  autoFocus?: boolean
  disabledIds?: ReadonlySet<string>
  onPick(hit: ReferenceSearchHit): void
  onCreate(option: CreateOption): void
  onCancel?: () => void
}

/** The value at `path` in a document (object keys, array `{_key}` or index segments). */
function valueAt(value: unknown, path: Path): unknown {
  let current = value
  for (const segment of path) {
    if (Array.isArray(current)) {
      current =
        typeof segment === 'number'
          ? current[segment]
          : current.find(
              (item) => typeof segment === 'object' && item?._key === (segment as {_key: string})._key,
            )
    } else if (current && typeof current === 'object' && typeof segment === 'string') {
      current = (current as Record<string, unknown>)[segment]
    } else return undefined
  }
  return current
}

/**
 * Search (with create-new) for a reference: the form calls the store's search through the services,
 * checks that the picked hit is among the results and of an allowed type (spec/001 §5), then
 * hands it on.
 */
export function ReferenceSearchBox(props: ReferenceSearchBoxProps) {
  const M = useReferenceMessages()
  const {id, type, path, readOnly, onPick, onCreate, onCancel} = props
  const services = useReferenceServices()
  const {getDocument} = useFormContext()
  const toast = useStudioToast()
  const [text, setText] = useState('')
  const targets = useMemo(() => targetTypesOf(type), [type])
  const typeNames = useMemo(() => targets.map((target) => target.name), [targets])
  const options = referenceOptionsOf(type)
  const resolve = useCallback(() => {
    const document = getDocument()
    const parentPath = path.slice(0, -1)
    return resolveFilter(options, {document, parent: valueAt(document, parentPath), parentPath})
  }, [getDocument, path, options])
  const state = useReferenceSearch({types: typeNames, text, resolveFilter: resolve, active: !readOnly})
  const createOptions$ = useMemo(
    () => (options.disableNew ? undefined : services.createOptions(targets)),
    [services, targets, options.disableNew],
  )
  const createOptions = useObservableValue(createOptions$, [])

  const pick = (hit: ReferenceSearchHit) => {
    if (!state.hits.some((candidate) => candidate.id === hit.id)) {
      toast.push({status: 'error', title: SELECTION_NOT_IN_RESULTS})
      return
    }
    if (!typeNames.includes(hit.type)) {
      toast.push({status: 'error', title: M.invalidSearchResultType(hit.type)})
      return
    }
    onPick(hit)
  }

  return (
    <ReferenceAutocomplete
      id={id}
      text={text}
      onTextChange={setText}
      state={state}
      renderHit={(hit) => <HitPreview hit={hit} />}
      onPick={pick}
      onCancel={onCancel}
      disabledIds={props.disabledIds}
      autoFocus={props.autoFocus}
      readOnly={readOnly}
      actions={
        <>
          {!readOnly && (
            <CreateNewButton id={id} options={createOptions} readOnly={readOnly} onCreate={onCreate} />
          )}
          {onCancel && (
            <Button
              mode="bleed"
              icon={CloseIcon}
              aria-label={M.cancelReplace}
              data-testid="reference-search-cancel"
              onClick={onCancel}
            />
          )}
        </>
      }
    />
  )
}
