import type {Template} from '@tessera/schema'
import {getDocumentTypeNames} from '@tessera/schema'
import type {Schema} from '@tessera/types'
import type {ComponentType} from 'react'
import {ComponentBuilder, DocumentBuilder} from './document-builders.js'
import {structureError} from './errors.js'
import {
  DividerBuilder,
  DocumentListBuilder,
  ListBuilder,
  ListItemBuilder,
  type NodeOrBuilder,
} from './list-builders.js'
import type {ComponentPaneProps, DocumentNode, PaneIcon} from './types.js'

/** What the structure and default-document-node resolvers get besides the builder. */
export interface StructureContext {
  schema: Schema
  templates: readonly Template[]
}

/** `defaultDocumentNode(S, {documentId, schemaType})`: the pane any opened document gets. */
export type DefaultDocumentNodeResolver = (
  S: StructureBuilder,
  options: {documentId: string; schemaType: string},
) => NodeOrBuilder<DocumentNode> | undefined

export interface StructureBuilder {
  list(): ListBuilder
  listItem(): ListItemBuilder
  divider(): DividerBuilder
  documentList(): DocumentListBuilder
  /** The list of one document type (title, icon and orderings from the schema). */
  documentTypeList(typeName: string): DocumentListBuilder
  /** A list item opening `documentTypeList(typeName)`, with the id `typeName`. */
  documentTypeListItem(typeName: string): ListItemBuilder
  /** One `documentTypeListItem` per document type of the schema. */
  documentTypeListItems(): ListItemBuilder[]
  document(): DocumentBuilder
  /** The same as `document()`. */
  editor(): DocumentBuilder
  /** A document opened with a template's initial value. */
  documentWithInitialValueTemplate(templateId: string, parameters?: Record<string, unknown>): DocumentBuilder
  component(component?: ComponentType<ComponentPaneProps>): ComponentBuilder
  /** The default document pane of a document (after `defaultDocumentNode`). */
  defaultDocument(options: {documentId: string; schemaType: string}): DocumentBuilder | DocumentNode
  /** The default structure: a 'Content' list of every document type. */
  defaults(): ListBuilder
  context: StructureContext
}

function typeIcon(schema: Schema, typeName: string): PaneIcon | undefined {
  const icon = schema.get(typeName)?.icon
  return typeof icon === 'function' ? (icon as PaneIcon) : undefined
}

/** The structure builder `S` for one workspace's schema and templates. */
export function createStructureBuilder(
  context: StructureContext,
  defaultDocumentNode?: DefaultDocumentNodeResolver,
): StructureBuilder {
  const {schema} = context
  const typeOf = (typeName: string) => {
    const type = schema.get(typeName)
    if (!type) throw structureError('error.unknown-type', {type: typeName})
    return type
  }
  const S: StructureBuilder = {
    context,
    list: () => new ListBuilder(),
    listItem: () => new ListItemBuilder(),
    divider: () => new DividerBuilder(),
    documentList: () => new DocumentListBuilder(),
    documentTypeList(typeName) {
      const type = typeOf(typeName)
      return new DocumentListBuilder()
        .id(typeName)
        .title(type.title ?? typeName)
        .icon(typeIcon(schema, typeName))
        .schemaType(typeName)
        .orderings(type.orderings ?? [])
        .child(({id}) => S.defaultDocument({documentId: id, schemaType: typeName}))
    },
    documentTypeListItem(typeName) {
      const type = typeOf(typeName)
      return new ListItemBuilder()
        .id(typeName)
        .title(type.title ?? typeName)
        .icon(typeIcon(schema, typeName))
        .schemaType(typeName)
        .child(S.documentTypeList(typeName))
    },
    documentTypeListItems: () => getDocumentTypeNames(schema).map((name) => S.documentTypeListItem(name)),
    document: () => new DocumentBuilder(),
    editor: () => new DocumentBuilder(),
    documentWithInitialValueTemplate: (templateId, parameters) =>
      new DocumentBuilder().initialValueTemplate(templateId, parameters),
    component: (component) =>
      component ? new ComponentBuilder().component(component) : new ComponentBuilder(),
    defaultDocument(options) {
      const custom = defaultDocumentNode?.(S, options)
      if (custom) {
        // A custom node keeps the document it was asked for unless it names one itself.
        if (custom instanceof DocumentBuilder)
          return (custom.getDocumentId() ? custom : custom.documentId(options.documentId)).schemaType(
            options.schemaType,
          )
        return custom as DocumentNode
      }
      return new DocumentBuilder().documentId(options.documentId).schemaType(options.schemaType)
    },
    defaults: () => new ListBuilder().id('content').title('Content').items(S.documentTypeListItems()),
  }
  return S
}
