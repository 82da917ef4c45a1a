import type {PortableTextObject, PortableTextTextBlock} from '@portabletext/editor'
import type {ReactElement} from 'react'
import {blockFieldId, useRichTextContext} from '../objects/rich-text-context.js'
import {useBlockStatus} from '../status/block-status-store.js'
import {hasErrorAt} from '../status/collect-status.js'
import {BlockGutter} from '../status/block-gutter.js'
import {listLevel} from './list-markers.js'
import {useListNumber} from './list-number-store.js'

const HEADINGS = new Set(['h1', 'h2', 'h3', 'h4', 'h5', 'h6'])

/** The element a block style is written as: headings, a quote, else a paragraph (custom styles too). */
export function tagForStyle(
  style: string | undefined,
): 'h1' | 'h2' | 'h3' | 'h4' | 'h5' | 'h6' | 'blockquote' | 'p' {
  if (style && HEADINGS.has(style)) return style as 'h1'
  return style === 'blockquote' ? 'blockquote' : 'p'
}

export interface TextBlockViewProps {
  attributes: Record<string, unknown>
  node: PortableTextTextBlock
  children: ReactElement
}

/**
 * A text block: the element its style is written as (headings, a quote, else a paragraph), list
 * attributes for the list CSS (a numbered item's marker text, computed from the value, among them), the form id of the block (so the form can reveal a marker in it), and
 * its gutter of presence and validation.
 */
export function TextBlockView({attributes, node, children}: TextBlockViewProps) {
  const {fieldId, listNumbers} = useRichTextContext()
  const Tag = tagForStyle(node.style)
  const number = useListNumber(listNumbers, node._key)
  const list = node.listItem
    ? {'data-list-item': node.listItem, 'data-list-level': listLevel(node.level), 'data-list-marker': number}
    : {}
  return (
    <Tag
      {...attributes}
      {...list}
      data-style={node.style ?? 'normal'}
      data-field={blockFieldId(fieldId, node._key)}
      style={{position: 'relative'}}
    >
      {children}
      <BlockGutter blockKey={node._key} />
    </Tag>
  )
}

export interface AnnotationViewProps {
  annotation: PortableTextObject
  blockKey: string
  children: ReactElement
}

/** Annotated text: links underlined; an annotation with a validation error gets a wavy red underline. */
export function AnnotationView({annotation, blockKey, children}: AnnotationViewProps) {
  const {statusStore} = useRichTextContext()
  const status = useBlockStatus(statusStore, blockKey)
  const invalid = hasErrorAt(status, annotation._key)
  return (
    <span
      data-annotation={annotation._type}
      data-link={annotation._type === 'link' ? '' : undefined}
      data-invalid={invalid ? '' : undefined}
      style={
        invalid ? {textDecoration: 'underline wavy var(--card-badge-critical-dot-color, #e03e2f)'} : undefined
      }
    >
      {children}
    </span>
  )
}
