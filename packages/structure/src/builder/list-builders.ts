import type {SortOrdering} from '@tessera/types'
import {structureError, type StructureNodeKind} from './errors.js'
import type {
  Child,
  ChildContext,
  DividerNode,
  DocumentListNode,
  InitialValueTemplateItem,
  ListItemNode,
  ListNode,
  PaneIcon,
  PaneNode,
} from './types.js'

/** Anything that serializes to a pane node: a builder, or a node written by hand. */
export interface Serializable<Node> {
  serialize(path?: readonly string[]): Node
}

export type NodeOrBuilder<Node> = Node | Serializable<Node>
export type ChildInput = NodeOrBuilder<PaneNode> | ((context: ChildContext) => unknown)

const FORBIDDEN_ID = /[/,=]/

export function checkId(kind: StructureNodeKind, id: string | undefined, path: readonly string[]): string {
  if (!id) throw structureError('error.missing-id', {kind}, path)
  if (FORBIDDEN_ID.test(id)) throw structureError('error.invalid-id', {id}, path)
  return id
}

export function isSerializable<Node>(value: unknown): value is Serializable<Node> {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as {serialize?: unknown}).serialize === 'function'
  )
}

export function serializeNode<Node>(value: NodeOrBuilder<Node>, path: readonly string[]): Node {
  return isSerializable<Node>(value) ? value.serialize(path) : value
}

/** A child as the panes use it: builders are serialized, resolvers' results too (sync or async). */
export function serializeChild(child: ChildInput, path: readonly string[]): Child {
  if (typeof child !== 'function') return serializeNode(child, path)
  return (context) => {
    const resolved = child(context)
    const finish = (value: unknown) =>
      value === undefined || value === null
        ? undefined
        : serializeNode(value as NodeOrBuilder<PaneNode>, path)
    return resolved instanceof Promise ? resolved.then(finish) : finish(resolved)
  }
}

/** `S.divider()`: a line between list items. */
export class DividerBuilder implements Serializable<DividerNode> {
  constructor(private readonly dividerId = `divider-${Math.random().toString(36).slice(2, 8)}`) {}
  id(id: string): DividerBuilder {
    return new DividerBuilder(id)
  }
  serialize(): DividerNode {
    return {type: 'divider', id: this.dividerId}
  }
}

interface ListItemSpec {
  id?: string
  title?: string
  icon?: PaneIcon
  schemaType?: string
  child?: ChildInput
}

/** `S.listItem()`: an entry of a list that opens its child. */
export class ListItemBuilder implements Serializable<ListItemNode> {
  constructor(private readonly spec: ListItemSpec = {}) {}
  id(id: string): ListItemBuilder {
    return new ListItemBuilder({...this.spec, id})
  }
  title(title: string): ListItemBuilder {
    return new ListItemBuilder({...this.spec, title, id: this.spec.id ?? idFromTitle(title)})
  }
  icon(icon: PaneIcon | undefined): ListItemBuilder {
    return new ListItemBuilder({...this.spec, icon})
  }
  schemaType(schemaType: string): ListItemBuilder {
    return new ListItemBuilder({...this.spec, schemaType})
  }
  child(child: ChildInput): ListItemBuilder {
    return new ListItemBuilder({...this.spec, child})
  }
  getId(): string | undefined {
    return this.spec.id
  }
  serialize(path: readonly string[] = []): ListItemNode {
    const id = checkId('list item', this.spec.id, path)
    const here = [...path, id]
    if (!this.spec.title) throw structureError('error.missing-title', {kind: 'list item'}, here)
    if (!this.spec.child) throw structureError('error.missing-child', undefined, here)
    return {
      type: 'listItem',
      id,
      title: this.spec.title,
      icon: this.spec.icon,
      schemaType: this.spec.schemaType,
      child: serializeChild(this.spec.child, here),
    }
  }
}

interface ListSpec {
  id?: string
  title?: string
  items?: NodeOrBuilder<ListItemNode | DividerNode>[]
}

