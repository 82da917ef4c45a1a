import {cleanupSemantic, DIFF_DELETE, DIFF_INSERT, makeDiff} from '@sanity/diff-match-patch'
import type {BlockChange, BlockSegment} from './change-types.js'
import {orderWithRemoved, type Placed} from './order-items.js'

interface Span {
  _type?: string
  text?: unknown
  marks?: unknown
}

interface Block {
  _key?: string
  _type?: string
  style?: string
  children?: Span[]
}

/** A text block's characters and the marks of each (from its spans). */
function flatten(block: Block | undefined): {text: string; marks: string[][]} {
  let text = ''
  const marks: string[][] = []
  for (const span of block?.children ?? []) {
    const spanText = typeof span.text === 'string' ? span.text : ''
    const spanMarks = Array.isArray(span.marks)
      ? span.marks.filter((m): m is string => typeof m === 'string')
      : []
    text += spanText
    for (let i = 0; i < spanText.length; i++) marks.push(spanMarks)
  }
  return {text, marks}
}

const sameMarks = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((mark) => b.includes(mark))

/**
 * The segments of a changed text block: added, removed and kept text, each with its marks; kept text
 * whose marks changed carries the marks it had before (`fromMarks`).
 */
export function blockSegments(from: Block | undefined, to: Block | undefined): BlockSegment[] {
  const a = flatten(from)
  const b = flatten(to)
  const segments: BlockSegment[] = []
  const push = (segment: BlockSegment) => {
    const last = segments.at(-1)
    if (
      last &&
      last.action === segment.action &&
      sameMarks(last.marks, segment.marks) &&
      sameMarks(last.fromMarks ?? last.marks, segment.fromMarks ?? segment.marks) &&
      Boolean(last.fromMarks) === Boolean(segment.fromMarks)
    ) {
      last.text += segment.text
    } else segments.push({...segment})
  }
  let ai = 0
  let bi = 0
  for (const [op, text] of cleanupSemantic(makeDiff(a.text, b.text))) {
    for (const char of text) {
      if (op === DIFF_DELETE) push({action: 'removed', text: char, marks: a.marks[ai++] ?? []})
      else if (op === DIFF_INSERT) push({action: 'added', text: char, marks: b.marks[bi++] ?? []})
      else {
        const before = a.marks[ai++] ?? []
        const after = b.marks[bi++] ?? []
        push({
          action: 'unchanged',
          text: char,
          marks: after,
          ...(sameMarks(before, after) ? {} : {fromMarks: before}),
        })
      }
    }
  }
  return segments
}

function keyOf(block: Block, index: number): string {
  return typeof block?._key === 'string' ? block._key : `index-${index}`
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

/**
 * Why a block's diff cannot be drawn (spec 002 §8): 'diff' when the block is not an object or a text
 * block has no list of children, 'child' when one of its children is not an object (no span to find).
 */
function brokenReason(block: Block | undefined): BlockChange['broken'] {
  if (block === undefined) return undefined
  if (!isObject(block)) return 'diff'
  if ((block._type ?? 'block') !== 'block') return undefined
  if (!Array.isArray(block.children)) return 'diff'
  return block.children.every(isObject) ? undefined : 'child'
}

/** The blocks of a rich-text change, in the new order with removed blocks where they were. */
export function diffBlocks(fromValue: unknown, toValue: unknown): BlockChange[] {
  const from = (Array.isArray(fromValue) ? fromValue : []) as Block[]
  const to = (Array.isArray(toValue) ? toValue : []) as Block[]
  const fromByKey = new Map(from.map((block, index) => [keyOf(block, index), block]))
  const changes: BlockChange[] = []
  const describe = (key: string, before: Block | undefined, after: Block | undefined): BlockChange => {
    const typed = isObject(after) ? after._type : isObject(before) ? before._type : undefined
    const blockType = typeof typed === 'string' ? typed : 'block'
    const broken = brokenReason(before) ?? brokenReason(after)
    const action: BlockChange['action'] = !before
      ? 'added'
      : !after
        ? 'removed'
        : JSON.stringify(before) === JSON.stringify(after)
          ? 'unchanged'
          : 'changed'
    const isText = blockType === 'block'
    if (broken) return {key, action, blockType, broken, segments: []}
    return {
      key,
      action,
      blockType,
      style: after?.style ?? before?.style,
      ...(before && after && before.style !== after.style ? {fromStyle: before.style} : {}),
      segments:
        isText && action !== 'unchanged'
          ? blockSegments(before, after)
          : isText
            ? blockSegments(after, after)
            : [],
    }
  }
  const toIndexOf = new Map(to.map((block, index) => [keyOf(block, index), index]))
  const placed: (BlockChange & Placed)[] = []
  from.forEach((block, index) => {
    const key = keyOf(block, index)
    if (!toIndexOf.has(key)) placed.push({...describe(key, block, undefined), fromIndex: index})
  })
  to.forEach((block, index) => {
    const key = keyOf(block, index)
    const before = fromByKey.get(key)
    const fromIndex = before ? from.indexOf(before) : undefined
    placed.push({...describe(key, before, block), fromIndex, toIndex: index})
  })
  for (const {fromIndex: _from, toIndex: _to, ...change} of orderWithRemoved(placed)) changes.push(change)
  return changes
}
