import type {ComponentType} from 'react'
import {GlobalSearch, type NavbarSearchProps} from './global-search.js'

/** What a plugin contributes to the navbar's search slot; `component: null` turns the search off. */
export interface SearchPluginOptions {
  component?: ComponentType<NavbarSearchProps> | null
}

/**
 * The global search as a plugin (DESIGN §3: built-in features are plugins). The shell adds it to
 * every workspace before the configured plugins, so a workspace can replace or remove it with its own
 * `search: {component}`.
 */
export function searchPlugin(): {name: string; search: SearchPluginOptions} {
  return {name: 'tessera/search', search: {component: GlobalSearch}}
}
