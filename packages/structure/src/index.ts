export type * from './builder/types.js'
export type * from './actions/types.js'
export {Pane, PaneContent, PaneFooter, PaneHeader, PaneLayoutContext, usePaneLayout} from './panes/pane.js'
export type {PaneHeaderProps, PaneLayoutValue, PaneProps} from './panes/pane.js'
