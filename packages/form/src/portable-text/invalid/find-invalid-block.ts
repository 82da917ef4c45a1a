import type {EditorSchema} from '@portabletext/editor'
import type {Path} from '@tessera/types'
import {englishFormText} from '../../i18n/form-strings.js'
import {set, unset, type FormPatch} from '../../patch/patches.js'
import type {InvalidBlockTextKey} from './invalid-block-texts.js'

/** A text of the panel by key (`rich-text.invalid.<key>`) with its values, for translating it. */
export interface InvalidBlockText {
  key: InvalidBlockTextKey
  values?: Record<string, string | number>
}

/** One thing in the field's value the editor cannot show as it is, and the patches that fix it. */
export interface BlockProblem {
  /** What is wrong, in English. */
  description: string
  /** The fix button's text, in English. */
  action: string
  /** The same two as keys and values, for the studio's locale. */
  text: {description: InvalidBlockText; action: InvalidBlockText}
  patches: FormPatch[]
}

/** The English of a text of the panel. */
export function englishInvalidBlockText({key, values}: InvalidBlockText): string {
  return englishFormText(`rich-text.invalid.${key}`, values)
}

/** A problem from its texts' keys and values and its fix. */
function blockProblem(
  description: InvalidBlockText['key'] | InvalidBlockText,
  action: InvalidBlockText['key'] | InvalidBlockText,
  patches: FormPatch[],
): BlockProblem {
  const text = {
    description: typeof description === 'string' ? {key: description} : description,
    action: typeof action === 'string' ? {key: action} : action,
  }
  return {
    description: englishInvalidBlockText(text.description),
    action: englishInvalidBlockText(text.action),
    text,
    patches,
  }
}

type Loose = Record<string, unknown>
const isObject = (value: unknown): value is Loose =>
  typeof value === 'object' && value !== null && !Array.isArray(value)
const keyOf = (value: Loose): string | undefined =>
  typeof value._key === 'string' && value._key !== '' ? value._key : undefined
const names = (list: readonly {name: string}[]) => list.map((item) => item.name)

/** Checks of single blocks are kept per block object: in a long body only the edited block is new. */
const checked = new WeakMap<object, WeakMap<EditorSchema, BlockProblem | null>>()

/**
 * The first problem in a rich-text value, or undefined when the editor can show all of it: the value
 * is not an array, a block is not an object, lacks a key or repeats one, has a type, style or list
 * type the schema does not allow, or its mark definitions, children or marks do (a child that is not
 * a span or an allowed inline object, a span without text, a mark that is neither a decorator nor an
 * annotation of the block).
 */
export function findInvalidBlock(
  value: unknown,
  schema: EditorSchema,
  newKey: () => string,
): BlockProblem | undefined {
  if (value === undefined || value === null) return undefined
  if (!Array.isArray(value)) {
    return blockProblem('not-a-list', 'fix.unset', [unset([])])
  }
  const seen = new Set<string>()
  for (const [index, block] of value.entries()) {
    if (!isObject(block)) {
      return blockProblem({key: 'block-not-object', values: {index: index + 1}}, 'fix.remove-block', [
        unset([index]),
      ])
    }
    const key = keyOf(block)
    if (key === undefined || seen.has(key)) {
      return blockProblem(
        key === undefined
          ? {key: 'block-no-key', values: {index: index + 1}}
          : {key: 'block-duplicate-key', values: {index: index + 1, block: key}},
        'fix.block-key',
        [set({...block, _key: newKey()}, [index])],
      )
    }
    seen.add(key)
    const problem = findBlockProblem(block, schema, newKey)
    if (problem) return problem
  }
  return undefined
}

/** The problem of one keyed block (cached per block object and schema). */
export function findBlockProblem(
  block: unknown,
  schema: EditorSchema,
  newKey: () => string,
): BlockProblem | undefined {
  if (!isObject(block)) return blockProblem('a-block-not-object', 'fix.remove-block', [])
  let bySchema = checked.get(block)
  if (!bySchema) checked.set(block, (bySchema = new WeakMap()))
  const cached = bySchema.get(schema)
  if (cached !== undefined) return cached ?? undefined
  const problem = checkBlock(block, schema, newKey)
  bySchema.set(schema, problem ?? null)
  return problem
}

