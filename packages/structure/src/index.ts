// The main entry stays light: the structure builder, the tool plugin and pure helpers. The tool's
// screens load lazily from their own chunk; the React components for custom panes and plugins are in
// `@tessera/structure/components`, so importing this entry does not pull them into a studio's
// first load.
export type * from './builder/types.js'
export type * from './actions/types.js'
export {StructureError, structureError, structureMessages} from './builder/errors.js'
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
export {
  documentStatus,
  DOCUMENT_STATUS_LABELS,
  type DocumentStatus,
} from './document-status/document-status.js'
export {ACTION_MESSAGES, type ActionMessageKey} from './actions/messages.js'
export {
  FIELD_ACTIONS_PROPERTY,
  fieldActionsResolver,
  resolveFieldActions,
  useDocumentFieldActions,
  type DocumentFieldAction,
} from './field-actions/index.js'
export {
  englishStructureText,
  STRUCTURE_NAMESPACE,
  structureStrings,
  useStructureText,
  type StructureText,
  type StructureTextKey,
} from './i18n/structure-strings.js'
export {DOCUMENT_ACTIONS_PROPERTY, resolveDocumentActions} from './actions/resolve-document-actions.js'
export {DOCUMENT_BADGES_PROPERTY, resolveDocumentBadges} from './badges/resolve-document-badges.js'
