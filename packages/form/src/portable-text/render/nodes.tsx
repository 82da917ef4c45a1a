import {
  defineAnnotation,
  defineBlockObject,
  defineDecorator,
  defineInlineObject,
  defineTextBlock,
  type EditorSchema,
  type RegistrableNode,
} from '@portabletext/editor'
import {Box, Card, Flex, Text} from '@sanity/ui'
import type {ReactElement} from 'react'
import {titleOfType} from '../schema/editor-schema.js'
import {listLevel} from './list-markers.js'

const HEADINGS = new Set(['h1', 'h2', 'h3', 'h4', 'h5', 'h6'])

/** The element a block style is written as: headings, a quote, else a paragraph (custom styles too). */
export function tagForStyle(style: string | undefined): 'h1' | 'h2' | 'h3' | 'h4' | 'h5' | 'h6' | 'blockquote' | 'p' {
  if (style && HEADINGS.has(style)) return style as 'h1'
  return style === 'blockquote' ? 'blockquote' : 'p'
}

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
 * (links underlined), and inline and block objects as a box with the type's title (editing objects
 * comes with the object dialogs of a later increment). One list per schema, made once and kept, so
 * the editor's `NodePlugin` does not register again on every render.
 */
export function createNodes(schema: EditorSchema): RegistrableNode[] {
  return [
    defineTextBlock({
      type: schema.block.name,
      render: ({attributes, children, node}) => {
        const Tag = tagForStyle(node.style)
        const list = node.listItem
          ? {'data-list-item': node.listItem, 'data-list-level': listLevel(node.level)}
          : {}
        return (
          <Tag {...attributes} {...list} data-style={node.style ?? 'normal'}>
            {children}
          </Tag>
        )
      },
    }),
    defineDecorator({type: '*', render: ({decorator, children}) => decorated(decorator, children)}),
    defineAnnotation({
      type: '*',
      render: ({annotation, children}) => (
        <span data-annotation={annotation._type} data-link={annotation._type === 'link' ? '' : undefined}>
          {children}
        </span>
      ),
    }),
    ...schema.inlineObjects.map((type) =>
      defineInlineObject({
        type: type.name,
        render: ({attributes, children, selected}) => (
          <span {...attributes} data-inline-object={type.name}>
            <InlineObjectChip title={titleOfType(schema, type.name)} selected={selected} />
            {children}
          </span>
        ),
      }),
    ),
    ...schema.blockObjects.map((type) =>
      defineBlockObject({
        type: type.name,
        render: ({attributes, children, selected}) => (
          <div {...attributes} data-block-object={type.name}>
            <BlockObjectBox title={titleOfType(schema, type.name)} selected={selected} />
            {children}
          </div>
        ),
      }),
    ),
  ]
}

function InlineObjectChip({title, selected}: {title: string; selected: boolean}) {
  return (
    <Card
      as="span"
      contentEditable={false}
      radius={2}
      paddingX={1}
      tone={selected ? 'primary' : 'transparent'}
      border
      style={{display: 'inline-block', userSelect: 'none'}}
    >
      <Text as="span" size={1}>
        {title}
      </Text>
    </Card>
  )
}

function BlockObjectBox({title, selected}: {title: string; selected: boolean}) {
  return (
    <Card
      contentEditable={false}
      radius={2}
      padding={3}
      marginY={2}
      border
      tone={selected ? 'primary' : 'transparent'}
      style={{userSelect: 'none'}}
    >
      <Flex align="center" gap={2}>
        <Box flex={1}>
          <Text size={1} weight="medium">
            {title}
          </Text>
        </Box>
      </Flex>
    </Card>
  )
}