function checkBlock(block: Loose, schema: EditorSchema, newKey: () => string): BlockProblem | undefined {
  const key = keyOf(block)
  if (key === undefined) return blockProblem('a-block-no-key', 'fix.block-key', [])
  const at: Path = [{_key: key}]
  const type = block._type
  if (type !== schema.block.name) {
    if (typeof type === 'string' && names(schema.blockObjects).includes(type)) return undefined
    return blockProblem(
      typeof type === 'string'
        ? {key: 'block-type', values: {block: key, type}}
        : {key: 'block-no-type', values: {block: key}},
      'fix.remove-block',
      [unset(at)],
    )
  }
  const styles = names(schema.styles)
  if (block.style !== undefined && !styles.includes(String(block.style))) {
    return blockProblem(
      {key: 'style', values: {block: key, style: String(block.style)}},
      {key: 'fix.style', values: {style: styles[0] ?? 'normal'}},
      [set(styles[0] ?? 'normal', [...at, 'style'])],
    )
  }
  if (block.listItem !== undefined && !names(schema.lists).includes(String(block.listItem))) {
    return blockProblem({key: 'list-item', values: {block: key, list: String(block.listItem)}}, 'fix.list', [
      unset([...at, 'listItem']),
      unset([...at, 'level']),
    ])
  }
  const markDefs = block.markDefs ?? []
  if (!Array.isArray(markDefs)) {
    return blockProblem({key: 'mark-defs', values: {block: key}}, 'fix.mark-defs', [
      set([], [...at, 'markDefs']),
    ])
  }
  const annotations = names(schema.annotations)
  const defKeys = new Set<string>()
  for (const [index, def] of markDefs.entries()) {
    const defKey = isObject(def) ? keyOf(def) : undefined
    if (!isObject(def) || defKey === undefined || !annotations.includes(String(def._type))) {
      return blockProblem(
        isObject(def)
          ? {key: 'annotation-type', values: {block: key, type: String(def._type)}}
          : {key: 'annotation-not-object', values: {block: key}},
        'fix.annotation',
        [unset([...at, 'markDefs', defKey === undefined ? index : {_key: defKey}])],
      )
    }
    defKeys.add(defKey)
  }
  const span = schema.span.name
  if (!Array.isArray(block.children) || block.children.length === 0) {
    return blockProblem({key: 'no-children', values: {block: key}}, 'fix.empty-text', [
      set([{_type: span, _key: newKey(), text: '', marks: []}], [...at, 'children']),
    ])
  }
  const inline = names(schema.inlineObjects)
  const decorators = names(schema.decorators)
  for (const [index, child] of block.children.entries()) {
    if (!isObject(child)) {
      return blockProblem(
        {key: 'child-not-object', values: {index: index + 1, block: key}},
        'fix.remove-child',
        [unset([...at, 'children', index])],
      )
    }
    const childKey = keyOf(child)
    if (childKey === undefined) {
      return blockProblem({key: 'child-no-key', values: {index: index + 1, block: key}}, 'fix.child-key', [
        set({...child, _key: newKey()}, [...at, 'children', index]),
      ])
    }
    const childAt: Path = [...at, 'children', {_key: childKey}]
    if (child._type !== span) {
      if (typeof child._type === 'string' && inline.includes(child._type)) continue
      return blockProblem(
        typeof child._type === 'string'
          ? {key: 'child-type', values: {child: childKey, block: key, type: child._type}}
          : {key: 'child-no-type', values: {child: childKey, block: key}},
        'fix.remove-child',
        [unset(childAt)],
      )
    }
    if (typeof child.text !== 'string') {
      return blockProblem({key: 'no-text', values: {child: childKey, block: key}}, 'fix.text', [
        set('', [...childAt, 'text']),
      ])
    }
    const marks = child.marks ?? []
    const unknown = Array.isArray(marks)
      ? marks.filter((mark) => !decorators.includes(String(mark)) && !defKeys.has(String(mark)))
      : []
    if (!Array.isArray(marks) || unknown.length > 0) {
      const listed = unknown.map((mark) => `'${String(mark)}'`).join(', ')
      return blockProblem(
        Array.isArray(marks)
          ? {
              key: 'unknown-marks',
              values: {child: childKey, block: key, marks: listed, count: unknown.length},
            }
          : {key: 'marks-not-list', values: {child: childKey, block: key}},
        'fix.marks',
        [
          set(Array.isArray(marks) ? marks.filter((mark) => !unknown.includes(mark)) : [], [
            ...childAt,
            'marks',
          ]),
        ],
      )
    }
  }
  return undefined
}
