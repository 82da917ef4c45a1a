import {DOCUMENT_VALIDATION_THROTTLE_MS, validateDocument, type ValidationClient} from '@tessera/schema'
import type {Schema, ValidationMarker} from '@tessera/types'
import {useEffect, useRef, useState} from 'react'

const NONE: ValidationMarker[] = []

/**
 * The validation markers of a document, recomputed as it changes: at most once per 200 ms (spec/001 §5),
 * always with the latest value last, and never applied out of order.
 */
export function useDocumentValidation(
  document: Record<string, unknown> | undefined,
  schema: Schema,
  client?: ValidationClient,
): ValidationMarker[] {
  const [markers, setMarkers] = useState<ValidationMarker[]>(NONE)
  const lastRun = useRef(0)
  const generation = useRef(0)
  useEffect(() => {
    const run = ++generation.current
    if (!document) {
      setMarkers(NONE)
      return undefined
    }
    const wait = Math.max(0, lastRun.current + DOCUMENT_VALIDATION_THROTTLE_MS - Date.now())
    const timer = setTimeout(() => {
      lastRun.current = Date.now()
      validateDocument({document: document as never, schema, client}).then(
        (result) => {
          if (run === generation.current) setMarkers(result.length === 0 ? NONE : result)
        },
        () => undefined,
      )
    }, wait)
    return () => clearTimeout(timer)
  }, [document, schema, client])
  return markers
}
