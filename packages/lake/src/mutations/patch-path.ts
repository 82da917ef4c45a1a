/**
 * A parser for the JSONMatch paths of patches (`body[_key=="a"].children[0:2]`), reading them the way
 * @sanity/mutator does, so the lake can check what a path selects before the mutator runs it. Where
 * the mutator's grammar has odd corners (bare aliases, booleans as names), this parser refuses the
 * path instead of guessing: a refused path is a 400, never a different reading.
 */

export type PathNode =
  | {type: 'attribute'; name: string}
  | {type: 'index'; value: number}
  | {type: 'range'; start: number | null; end: number | null; step: number | null}
  | {
      type: 'constraint'
      lhs: {type: 'attribute'; name: string} | {type: 'self'}
      operator: string
      rhs: Literal | null
    }
  | {type: 'union'; nodes: PathNode[]}
  | {type: 'path'; nodes: PathNode[]}
  | {type: 'recursive'; term: PathNode}

export type Literal = string | number | boolean

type Token =
  | {type: 'identifier'; name: string}
  | {type: 'number'; value: number; raw: string}
  | {type: 'quoted'; value: string; quote: 'single' | 'double'}
  | {type: 'symbol'; symbol: string}
  | {type: 'boolean'; value: boolean}

export class PathSyntaxError extends Error {}

// Compared in order, so '..' comes before '.', '==' before '=', '>=' before '>'.
const SYMBOLS = ['..', '.', ',', ':', '?', '>=', '<=', '<', '>', '==', '!=', '$', '@', '[', ']']
const COMPARATORS = new Set(['>=', '<=', '<', '>', '==', '!='])
const IDENTIFIER = /^[A-Za-z_][A-Za-z0-9_]*/
const NUMBER = /^-?\d+(?:\.\d+)?/
const BOOLEAN = /^(?:true|false)(?![A-Za-z0-9_])/

function tokenize(source: string): Token[] {
  const tokens: Token[] = []
  let i = 0
  while (i < source.length) {
    if (source[i] === ' ') {
      i++
      continue
    }
    // As in the mutator, `true` and `false` are literals, never field names.
    const boolean = BOOLEAN.exec(source.slice(i, i + 6))
    if (boolean) {
      tokens.push({type: 'boolean', value: boolean[0] === 'true'})
      i += boolean[0].length
      continue
    }
    const symbol = SYMBOLS.find((candidate) => source.startsWith(candidate, i))
    if (symbol) {
      tokens.push({type: 'symbol', symbol})
      i += symbol.length
      continue
    }
    const identifier = IDENTIFIER.exec(source.slice(i))
    if (identifier) {
      tokens.push({type: 'identifier', name: identifier[0]})
      i += identifier[0].length
      continue
    }
    const number = NUMBER.exec(source.slice(i, i + 40))
    if (number) {
      tokens.push({type: 'number', value: Number(number[0]), raw: number[0]})
      i += number[0].length
      continue
    }
    if (source[i] === '"' || source[i] === "'") {
      const quote = source[i]
      let value = ''
      let j = i + 1
      for (; j < source.length && source[j] !== quote; j++) {
        if (source[j] === '\\') j++
        if (j < source.length) value += source[j]
      }
      if (j >= source.length) throw new PathSyntaxError(`unterminated string at position ${i}`)
      tokens.push({type: 'quoted', value, quote: quote === '"' ? 'double' : 'single'})
      i = j + 1
      continue
    }
    throw new PathSyntaxError(`unexpected "${source[i]}" at position ${i}`)
  }
  return tokens
}

class Parser {
  private i = 0
  constructor(private readonly tokens: Token[]) {}

  parse(): PathNode {
    const path = this.path()
    if (!path) throw new PathSyntaxError('expected a field name, "[" or ".."')
    if (this.i < this.tokens.length)
      throw new PathSyntaxError(`unexpected ${this.describe(this.tokens[this.i])}`)
    return path
  }

  private describe(token: Token): string {
    if (token.type === 'symbol') return `"${token.symbol}"`
    if (token.type === 'identifier') return `"${token.name}"`
    if (token.type === 'number') return `number ${token.raw}`
    if (token.type === 'boolean') return String(token.value)
    return 'string'
  }

  private peekSymbol(symbol: string): boolean {
    const token = this.tokens[this.i]
    return token?.type === 'symbol' && token.symbol === symbol
  }

