import {useEffect} from 'react'
import {useToast} from '@tessera/kit'
import {useStudioText} from '../../i18n/studio-strings.js'

/** How long the 'Uncaught error' toast stays (spec 000 §9). */
export const UNCAUGHT_ERROR_TOAST_DURATION = 5000

/** Errors that have their own screen or dialog (spec 000 §8) and get no toast. */
const OWN_SCREEN_ERRORS = new Set([
  'CorsOriginError',
  'SchemaError',
  'ConfigPropertyError',
  'ConfigResolutionError',
  'I18nConfigError',
])

export function shouldToastError(error: unknown): boolean {
  return !(error instanceof Error && OWN_SCREEN_ERRORS.has(error.name))
}

/** Shows a closable 'Uncaught error' toast for errors nothing else handled. */
export function UncaughtErrorToasts() {
  const toast = useToast()
  const t = useStudioText()
  const title = t('uncaught-error.title')
  useEffect(() => {
    const show = (error: unknown) => {
      if (!shouldToastError(error)) return
      toast.push({
        status: 'error',
        title,
        description: error instanceof Error ? error.message : String(error),
        closable: true,
        duration: UNCAUGHT_ERROR_TOAST_DURATION,
      })
    }
    const onError = (event: ErrorEvent) => show(event.error ?? event.message)
    const onRejection = (event: PromiseRejectionEvent) => show(event.reason)
    window.addEventListener('error', onError)
    window.addEventListener('unhandledrejection', onRejection)
    return () => {
      window.removeEventListener('error', onError)
      window.removeEventListener('unhandledrejection', onRejection)
    }
  }, [toast, title])
  return null
}
