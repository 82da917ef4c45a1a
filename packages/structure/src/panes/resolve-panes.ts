import {DOCUMENT_SEGMENT} from '../router/intent-to-path.js'
import type {PaneSegment} from '../router/pane-path.js'
import type {Child, DocumentListNode, DocumentNode, PaneNode} from '../builder/types.js'

/** One pane as the layout shows it: its node, and the segment that opened it (none for the root). */
export interface ResolvedPane {
  /** Unique per position and path, for React keys. */
  key: string
  node: PaneNode
  /** The segment picked in this pane, i.e. the id of the next pane (highlighted in lists). */
  selectedId?: string
  /** How many segments lead to this pane (0 for the root). */
  depth: number
}

/** A segment that found nothing: the panes stop before it and say so. */
export interface UnresolvedSegment {
  depth: number
  id: string
  reason: 'not-found' | 'error'
  message?: string
}

export interface PaneResolution {
  panes: ResolvedPane[]
  unresolved?: UnresolvedSegment
}

/** The document pane a document list opens when its node gives no child. */
export function defaultDocumentChild(list: DocumentListNode, segment: PaneSegment): DocumentNode {
  return {
    type: 'document',
    id: segment.id,
    documentId: segment.id.replace(/^drafts\./, ''),
    schemaType: segment.params.type ?? list.schemaTypeName,
  }
}

async function runChild(child: Child, parent: PaneNode, segment: PaneSegment): Promise<PaneNode | undefined> {
  return typeof child === 'function' ? await child({id: segment.id, params: segment.params, parent}) : child
}

/** The child of `parent` for the id picked in it, or undefined when there is none. */
export async function childPane(parent: PaneNode, segment: PaneSegment): Promise<PaneNode | undefined> {
  switch (parent.type) {
    case 'list': {
      const item = parent.items.find((entry) => entry.type === 'listItem' && entry.id === segment.id)
      return item?.type === 'listItem' ? runChild(item.child, parent, segment) : undefined
    }
    case 'documentList':
      return parent.child ? runChild(parent.child, parent, segment) : defaultDocumentChild(parent, segment)
    case 'component':
      return parent.child ? runChild(parent.child, parent, segment) : undefined
    case 'document':
      // A document opened beside a document (a reference's target): its segment names the type.
      return segment.params.type
        ? {
            type: 'document',
            id: segment.id,
            documentId: segment.id.replace(/^drafts\./, ''),
            schemaType: segment.params.type,
          }
        : undefined
  }
}

/** A document pane's own parameters (template, type) come from its segment. */
function withSegmentParams(node: PaneNode, segment: PaneSegment): PaneNode {
  if (node.type !== 'document') return node
  const {template, type, templateParams} = segment.params
  return {
    ...node,
    schemaType: node.schemaType ?? type,
    templateId: node.templateId ?? template,
    templateParameters: node.templateParameters ?? parseParameters(templateParams),
  }
}

function parseParameters(text: string | undefined): Record<string, unknown> | undefined {
  if (!text) return undefined
  try {
    const value: unknown = JSON.parse(text)
    return value && typeof value === 'object' && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : undefined
  } catch {
    return undefined
  }
}

/**
 * Follows the segments from the root: each picks the child of the pane before it. Resolvers may be
 * async; `cache` keeps what was resolved per path prefix, so moving between documents in one list does
 * not resolve the list again.
 */
export async function resolvePanes(
  root: PaneNode,
  segments: readonly PaneSegment[],
  cache: Map<string, PaneNode | undefined> = new Map(),
): Promise<PaneResolution> {
  if (segments[0]?.id === DOCUMENT_SEGMENT) {
    // A document opened on its own, beside the root (an intent for a type the root does not list).
    const [, segment] = segments
    const panes: ResolvedPane[] = [{key: `0:${root.id}`, node: root, depth: 0}]
    if (!segment) return {panes}
    const node: DocumentNode = {
      type: 'document',
      id: segment.id,
      documentId: segment.id.replace(/^drafts\./, ''),
      schemaType: segment.params.type,
      templateId: segment.params.template,
    }
    panes.push({key: `2:${DOCUMENT_SEGMENT}/${segment.id}`, node, depth: 2})
    return {panes}
  }
  const panes: ResolvedPane[] = [{key: `0:${root.id}`, node: root, selectedId: segments[0]?.id, depth: 0}]
  let parent = root
  let prefix = ''
  for (let index = 0; index < segments.length; index++) {
    const segment = segments[index]!
    prefix += `/${segment.id}?${new URLSearchParams(segment.params).toString()}`
    let node: PaneNode | undefined
    try {
      if (cache.has(prefix)) node = cache.get(prefix)
      else {
        node = await childPane(parent, segment)
        cache.set(prefix, node)
      }
    } catch (error) {
      return {
        panes,
        unresolved: {
          depth: index + 1,
          id: segment.id,
          reason: 'error',
          message: error instanceof Error ? error.message : String(error),
        },
      }
    }
    if (!node) return {panes, unresolved: {depth: index + 1, id: segment.id, reason: 'not-found'}}
    node = withSegmentParams(node, segment)
    panes.push({key: `${index + 1}:${prefix}`, node, selectedId: segments[index + 1]?.id, depth: index + 1})
    parent = node
  }
  return {panes}
}
