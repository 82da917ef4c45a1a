import {
  createValidationCache,
  DOCUMENT_VALIDATION_CONCURRENCY,
  DOCUMENT_VALIDATION_THROTTLE_MS,
  validateDocument,
  type ValidationCache,
  type ValidationClient,
  type ValidationI18n,
} from '@tessera/schema'
import type {Schema, ValidationMarker} from '@tessera/types'
import {isEqual} from 'lodash-es'
import {useEffect, useRef, useState} from 'react'
import {useValidationI18n} from '../i18n/validation-i18n.js'

const NONE: ValidationMarker[] = []

/** After the first answer, how long a run may take before `validating` turns true. */
export const VALIDATING_FLAG_DELAY_MS = 250

type Doc = Record<string, unknown> | undefined

/** A document's validation: its markers, and whether a run is under way (spec/001 §4 'Validating'). */
export interface DocumentValidationState {
  markers: ValidationMarker[]
  /**
   * True while a run is pending or in progress (after the first answer: once the run has taken
   * VALIDATING_FLAG_DELAY_MS); the markers are then those of the run before.
   */
  validating: boolean
}

const IDLE: DocumentValidationState = {markers: NONE, validating: false}

/**
 * The validation state of a document, recomputed as it changes: a throttle, at most one run per
 * 200 ms, each run on the latest value, one run at a time, custom validators 40 at a time (spec/001 §5:
 * document validation uses concurrency 40, the general helper's 10 is for lone calls). A run starts
 * when the browser is idle (at most a second later), so validating a large document falls between
 * keystrokes. Runs share a validation cache (per schema and client): an edit re-validates the path it
 * changed, not the whole document (issue 23: a keystroke's cost must not grow with the document).
 */
export function useDocumentValidationState(
  document: Doc,
  schema: Schema,
  client?: ValidationClient,
): DocumentValidationState {
  const [state, setState] = useState<DocumentValidationState>(IDLE)
  // Built-in messages in the workspace's locale (the `validation` namespace); a new locale re-validates.
  const {i18n, locale} = useValidationI18n()
  const latest = useRef({document, schema, client, i18n})
  latest.current = {document, schema, client, i18n}
  const runner = useRef<{
    scheduled: boolean
    running: boolean
    lastStart: number
    validated?: unknown
    locale?: string
    /** A run has finished: later edits raise `validating` only if their run takes a while. */
    answered?: boolean
    flagTimer?: ReturnType<typeof setTimeout>
  }>({
    scheduled: false,
    running: false,
    lastStart: 0,
  })
  const disposed = useRef(false)
  const cache = useRef<{
    schema: Schema
    client?: ValidationClient
    i18n: ValidationI18n
    cache: ValidationCache
  }>(undefined)

  useEffect(() => {
    disposed.current = false
    const current = runner.current
    if (current.locale !== locale) {
      current.locale = locale
      current.validated = undefined
    }
    const setValidating = (validating: boolean) =>
      setState((before) => (before.validating === validating ? before : {...before, validating}))
    const run = () => {
      current.scheduled = false
      if (disposed.current) return
      const {document: doc, schema: currentSchema, client: currentClient, i18n: currentI18n} = latest.current
      if (doc === current.validated) {
        if (!current.running) setValidating(false)
        return
      }
      current.validated = doc
      if (!doc) {
        setState(IDLE)
        return
      }
      current.running = true
      current.lastStart = Date.now()
      // Cached markers hold their messages: a new language starts a new cache.
      if (
        cache.current?.schema !== currentSchema ||
        cache.current.client !== currentClient ||
        cache.current.i18n !== currentI18n
      ) {
        cache.current = {
          schema: currentSchema,
          client: currentClient,
          i18n: currentI18n,
          cache: createValidationCache(),
        }
      }
      validateDocument({
        document: doc as never,
        schema: currentSchema,
        client: currentClient,
        maxCustomValidationConcurrency: DOCUMENT_VALIDATION_CONCURRENCY,
        cache: cache.current.cache,
        i18n: currentI18n,
      })
        .then(
          (result) => {
            if (disposed.current || latest.current.document !== doc) return
            current.answered = true
            // The same markers again keep their identity: the form and the header render nothing new.
            setState((before) => {
              const markers = isEqual(before.markers, result)
                ? before.markers
                : result.length === 0
                  ? NONE
                  : result
              return markers === before.markers && !before.validating ? before : {markers, validating: false}
            })
          },
          () => undefined,
        )
        .finally(() => {
          current.running = false
          if (latest.current.document !== current.validated) schedule()
        })
    }
    const schedule = () => {
      if (disposed.current) return
      if (latest.current.document !== current.validated && latest.current.document) {
        // Before the first answer the form has no markers yet: say so at once. After it, a run that
        // ends quickly (almost every keystroke's) must not re-render the pane twice for a flag no one
        // sees ('Validating…' shows only after 400 ms).
        if (!current.answered) setValidating(true)
        else
          current.flagTimer ??= setTimeout(() => {
            current.flagTimer = undefined
            if (!disposed.current && (current.running || latest.current.document !== current.validated))
              setValidating(true)
          }, VALIDATING_FLAG_DELAY_MS)
      }
      if (current.scheduled || current.running) return
      current.scheduled = true
      const wait = Math.max(0, current.lastStart + DOCUMENT_VALIDATION_THROTTLE_MS - Date.now())
      setTimeout(() => {
        if (typeof requestIdleCallback === 'function') requestIdleCallback(run, {timeout: 1000})
        else run()
      }, wait)
    }
    schedule()
  }, [document, schema, client, locale])

  useEffect(
    () => () => {
      disposed.current = true
    },
    [],
  )
  return state
}

/** The validation markers of a document (see `useDocumentValidationState`). */
export function useDocumentValidation(
  document: Doc,
  schema: Schema,
  client?: ValidationClient,
): ValidationMarker[] {
  return useDocumentValidationState(document, schema, client).markers
}
