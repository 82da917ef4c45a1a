import {
  defineAnnotation,
  defineBlockObject,
  defineDecorator,
  defineInlineObject,
  defineTextBlock,
  type EditorSchema,
  type RegistrableNode,
} from '@portabletext/editor'
import type {ReactElement} from 'react'
import {BlockObjectView} from '../objects/block-object-view.js'
import {InlineObjectView} from '../objects/inline-object-view.js'
import {titleOfType} from '../schema/editor-schema.js'
import {AnnotationView, TextBlockView} from './text-block-view.js'

/** How a decorator looks; a custom one keeps its text with a `data-decorator` to style it by. */
function decorated(decorator: string, children: ReactElement): ReactElement {
  switch (decorator) {
    case 'strong':
      return <strong>{children}</strong>
    case 'em':
      return <em>{children}</em>
    case 'underline':
      return <u>{children}</u>
    case 'strike-through':
      return <s>{children}</s>
    case 'code':
      return <code>{children}</code>
    case 'overline':
      return <span style={{textDecoration: 'overline'}}>{children}</span>
    default:
      return <span data-decorator={decorator}>{children}</span>
  }
}

/**
 * How the editor renders the field's content: text blocks by style and list, decorators, annotations
 * (links underlined), and inline and block objects with their previews and editors (objects/). One list per schema, made once and kept, so
 * the editor's `NodePlugin` does not register again on every render.
 */
export function createNodes(schema: EditorSchema): RegistrableNode[] {
  return [
    defineTextBlock({
      type: schema.block.name,
      render: ({attributes, children, node}) => (
        <TextBlockView attributes={attributes} node={node}>
          {children}
        </TextBlockView>
      ),
    }),
    defineDecorator({type: '*', render: ({decorator, children}) => decorated(decorator, children)}),
    defineAnnotation({
      type: '*',
      render: ({annotation, children, path}) => (
        <AnnotationView annotation={annotation} blockKey={blockKeyOf(path)}>
          {children}
        </AnnotationView>
      ),
    }),
    ...schema.inlineObjects.map((type) =>
      defineInlineObject({
        type: type.name,
        render: ({attributes, children, node, path, selected}) => (
          <InlineObjectView
            attributes={attributes}
            node={node}
            blockKey={blockKeyOf(path)}
            selected={selected}
            fallbackTitle={titleOfType(schema, type.name)}
          >
            {children}
          </InlineObjectView>
        ),
      }),
    ),
    ...schema.blockObjects.map((type) =>
      defineBlockObject({
        type: type.name,
        render: ({attributes, children, node, selected}) => (
          <BlockObjectView
            attributes={attributes}
            node={node}
            selected={selected}
            fallbackTitle={titleOfType(schema, type.name)}
          >
            {children}
          </BlockObjectView>
        ),
      }),
    ),
  ]
}

/** The key of the text block an inline object's path starts in. */
function blockKeyOf(path: readonly unknown[]): string {
  const first = path[0] as {_key?: unknown} | undefined
  return typeof first?._key === 'string' ? first._key : ''
}
