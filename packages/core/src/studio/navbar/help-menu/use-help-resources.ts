import {useClient, useLocale} from '@tessera/kit'
import {useEffect, useState} from 'react'
import {afterBoot} from '../../boot/after-boot.js'
import {STUDIO_VERSION} from '../constants.js'
import {sanitizeHelpSections, type HelpResponse, type HelpState} from './help-types.js'

/** `/help` speaks API version 1 (spec 000 §7). */
export const HELP_API_VERSION = '1'

/**
 * The help resources for this studio version and locale, fetched once per client and locale. A
 * failure is a state of its own: the menu then shows the default links (spec 000 §8).
 */
export function useHelpResources(): HelpState {
  const client = useClient()
  const locale = useLocale()
  const [state, setState] = useState<HelpState>({status: 'loading'})
  useEffect(() => {
    let current = true
    // Loading again after a change of client or locale; the same state object when it already is, so
    // mounting does not render the navbar a second time.
    setState((before) => (before.status === 'loading' ? before : {status: 'loading'}))
    // The menu is closed at first: its resources are fetched once the boot has settled (after-boot.ts).
    const cancel = afterBoot(() => {
      client
        .withConfig({apiVersion: HELP_API_VERSION})
        .request<HelpResponse>({
          uri: '/help',
          query: {m: STUDIO_VERSION, locale},
          tag: 'module.version-check',
        })
        .then(
          (response) => {
            if (!current) return
            setState({
              status: 'loaded',
              sections: sanitizeHelpSections(response?.resources?.sectionArray),
              latestVersion: typeof response?.latestVersion === 'string' ? response.latestVersion : undefined,
            })
          },
          () => current && setState({status: 'error'}),
        )
    })
    return () => {
      current = false
      cancel()
    }
  }, [client, locale])
  return state
}
