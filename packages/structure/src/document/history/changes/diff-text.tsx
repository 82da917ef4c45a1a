import {Card} from '@sanity/ui'
import {Box, Stack, Text} from '@tessera/kit/primitives'
import type {CSSProperties, ReactNode} from 'react'
import type {BlockChange, BlockSegment, TextSegment} from './change-types.js'
import {useStructureText} from '../../../i18n/structure-strings.js'

export const ADDED_STYLE: CSSProperties = {
  background: 'var(--diff-added-bg, #d7f5dd)',
  color: 'var(--diff-added-fg, #0d5a20)',
  textDecoration: 'none',
}
export const REMOVED_STYLE: CSSProperties = {
  background: 'var(--diff-removed-bg, #fde2e2)',
  color: 'var(--diff-removed-fg, #8a1c1c)',
  textDecoration: 'line-through',
}

/** Text added or removed, marked up as such (ins/del, so the page says what it is to everyone). */
export function Segment({action, children}: {action: TextSegment['action']; children: ReactNode}) {
  if (action === 'added')
    return (
      <ins data-diff="added" style={ADDED_STYLE}>
        {children}
      </ins>
    )
  if (action === 'removed')
    return (
      <del data-diff="removed" style={REMOVED_STYLE}>
        {children}
      </del>
    )
  return <span data-diff="unchanged">{children}</span>
}

/** A string change: inline segments, or the old text struck through above the new one. */
export function StringDiff({
  segments,
  fromValue,
  toValue,
}: {
  segments?: readonly TextSegment[]
  fromValue: unknown
  toValue: unknown
}) {
  if (segments) {
    return (
      <Text size={1} data-testid="string-diff" style={{whiteSpace: 'pre-wrap', wordBreak: 'break-word'}}>
        {segments.map((segment, index) => (
          <Segment key={index} action={segment.action}>
            {segment.text}
          </Segment>
        ))}
      </Text>
    )
  }
  return (
    <Stack gap={2} data-testid="string-diff">
      {typeof fromValue === 'string' && fromValue && (
        <Text size={1} style={{whiteSpace: 'pre-wrap', wordBreak: 'break-word'}}>
          <Segment action="removed">{fromValue}</Segment>
        </Text>
      )}
      {typeof toValue === 'string' && toValue && (
        <Text size={1} style={{whiteSpace: 'pre-wrap', wordBreak: 'break-word'}}>
          <Segment action="added">{toValue}</Segment>
        </Text>
      )}
    </Stack>
  )
}

const MARK_TAGS: Record<string, (children: ReactNode) => ReactNode> = {
  strong: (children) => <strong>{children}</strong>,
  em: (children) => <em>{children}</em>,
  code: (children) => <code>{children}</code>,
  underline: (children) => <u>{children}</u>,
  'strike-through': (children) => <s>{children}</s>,
}

/** A span's text inside its marks' tags (annotations, whose marks are keys, get a dotted underline). */
function Marked({segment}: {segment: BlockSegment}) {
  const t = useStructureText()
  let content: ReactNode = segment.text
  for (const mark of segment.marks) {
    const tag = MARK_TAGS[mark]
    content = tag ? tag(content) : <span style={{borderBottom: '1px dotted'}}>{content}</span>
  }
  if (segment.fromMarks) {
    const none = t('history.changes.no-marks')
    const before = segment.fromMarks.length ? segment.fromMarks.join(', ') : none
    const after = segment.marks.length ? segment.marks.join(', ') : none
    return (
      <span
        data-diff="marks"
        title={t('history.changes.formatting-changed', {before, after})}
        style={{background: 'var(--diff-marks-bg, #fff3c4)'}}
      >
        {content}
      </span>
    )
  }
  return <Segment action={segment.action}>{content}</Segment>
}

const BLOCK_BACKGROUNDS: Partial<Record<BlockChange['action'], string>> = {
  added: 'var(--card-badge-positive-bg-color)',
  removed: 'var(--card-badge-critical-bg-color)',
}

/** A rich-text change: each changed block with its changed text and marks inline. */
export function PortableTextDiff({blocks}: {blocks: readonly BlockChange[]}) {
  const t = useStructureText()
  const changed = blocks.filter((block) => block.action !== 'unchanged')
  return (
    <Stack gap={2} data-testid="portable-text-diff">
      {changed.map((block) => (
        <Card
          key={block.key}
          data-block-action={block.action}
          padding={2}
          radius={2}
          // Badge colours of the default card, not a tone: see entryBackground in timeline-list.tsx.
          style={{background: BLOCK_BACKGROUNDS[block.action]}}
          border
        >
          {block.broken ? (
            <Text size={1} muted data-testid="portable-text-diff-broken">
              {block.broken === 'child'
                ? t('history.changes.could-not-find-child')
                : t('history.changes.cannot-display')}
            </Text>
          ) : block.blockType === 'block' ? (
            <Text size={1} style={{whiteSpace: 'pre-wrap', wordBreak: 'break-word'}}>
              {block.segments.map((segment, index) => (
                <Marked key={index} segment={segment} />
              ))}
            </Text>
          ) : (
            <Text size={1} muted>
              {`${block.blockType}: ${t(`history.changes.${block.action === 'unchanged' ? 'changed' : block.action}`)}`}
            </Text>
          )}
          {block.fromStyle !== undefined && (
            <Box marginTop={2}>
              <Text size={0} muted>
                {`Style: ${block.fromStyle ?? 'normal'} → ${block.style ?? 'normal'}`}
              </Text>
            </Box>
          )}
        </Card>
      ))}
    </Stack>
  )
}
