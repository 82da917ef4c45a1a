import {useClient, useLocale} from '@tessera/kit'
import {useEffect, useState} from 'react'
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
    setState({status: 'loading'})
    client
      .withConfig({apiVersion: HELP_API_VERSION})
      .request<HelpResponse>({uri: '/help', query: {m: STUDIO_VERSION, locale}, tag: 'module.version-check'})
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
    return () => {
      current = false
    }
  }, [client, locale])
  return state
}
