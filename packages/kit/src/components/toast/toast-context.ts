import type {ToastContextValue} from '@sanity/ui/toast'
import {createContext, useContext, type Context} from 'react'

export type {ToastContextValue}

/**
 * @sanity/ui's toast context without its toast module: @sanity/ui keeps it on `globalThis` under
 * `Symbol.for('@sanity/ui/context/toast')` (so that copies of @sanity/ui share it) and creates it
 * there if it is not yet. The kit does the same, so its `useToast` and `LazyToastProvider` work with
 * @sanity/ui's `ToastProvider` and `useToast` alike (test/components/lazy-toast-provider.test.tsx).
 */
const KEY = Symbol.for('@sanity/ui/context/toast')

export function toastContext(): Context<ToastContextValue | null> {
  const scope = globalThis as unknown as Record<symbol, Context<ToastContextValue | null> | undefined>
  return (scope[KEY] ??= createContext<ToastContextValue | null>(null))
}

/**
 * @sanity/ui's `useToast`, without loading its toast module: `push(params)` shows or updates a toast
 * and returns its id. Needs a `LazyToastProvider` (or @sanity/ui's `ToastProvider`) above.
 */
export function useToast(): ToastContextValue {
  const value = useContext(toastContext())
  if (!value) throw new Error('useToast(): missing context value')
  return value
}