  private takeSymbol(symbol: string): boolean {
    if (!this.peekSymbol(symbol)) return false
    this.i++
    return true
  }

  private attribute(): {type: 'attribute'; name: string} | null {
    const token = this.tokens[this.i]
    if (token?.type === 'identifier') {
      this.i++
      return {type: 'attribute', name: token.name}
    }
    if (token?.type === 'quoted' && token.quote === 'single') {
      this.i++
      return {type: 'attribute', name: token.value}
    }
    return null
  }

  private number(): number | null {
    const token = this.tokens[this.i]
    if (token?.type !== 'number') return null
    this.i++
    return token.value
  }

  private slice(): PathNode | null {
    const start = this.number()
    if (!this.takeSymbol(':')) {
      if (start === null) return null
      return {type: 'index', value: start}
    }
    const end = this.number()
    const step = this.takeSymbol(':') ? this.number() : null
    if (start === null && end === null) throw new PathSyntaxError('a range needs a start or an end')
    return {type: 'range', start, end, step}
  }

  private literal(): Literal | null {
    const token = this.tokens[this.i]
    if (token?.type === 'quoted' && token.quote === 'double') {
      this.i++
      return token.value
    }
    if (token?.type === 'number' || token?.type === 'boolean') {
      this.i++
      return token.value
    }
    return null
  }

  private constraint(): PathNode | null {
    const start = this.i
    const lhs =
      this.attribute() ?? (this.takeSymbol('@') || this.takeSymbol('$') ? ({type: 'self'} as const) : null)
    if (!lhs) return null
    if (this.takeSymbol('?')) return {type: 'constraint', lhs, operator: '?', rhs: null}
    const token = this.tokens[this.i]
    if (token?.type !== 'symbol' || !COMPARATORS.has(token.symbol)) {
      if (lhs.type === 'self') throw new PathSyntaxError('"@" must be followed by "?" or a comparison')
      this.i = start
      return null
    }
    this.i++
    const rhs = this.literal()
    if (rhs === null) throw new PathSyntaxError(`"${token.symbol}" needs a literal value on its right`)
    return {type: 'constraint', lhs, operator: token.symbol, rhs}
  }

  private union(): PathNode | null {
    if (!this.takeSymbol('[')) return null
    const nodes: PathNode[] = []
    for (;;) {
      const term = this.constraint() ?? this.path() ?? this.slice()
      if (!term) throw new PathSyntaxError('expected an index, a range, a filter or a path inside "[...]"')
      nodes.push(term)
      if (this.takeSymbol(']')) return {type: 'union', nodes}
      if (!this.takeSymbol(',')) throw new PathSyntaxError('expected "," or "]"')
    }
  }

  private recursive(): PathNode | null {
    if (!this.takeSymbol('..')) return null
    const term = this.path()
    if (!term) throw new PathSyntaxError('expected a path after ".."')
    return {type: 'recursive', term}
  }

  private path(): PathNode | null {
    const first = this.attribute() ?? this.union() ?? this.recursive()
    if (!first) return null
    const nodes = [first]
    while (this.i < this.tokens.length) {
      if (this.takeSymbol('.')) {
        const attribute = this.attribute()
        if (!attribute) throw new PathSyntaxError('expected a field name after "."')
        nodes.push(attribute)
      } else if (this.peekSymbol('[')) {
        nodes.push(this.union()!)
      } else {
        const recursive = this.recursive()
        if (recursive) nodes.push(recursive)
        break
      }
    }
    return nodes.length === 1 ? nodes[0] : {type: 'path', nodes}
  }
}

/**
 * Parses a patch path; throws PathSyntaxError with a short reason when it is not one. At most one
 * `..` per path: the mutator shares its recursive matchers between levels, so nested ones multiply.
 */
export function parsePatchPath(source: string): PathNode {
  const tokens = tokenize(source)
  if (tokens.filter((token) => token.type === 'symbol' && token.symbol === '..').length > 1) {
    throw new PathSyntaxError('only one ".." may appear in a path')
  }
  return new Parser(tokens).parse()
}

/** The path as a list of steps from the document down (unions keep their alternatives). */
export function pathSteps(node: PathNode): PathNode[] {
  return node.type === 'path' ? node.nodes : [node]
}
