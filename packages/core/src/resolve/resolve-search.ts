import type {FlatPlugin} from '@tessera/kit'
import {searchPlugin, type NavbarSearchProps, type SearchPluginOptions} from '@tessera/search'
import type {ComponentType} from 'react'

/**
 * The navbar's search component. The built-in search plugin is the first layer (DESIGN §3: built-in
 * features are plugins); a later plugin's `search.component` replaces it (the last one wins) and
 * `null` removes the search.
 */
export function resolveSearch(plugins: readonly FlatPlugin<object>[]): {
  component: ComponentType<NavbarSearchProps> | null
} {
  let component: ComponentType<NavbarSearchProps> | null = searchPlugin().search.component ?? null
  for (const {plugin} of plugins) {
    const search = (plugin as {search?: SearchPluginOptions}).search
    if (search && search.component !== undefined) component = search.component
  }
  return {component}
}
