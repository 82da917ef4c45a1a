import type {ComponentType} from 'react'
import type {
  DefaultDocumentNodeResolver,
  StructureBuilder,
  StructureContext,
} from '../builder/structure-builder.js'
import type {NodeOrBuilder} from '../builder/list-builders.js'
import type {PaneNode} from '../builder/types.js'

/** `structure: (S, context) => S.list()…`: the tool's root pane. */
export type StructureResolver = (S: StructureBuilder, context: StructureContext) => NodeOrBuilder<PaneNode>

export interface StructureToolOptions {
  /** The tool's name in the URL and navbar (default 'structure'). */
  name?: string
  title?: string
  icon?: ComponentType
  /** The root pane; every document type in a 'Content' list when left out. */
  structure?: StructureResolver
  /** The pane every opened document gets (e.g. a fixed title or template); a plain document pane when left out. */
  defaultDocumentNode?: DefaultDocumentNodeResolver
}

/**
 * What the shell gives a tool component (core's `ToolComponentProps`, repeated here because the
 * structure package sits below core and must not import it).
 */
export interface StructureToolProps {
  tool: {name: string; title?: string}
  toolPath: string
  intent?: {name: 'create' | 'edit'; params: Record<string, string>}
  toolBasePath: string
  navigate(toolPath: string, options?: {replace?: boolean}): void
}
