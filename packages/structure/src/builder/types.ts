import type {SortOrdering} from '@tessera/types'
import type {ComponentType} from 'react'

/**
 * The structure as the panes render it: plain serialized nodes, built with the structure builder
 * (`S.list()`, `S.documentTypeList('post')`, …) or written by hand. Children are nodes, or resolvers
 * called with the id the user picked (so a list of documents opens the picked one).
 */

/** A pane's icon: any React component (e.g. from @sanity/icons). */
export type PaneIcon = ComponentType

/** What a child resolver gets: the picked item's id and the parameters on its URL segment. */
export interface ChildContext {
  /** The id picked in the parent pane (a list item id, or a document id). */
  id: string
  params: Readonly<Record<string, string>>
  /** The parent pane. */
  parent: PaneNode
}

/** A child pane, or a function resolving it from what was picked (sync or async). */
export type ChildResolver = (context: ChildContext) => PaneNode | undefined | Promise<PaneNode | undefined>
export type Child = PaneNode | ChildResolver

/** How a document list sorts: one or more `field direction` pairs, named for the ordering menu. */
export type {SortOrdering}

/** An entry of a list pane that opens a child pane. */
export interface ListItemNode {
  type: 'listItem'
  id: string
  title: string
  icon?: PaneIcon
  /** The document type the child lists, when it lists one (intents and the create button use it). */
  schemaType?: string
  child: Child
}

export interface DividerNode {
  type: 'divider'
  id: string
}

/** A pane listing items (the root is one). */
export interface ListNode {
  type: 'list'
  id: string
  title: string
  items: (ListItemNode | DividerNode)[]
}

/** A template the pane's create button offers (a template id of the workspace, with parameters). */
export interface InitialValueTemplateItem {
  templateId: string
  parameters?: Record<string, unknown>
  title?: string
}

/** A pane listing documents from the lake: live, ordered, virtualised and paged. */
export interface DocumentListNode {
  type: 'documentList'
  id: string
  title: string
  icon?: PaneIcon
  /** The single document type listed (for `documentTypeList`), or undefined for a mixed filter. */
  schemaTypeName?: string
  /** A GROQ filter, e.g. `_type == $type` (what goes inside `*[...]`). */
  filter: string
  params: Record<string, unknown>
  /** Orderings offered in the menu besides the defaults; the first ordering applies unless one was picked. */
  orderings?: SortOrdering[]
  defaultOrdering?: SortOrdering['by']
  /** The create button's templates; left out: the default template of `schemaTypeName`. */
  initialValueTemplates?: InitialValueTemplateItem[]
  /** The pane a picked document opens (default: its document pane). */
  child?: Child
}

/** A document's pane: the form, header and actions of one document. */
export interface DocumentNode {
  type: 'document'
  id: string
  /** The published id. */
  documentId: string
  /** Resolved by a query when left out (spec/002 §7: type resolution query). */
  schemaType?: string
  /** For a document that does not exist yet: the template its initial value comes from. */
  templateId?: string
  templateParameters?: Record<string, unknown>
  title?: string
}

/** Props of a custom component pane. */
export interface ComponentPaneProps {
  paneId: string
  options: Record<string, unknown>
  /** Opens the child of this pane with the given id (when the node has a child). */
  openChild(id: string, params?: Record<string, string>): void
  childId?: string
}

export interface ComponentNode {
  type: 'component'
  id: string
  title?: string
  component: ComponentType<ComponentPaneProps>
  options: Record<string, unknown>
  child?: Child
}

export type PaneNode = ListNode | DocumentListNode | DocumentNode | ComponentNode
