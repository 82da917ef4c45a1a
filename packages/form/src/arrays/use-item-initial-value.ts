import {useStudioToast} from '@tessera/kit'
import {resolveItemInitialValue} from '@tessera/schema'
import type {SchemaType} from '@tessera/types'
import {useCallback, useEffect, useRef} from 'react'
import {useFormContext} from '../builder/form-context.js'
import {useFormText} from '../i18n/form-strings.js'

/** A slow initial value gets a toast after this long (spec/001 §4 'Arrays'). */
export const RESOLVING_TOAST_DELAY_MS = 300
/** How long 'Initial value resolved' stays. */
export const RESOLVED_TOAST_MS = 500

/**
 * Resolves the initial value of a new item (`resolveItemInitialValue` with the form's schema and
 * initial-value context) and hands it to `onResolved`. A resolution taking longer than 300 ms shows
 * 'Resolving initial value…', replaced by 'Initial value resolved' for 500 ms; a failure shows an
 * error toast naming the type. Without a schema in the form context nothing is resolved.
 */
export function useItemInitialValue(
  onResolved: (key: string, value: unknown) => void,
): (key: string, type: SchemaType) => void {
  const {schema, initialValueContext} = useFormContext()
  const {push} = useStudioToast()
  const t = useFormText()
  const onResolvedRef = useRef(onResolved)
  useEffect(() => {
    onResolvedRef.current = onResolved
  }, [onResolved])
  const timers = useRef(new Set<ReturnType<typeof setTimeout>>())
  useEffect(() => {
    const pending = timers.current
    return () => {
      for (const timer of pending) clearTimeout(timer)
      pending.clear()
    }
  }, [])

  return useCallback(
    (key: string, type: SchemaType) => {
      if (!schema) return
      const id = `resolving-initial-value-${key}`
      let shown = false
      const timer = setTimeout(() => {
        timers.current.delete(timer)
        shown = true
        push({id, status: 'info', title: t('initial-value.resolving'), duration: Infinity})
      }, RESOLVING_TOAST_DELAY_MS)
      timers.current.add(timer)
      const settle = () => {
        clearTimeout(timer)
        timers.current.delete(timer)
      }
      Promise.resolve()
        .then(() => resolveItemInitialValue(type, {...initialValueContext, schema}))
        .then(
          (value) => {
            settle()
            if (shown) {
              push({id, status: 'info', title: t('initial-value.resolved'), duration: RESOLVED_TOAST_MS})
            }
            onResolvedRef.current(key, value)
          },
          (error: unknown) => {
            settle()
            const message = error instanceof Error ? error.message : String(error)
            push({
              id,
              status: 'error',
              title: t('initial-value.failed'),
              description: t('initial-value.failed-detail', {type: type.title ?? type.name, message}),
            })
          },
        )
    },
    [schema, initialValueContext, push, t],
  )
}
