import {useCallback, useEffect, useRef, useState} from 'react'
import {useToast} from '@tessera/kit'
import type {ActionConfirmation, DocumentActionContext, DocumentActionDescriptor} from '../types.js'

/** A confirmation being asked: `confirmation` is null while the action prepares it. */
export interface PendingConfirmation {
  name: string
  confirmation: ActionConfirmation | null
}

export interface ActionRunner {
  /** The name of the action whose `run` is in progress. */
  running: string | null
  pending: PendingConfirmation | null
  /** Starts an action: asks for confirmation first when it has one, then runs it. */
  select(name: string): void
  confirm(): void
  cancel(): void
}

function labelOf(action: DocumentActionDescriptor, context: DocumentActionContext): string {
  return typeof action.label === 'function' ? action.label(context) : action.label
}

function errorMessage(error: unknown): string {
  return error instanceof Error ? error.message : String(error)
}

/**
 * Runs the footer's actions: confirmation first (awaiting a confirmation that is a promise), then
 * `run` with the context as it is at that moment (not as it was when the button was pressed),
 * then a success or failure toast. One action at a time.
 */
export function useActionRunner(
  context: DocumentActionContext | null,
  actions: readonly DocumentActionDescriptor[],
): ActionRunner {
  const toast = useToast()
  const [running, setRunning] = useState<string | null>(null)
  const [pending, setPending] = useState<PendingConfirmation | null>(null)
  // The latest values, so a confirmation answered later runs against the document as it is then.
  const latest = useRef({context, actions, running, pending})
  useEffect(() => {
    latest.current = {context, actions, running, pending}
  })
  // Each confirmation request gets a number; a cancelled or superseded one is ignored when it resolves.
  const request = useRef(0)

  const find = (name: string) => latest.current.actions.find((action) => action.name === name)

  const run = useCallback(
    async (name: string) => {
      const action = find(name)
      const current = latest.current.context
      if (!action || !current) return
      const reason = action.disabled(current)
      if (reason) {
        // The document changed while the dialog was open (someone else published, say).
        toast.push({status: 'warning', title: labelOf(action, current), description: reason, closable: true})
        return
      }
      setRunning(name)
      latest.current.running = name
      try {
        await action.run(current)
        const success =
          typeof action.successMessage === 'function' ? action.successMessage(current) : action.successMessage
        if (success) toast.push({status: 'success', title: success, closable: true})
      } catch (error) {
        const title =
          typeof action.failureMessage === 'function'
            ? action.failureMessage(current, error)
            : (action.failureMessage ?? current.t('actions.footer.failure', {label: labelOf(action, current)}))
        toast.push({status: 'error', title, description: errorMessage(error), closable: true})
      } finally {
        setRunning(null)
        latest.current.running = null
      }
    },
    // `find` and `latest` read refs; the toast handle is stable.
    [toast],
  )

  const select = useCallback(
    (name: string) => {
      const action = find(name)
      const current = latest.current.context
      if (!action || !current || latest.current.running || latest.current.pending) return
      if (action.disabled(current)) return
      if (!action.confirm) return void run(name)
      const id = ++request.current
      let answer: ReturnType<NonNullable<DocumentActionDescriptor['confirm']>>
      try {
        answer = action.confirm(current)
      } catch (error) {
        toast.push({status: 'error', title: labelOf(action, current), description: errorMessage(error)})
        return
      }
      if (!(answer instanceof Promise)) {
        if (answer) setPending({name, confirmation: answer})
        else void run(name)
        return
      }
      setPending({name, confirmation: null})
      answer.then(
        (confirmation) => {
          if (request.current !== id) return
          if (confirmation) setPending({name, confirmation})
          else {
            setPending(null)
            void run(name)
          }
        },
        (error: unknown) => {
          if (request.current !== id) return
          setPending(null)
          toast.push({status: 'error', title: labelOf(action, current), description: errorMessage(error)})
        },
      )
    },
    [run, toast],
  )

  const confirm = useCallback(() => {
    const current = latest.current.pending
    if (!current?.confirmation) return
    request.current++
    setPending(null)
    void run(current.name)
  }, [run])

  const cancel = useCallback(() => {
    request.current++
    setPending(null)
  }, [])

  return {running, pending, select, confirm, cancel}
}
