// The light entry: the plugin, the navbar trigger and the state. The panel (filters, editors,
// results) loads lazily when the search opens; its views are in `@tessera/search/components`.
export {searchPlugin, type SearchPluginOptions} from './plugin.js'
export {GlobalSearch, type NavbarSearchProps} from './global-search.js'
export {SearchButton, type SearchButtonProps} from './trigger/search-button.js'
export {isSearchShortcut, useSearchShortcut} from './trigger/use-search-shortcut.js'
export {initialSearchState, searchReducer, type SearchAction, type SearchState} from './state/search-state.js'
export {
  SEARCH_NAMESPACE,
  searchMessages,
  useSearchText,
  type SearchMessageKey,
  type SearchText,
} from './messages.js'
export * from './constants.js'
