import {useCallback, useSyncExternalStore} from 'react'
import {useWorkspaceContext} from '../workspace/workspace-context.js'

/**
 * The workspace's current locale id; re-renders when `i18n.changeLocale` switches it.
 * `hookName` names the public hook in the missing-provider error.
 */
export function useLocale(hookName = 'useLocale'): string {
  const {i18n} = useWorkspaceContext(hookName)
  const subscribe = useCallback(
    (onChange: () => void) => {
      i18n.i18next.on('languageChanged', onChange)
      return () => i18n.i18next.off('languageChanged', onChange)
    },
    [i18n],
  )
  const getLocale = useCallback(() => i18n.locale, [i18n])
  return useSyncExternalStore(subscribe, getLocale, getLocale)
}
