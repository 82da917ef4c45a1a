import type {ToastParams, ToastProviderProps} from '@sanity/ui/toast'
import {useContext, useLayoutEffect, useState} from 'react'
import {createCodeLoader, useLoadedCode} from '../../hooks/use-loaded-code.js'
import {toastContext, type ToastContextValue} from './toast-context.js'

/** @sanity/ui's toast module (its toasts and their animation), loaded with the first toast. */
const toastModule = createCodeLoader(() => import('@sanity/ui/toast'))

let lastId = 0

/** The provider's pushes, and the real ToastProvider's `push` once it is in. */
interface Relay {
  real: ToastContextValue | null
  pending: ToastParams[]
}

/**
 * @sanity/ui's `ToastProvider` (same props), whose code (the toasts and their animation engine's
 * presence code, about 6 KiB gzip) loads with the first toast pushed, not with the studio. It gives
 * @sanity/ui's toast context at once (so `useToast` of either the kit or @sanity/ui works inside):
 * a push before the code is in is kept and shown when it arrives; each push returns its id at once.
 */
export function LazyToastProvider({children, ...layerProps}: ToastProviderProps) {
  const [wanted, setWanted] = useState(false)
  const code = useLoadedCode(toastModule, wanted)
  const [relay] = useState<Relay>(() => ({real: null, pending: []}))
  const [value] = useState<ToastContextValue>(() => ({
    version: 0,
    push(params) {
      const toast = {...params, id: params.id ?? `lazy-toast-${lastId++}`}
      if (relay.real) relay.real.push(toast)
      else {
        relay.pending.push(toast)
        setWanted(true)
      }
      return toast.id
    },
  }))
  const ToastContext = toastContext()
  return (
    <ToastContext.Provider value={value}>
      {children}
      {code && (
        // The real provider holds only the relay: the studio inside is not remounted when it comes.
        <code.ToastProvider {...layerProps}>
          <ToastRelay relay={relay} />
        </code.ToastProvider>
      )}
    </ToastContext.Provider>
  )
}

/** Inside the real ToastProvider: hands its `push` to the lazy provider, with the pushes so far. */
function ToastRelay({relay}: {relay: Relay}) {
  const real = useContext(toastContext())
  useLayoutEffect(() => {
    if (!real) return undefined
    relay.real = real
    for (const toast of relay.pending.splice(0)) real.push(toast)
    return () => {
      relay.real = null
    }
  }, [real, relay])
  return null
}
