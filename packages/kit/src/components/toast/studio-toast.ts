import type {ToastParams} from '@sanity/ui/toast'
import {useCallback} from 'react'
import {useToast} from './toast-context.js'

/** How long the 'Uncaught error' toast stays (spec 000 §9). */
export const UNCAUGHT_ERROR_TOAST_MS = 5000
/** The toast layer's offset range (spec 000 §9). */
export const TOAST_Z_OFFSET_RANGE = {min: 100, max: 11000} as const

/** Toasts with the studio's defaults: closable, and errors stay 5 s. */
export function useStudioToast(): {push(params: ToastParams): void} {
  const toast = useToast()
  const push = useCallback(
    (params: ToastParams) =>
      toast.push({
        closable: true,
        duration: params.status === 'error' ? UNCAUGHT_ERROR_TOAST_MS : undefined,
        ...params,
      }),
    [toast],
  )
  return {push}
}
