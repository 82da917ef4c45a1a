export type * from './builder/types.js'
export type * from './actions/types.js'
export {StructureError, structureMessages} from './builder/errors.js'
export {
  createStructureBuilder,
  type DefaultDocumentNodeResolver,
  type StructureBuilder,
  type StructureContext,
} from './builder/structure-builder.js'
export {
  DividerBuilder,
  DocumentListBuilder,
  idFromTitle,
  ListBuilder,
  ListItemBuilder,
  type ChildInput,
  type NodeOrBuilder,
  type Serializable,
} from './builder/list-builders.js'
export {ComponentBuilder, DocumentBuilder} from './builder/document-builders.js'
export {structureTool, type StructurePlugin, type StructureToolDefinition} from './tool/structure-tool.js'
export type {StructureResolver, StructureToolOptions, StructureToolProps} from './tool/types.js'
export {formatPanePath, parsePanePath, type PaneSegment} from './router/pane-path.js'
export {DOCUMENT_SEGMENT, intentToPath, type IntentRequest} from './router/intent-to-path.js'
export {resolvePanes, type PaneResolution, type ResolvedPane} from './panes/resolve-panes.js'
export {sizePanes, NARROW_BELOW_PX, type PaneSizing} from './layout/pane-widths.js'
export {PaneLayout, type PaneLayoutProps} from './layout/pane-layout.js'
export {ListPane, type ListPaneProps} from './panes/list/list-pane.js'
export {DocumentPane, type DocumentPaneProps} from './document/document-pane.js'
export {documentStatus, DOCUMENT_STATUS_LABELS, type DocumentStatus} from './document-status/document-status.js'
export {DocumentStatusDot, type DocumentStatusDotProps} from './document-status/document-status-dot.js'
export {Pane, PaneContent, PaneFooter, PaneHeader, PaneLayoutContext, usePaneLayout} from './panes/pane.js'
export type {PaneHeaderProps, PaneLayoutValue, PaneProps} from './panes/pane.js'