/** `S.list()`: a pane of items (the root is one). */
export class ListBuilder implements Serializable<ListNode> {
  constructor(private readonly spec: ListSpec = {}) {}
  id(id: string): ListBuilder {
    return new ListBuilder({...this.spec, id})
  }
  title(title: string): ListBuilder {
    return new ListBuilder({...this.spec, title, id: this.spec.id ?? idFromTitle(title)})
  }
  items(items: NodeOrBuilder<ListItemNode | DividerNode>[]): ListBuilder {
    return new ListBuilder({...this.spec, items})
  }
  getItems(): NodeOrBuilder<ListItemNode | DividerNode>[] {
    return this.spec.items ?? []
  }
  serialize(path: readonly string[] = []): ListNode {
    const id = checkId('list', this.spec.id, path)
    const here = [...path, id]
    if (!this.spec.title) throw structureError('error.missing-title', {kind: 'list'}, here)
    const items = (this.spec.items ?? []).map((item) => serializeNode(item, here))
    const seen = new Set<string>()
    for (const item of items) {
      if (item.type === 'divider') continue
      if (seen.has(item.id)) throw structureError('error.duplicate-id', {id: item.id}, here)
      seen.add(item.id)
    }
    return {type: 'list', id, title: this.spec.title, items}
  }
}

interface DocumentListSpec {
  id?: string
  title?: string
  icon?: PaneIcon
  schemaTypeName?: string
  filter?: string
  params?: Record<string, unknown>
  orderings?: SortOrdering[]
  defaultOrdering?: SortOrdering['by']
  initialValueTemplates?: InitialValueTemplateItem[]
  child?: ChildInput
}

/** `S.documentList()`: documents matching a filter, live and paged. */
export class DocumentListBuilder implements Serializable<DocumentListNode> {
  constructor(private readonly spec: DocumentListSpec = {}) {}
  private with(patch: Partial<DocumentListSpec>): DocumentListBuilder {
    return new DocumentListBuilder({...this.spec, ...patch})
  }
  id(id: string): DocumentListBuilder {
    return this.with({id})
  }
  title(title: string): DocumentListBuilder {
    return this.with({title, id: this.spec.id ?? idFromTitle(title)})
  }
  icon(icon: PaneIcon | undefined): DocumentListBuilder {
    return this.with({icon})
  }
  /** Lists one type: the filter becomes `_type == $type` unless one was given. */
  schemaType(schemaTypeName: string): DocumentListBuilder {
    return this.with({schemaTypeName})
  }
  filter(filter: string): DocumentListBuilder {
    return this.with({filter})
  }
  params(params: Record<string, unknown>): DocumentListBuilder {
    return this.with({params})
  }
  orderings(orderings: SortOrdering[]): DocumentListBuilder {
    return this.with({orderings})
  }
  defaultOrdering(defaultOrdering: SortOrdering['by']): DocumentListBuilder {
    return this.with({defaultOrdering})
  }
  initialValueTemplates(initialValueTemplates: InitialValueTemplateItem[]): DocumentListBuilder {
    return this.with({initialValueTemplates})
  }
  child(child: ChildInput): DocumentListBuilder {
    return this.with({child})
  }
  serialize(path: readonly string[] = []): DocumentListNode {
    const id = checkId('document list', this.spec.id, path)
    const here = [...path, id]
    if (!this.spec.title) throw structureError('error.missing-title', {kind: 'document list'}, here)
    const {schemaTypeName} = this.spec
    const filter = this.spec.filter ?? (schemaTypeName ? '_type == $type' : undefined)
    if (!filter) throw structureError('error.missing-filter', undefined, here)
    const params =
      this.spec.params ?? (this.spec.filter === undefined && schemaTypeName ? {type: schemaTypeName} : {})
    return {
      type: 'documentList',
      id,
      title: this.spec.title,
      icon: this.spec.icon,
      schemaTypeName,
      filter,
      params,
      orderings: this.spec.orderings,
      defaultOrdering: this.spec.defaultOrdering,
      initialValueTemplates: this.spec.initialValueTemplates,
      child: this.spec.child === undefined ? undefined : serializeChild(this.spec.child, here),
    }
  }
}

/** 'Blog posts' → 'blogPosts': the id a title implies when none is given. */
export function idFromTitle(title: string): string {
  const words = title
    .normalize('NFKD')
    .replace(/[^\w\s-]/g, '')
    .trim()
    .split(/[\s_-]+/)
    .filter(Boolean)
  return words
    .map((word, index) =>
      index === 0 ? word.toLowerCase() : word[0]!.toUpperCase() + word.slice(1).toLowerCase(),
    )
    .join('')
}
