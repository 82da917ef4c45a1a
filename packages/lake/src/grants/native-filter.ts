import type {ExprNode} from 'groq-js'
import type {SanityDocument} from '@tessera/types'

type Node = {type: string; [key: string]: unknown}

/** A grant filter as plain JavaScript: same answer as groq-js, without its interpreter. */
export type DocumentTest = (doc: SanityDocument) => boolean

/**
 * Compiles the filter shapes grants are usually made of (`_id` / `_type` compared with `==`, `!=`, `in
 * [...]`, `in path(...)`, combined with `&&`, `||`, `!`, and `true` / `false`) into a function, so that
 * filtering a large dataset costs microseconds rather than a groq-js evaluation per document. `_id`
 * and `_type` are strings on every stored document, so every leaf is true or false and GROQ's
 * three-valued logic reduces to plain booleans. Anything else returns undefined: groq-js evaluates it.
 */
export function compileNative(expr: ExprNode): DocumentTest | undefined {
  return compile(expr as unknown as Node)
}

function compile(node: Node): DocumentTest | undefined {
  switch (node.type) {
    case 'Group':
      return compile(node.base as Node)
    case 'Value':
      return typeof node.value === 'boolean' ? () => node.value as boolean : undefined
    case 'Not': {
      const inner = compile(node.base as Node)
      return inner && ((doc) => !inner(doc))
    }
    case 'And':
    case 'Or': {
      const left = compile(node.left as Node)
      const right = compile(node.right as Node)
      if (!left || !right) return undefined
      return node.type === 'And' ? (doc) => left(doc) && right(doc) : (doc) => left(doc) || right(doc)
    }
    case 'OpCall':
      return comparison(node)
    default:
      return undefined
  }
}

function comparison(node: Node): DocumentTest | undefined {
  const field = documentField(node.left as Node)
  if (!field) return undefined
  const right = node.right as Node
  if ((node.op === '==' || node.op === '!=') && right.type === 'Value' && typeof right.value === 'string') {
    const value = right.value
    return node.op === '==' ? (doc) => doc[field] === value : (doc) => doc[field] !== value
  }
  if (node.op !== 'in') return undefined
  const pattern = pathPattern(right)
  if (pattern) return (doc) => pattern.test(doc[field])
  const values = stringList(right)
  return values && ((doc) => values.has(doc[field]))
}

function documentField(node: Node): '_id' | '_type' | undefined {
  if (node.type !== 'AccessAttribute' || node.base) return undefined
  return node.name === '_id' || node.name === '_type' ? node.name : undefined
}

/** `path("drafts.**")`, matched exactly as groq-js builds its pattern (parts joined by a bare `.`). */
function pathPattern(node: Node): RegExp | undefined {
  const args = node.args as Node[] | undefined
  if (node.type !== 'FuncCall' || node.name !== 'path' || args?.length !== 1) return undefined
  const [arg] = args
  if (arg.type !== 'Value' || typeof arg.value !== 'string') return undefined
  const parts = arg.value.split('.').map((part) => {
    if (part === '*') return '[^.]+'
    if (part === '**') return '.*'
    return part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
  })
  return new RegExp(`^${parts.join('.')}$`)
}

/** `["a", "b"]` of string literals (a non-string element could match only by GROQ's rules: skip). */
function stringList(node: Node): Set<unknown> | undefined {
  if (node.type !== 'Array') return undefined
  const values = new Set<unknown>()
  for (const element of node.elements as Node[]) {
    const value = element.value as Node
    if (element.isSplat || value.type !== 'Value' || typeof value.value !== 'string') return undefined
    values.add(value.value)
  }
  return values
}
