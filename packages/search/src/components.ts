// The search panel's views and its connected hook, for apps that draw the search themselves.
export {SearchPanelView, type SearchPanelViewProps} from './panel/search-panel-view.js'
export {SearchSurface, type SearchSurfaceProps} from './panel/search-surface.js'
export {useGlobalSearch, type GlobalSearchController} from './state/use-global-search.js'
