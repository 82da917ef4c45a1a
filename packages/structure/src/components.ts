// `@tessera/structure/components`: the structure tool's React parts, for custom panes, plugins and
// stories. Importing them loads what the tool's lazy chunk holds (the form among it).
export {PaneLayout, type PaneLayoutProps} from './layout/pane-layout.js'
export {Pane, PaneContent, PaneFooter, PaneHeader, PaneLayoutContext, usePaneLayout} from './panes/pane.js'
export type {PaneHeaderProps, PaneLayoutValue, PaneProps} from './panes/pane.js'
export {ListPane, type ListPaneProps} from './panes/list/list-pane.js'
export {ComponentPane, type ComponentPaneViewProps} from './panes/component/component-pane.js'
export {DocumentPane, type DocumentPaneProps} from './document/document-pane.js'
export {DocumentStatusDot, type DocumentStatusDotProps} from './document-status/document-status-dot.js'
export * from './actions/index.js'
export * from './badges/index.js'
export * from './document/header/index.js'
export * from './document/references/index.js'
export * from './document/inspect/index.js'
export * from './hotkeys/index.js'
export * from './document-list/index.js'
export * from './panes/document-list/index.js'
// Both the header and the list have a default preview selection; the header's is the exported one.
export {DEFAULT_PREVIEW_SELECT} from './document/header/index.js'
