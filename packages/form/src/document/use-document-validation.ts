import {DOCUMENT_VALIDATION_THROTTLE_MS, validateDocument, type ValidationClient} from '@tessera/schema'
import type {Schema, ValidationMarker} from '@tessera/types'
import {isEqual} from 'lodash-es'
import {useEffect, useRef, useState} from 'react'

const NONE: ValidationMarker[] = []

type Doc = Record<string, unknown> | undefined

/**
 * The validation markers of a document, recomputed as it changes: a throttle, at most one run per
 * 200 ms (spec/001 §5), each run on the latest value, one run at a time. A run starts when the browser
 * is idle (at most a second later), so validating a large document falls between keystrokes.
 */
export function useDocumentValidation(
  document: Doc,
  schema: Schema,
  client?: ValidationClient,
): ValidationMarker[] {
  const [markers, setMarkers] = useState<ValidationMarker[]>(NONE)
  const latest = useRef({document, schema, client})
  latest.current = {document, schema, client}
  const runner = useRef<{scheduled: boolean; running: boolean; lastStart: number; validated?: unknown}>({
    scheduled: false,
    running: false,
    lastStart: 0,
  })
  const disposed = useRef(false)

  useEffect(() => {
    disposed.current = false
    const state = runner.current
    const run = () => {
      state.scheduled = false
      if (disposed.current) return
      const {document: current, schema: currentSchema, client: currentClient} = latest.current
      if (current === state.validated) return
      state.validated = current
      if (!current) {
        setMarkers(NONE)
        return
      }
      state.running = true
      state.lastStart = Date.now()
      validateDocument({document: current as never, schema: currentSchema, client: currentClient})
        .then(
          (result) => {
            // The same markers again keep their identity: the form and the header render nothing new.
            if (!disposed.current && latest.current.document === current)
              setMarkers((before) => (isEqual(before, result) ? before : result.length === 0 ? NONE : result))
          },
          () => undefined,
        )
        .finally(() => {
          state.running = false
          if (latest.current.document !== state.validated) schedule()
        })
    }
    const schedule = () => {
      if (state.scheduled || state.running || disposed.current) return
      state.scheduled = true
      const wait = Math.max(0, state.lastStart + DOCUMENT_VALIDATION_THROTTLE_MS - Date.now())
      setTimeout(() => {
        if (typeof requestIdleCallback === 'function') requestIdleCallback(run, {timeout: 1000})
        else run()
      }, wait)
    }
    schedule()
  }, [document, schema, client])

  useEffect(
    () => () => {
      disposed.current = true
    },
    [],
  )
  return markers
}
