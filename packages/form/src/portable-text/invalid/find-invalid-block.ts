import type {EditorSchema} from '@portabletext/editor'
import type {Path} from '@tessera/types'
import {set, unset, type FormPatch} from '../../patch/patches.js'

/** One thing in the field's value the editor cannot show as it is, and the patches that fix it. */
export interface BlockProblem {
  description: string
  /** The fix button's text. */
  action: string
  patches: FormPatch[]
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
    return {
      description: 'The value of this field is not a list of blocks.',
      action: 'Unset the value',
      patches: [unset([])],
    }
  }
  const seen = new Set<string>()
  for (const [index, block] of value.entries()) {
    if (!isObject(block)) {
      return {
        description: `Block ${index + 1} is not an object.`,
        action: 'Remove the block',
        patches: [unset([index])],
      }
    }
    const key = keyOf(block)
    if (key === undefined || seen.has(key)) {
      return {
        description:
          key === undefined
            ? `Block ${index + 1} has no _key.`
            : `Block ${index + 1} has the same _key as an earlier block ('${key}').`,
        action: 'Give the block a new key',
        patches: [set({...block, _key: newKey()}, [index])],
      }
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
  if (!isObject(block))
    return {description: 'A block is not an object.', action: 'Remove the block', patches: []}
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
  if (key === undefined)
    return {description: 'A block has no _key.', action: 'Give the block a new key', patches: []}
  const at: Path = [{_key: key}]
  const type = block._type
  if (type !== schema.block.name) {
    if (typeof type === 'string' && names(schema.blockObjects).includes(type)) return undefined
    return {
      description:
        typeof type === 'string'
          ? `Block '${key}' is of type '${type}', which this field does not allow.`
          : `Block '${key}' has no _type.`,
      action: 'Remove the block',
      patches: [unset(at)],
    }
  }
  const styles = names(schema.styles)
  if (block.style !== undefined && !styles.includes(String(block.style))) {
    return {
      description: `Block '${key}' has the style '${String(block.style)}', which this field does not allow.`,
      action: `Change the style to '${styles[0] ?? 'normal'}'`,
      patches: [set(styles[0] ?? 'normal', [...at, 'style'])],
    }
  }
  if (block.listItem !== undefined && !names(schema.lists).includes(String(block.listItem))) {
    return {
      description: `Block '${key}' is a list item of type '${String(block.listItem)}', which this field does not allow.`,
      action: 'Remove the list formatting',
      patches: [unset([...at, 'listItem']), unset([...at, 'level'])],
    }
  }
  const markDefs = block.markDefs ?? []
  if (!Array.isArray(markDefs)) {
    return {
      description: `Block '${key}' has mark definitions that are not a list.`,
      action: 'Reset the mark definitions',
      patches: [set([], [...at, 'markDefs'])],
    }
  }
  const annotations = names(schema.annotations)
  const defKeys = new Set<string>()
  for (const [index, def] of markDefs.entries()) {
    const defKey = isObject(def) ? keyOf(def) : undefined
    if (!isObject(def) || defKey === undefined || !annotations.includes(String(def._type))) {
      return {
        description: isObject(def)
          ? `Block '${key}' has an annotation of type '${String(def._type)}', which this field does not allow.`
          : `Block '${key}' has an annotation that is not an object.`,
        action: 'Remove the annotation',
        patches: [unset([...at, 'markDefs', defKey === undefined ? index : {_key: defKey}])],
      }
    }
    defKeys.add(defKey)
  }
  const span = schema.span.name
  if (!Array.isArray(block.children) || block.children.length === 0) {
    return {
      description: `Text block '${key}' has no children.`,
      action: 'Insert an empty text',
      patches: [set([{_type: span, _key: newKey(), text: '', marks: []}], [...at, 'children'])],
    }
  }
  const inline = names(schema.inlineObjects)
  const decorators = names(schema.decorators)
  for (const [index, child] of block.children.entries()) {
    if (!isObject(child)) {
      return {
        description: `Child ${index + 1} of block '${key}' is not an object.`,
        action: 'Remove the child',
        patches: [unset([...at, 'children', index])],
      }
    }
    const childKey = keyOf(child)
    if (childKey === undefined) {
      return {
        description: `Child ${index + 1} of block '${key}' has no _key.`,
        action: 'Give the child a new key',
        patches: [set({...child, _key: newKey()}, [...at, 'children', index])],
      }
    }
    const childAt: Path = [...at, 'children', {_key: childKey}]
    if (child._type !== span) {
      if (typeof child._type === 'string' && inline.includes(child._type)) continue
      return {
        description:
          typeof child._type === 'string'
            ? `Child '${childKey}' of block '${key}' is of type '${child._type}', which is neither text nor an inline object this field allows.`
            : `Child '${childKey}' of block '${key}' has no _type.`,
        action: 'Remove the child',
        patches: [unset(childAt)],
      }
    }
    if (typeof child.text !== 'string') {
      return {
        description: `Text '${childKey}' of block '${key}' has no text.`,
        action: 'Write an empty text',
        patches: [set('', [...childAt, 'text'])],
      }
    }
    const marks = child.marks ?? []
    const unknown = Array.isArray(marks)
      ? marks.filter((mark) => !decorators.includes(String(mark)) && !defKeys.has(String(mark)))
      : []
    if (!Array.isArray(marks) || unknown.length > 0) {
      return {
        description: `Text '${childKey}' of block '${key}' has the mark${unknown.length > 1 ? 's' : ''} ${unknown.map((mark) => `'${String(mark)}'`).join(', ') || 'list'}, which ${unknown.length > 1 ? 'are' : 'is'} neither a decorator nor an annotation of this field.`,
        action: 'Remove the unknown marks',
        patches: [
          set(Array.isArray(marks) ? marks.filter((mark) => !unknown.includes(mark)) : [], [
            ...childAt,
            'marks',
          ]),
        ],
      }
    }
  }
  return undefined
}
