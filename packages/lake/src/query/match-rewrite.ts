import type {ExprNode} from 'groq-js'
import {callHook, callHookAlone, QueryHook} from './query-hooks.js'
import {mapChildren, type TreeNode as Node} from './tree-walk.js'
import {matchesAllTerms, patternTerms, textTokens, type Term} from './text-match.js'


/**
 * Replaces each `text match pattern` with an expression that gives the same answer through the
 * lake's linear matcher (text-match.ts) instead of groq-js's regular expressions.
 *
 * groq-js cannot be handed another implementation of an operator, so the replacement is GROQ that
 * calls hooks (query-hooks.ts) in order, within one evaluation of the node:
 *
 *     {"t": text, "p": pattern} {                      // each side evaluated once, in its scope
 *       select([reset, t in feedText, count(t[@ in feedText]),
 *               p in feedPattern, count(p[(@ in feedPattern) == null]) > 0][4] => false,
 *              "" in verdict)
 *     }
 *
 * A string side calls its hook directly, an array side once per string element (`in` skips what
 * is not a string, as groq-js's matcher skips it in the text); a pattern array with anything but
 * strings is false, as in groq-js. A literal pattern (parameters are literals by now) is compiled
 * once, here. Within `score()`, where groq-js computes a relevance from the `match` nodes
 * themselves, they stay as they are (the query budget still bounds them).
 */
export function rewriteMatches(tree: ExprNode): ExprNode {
  return rewrite(tree as unknown as Node) as unknown as ExprNode
}

function rewrite(node: Node): Node {
  if (node.type === 'Value') return node
  if (node.type === 'OpCall' && node.op === 'match') {
    return matchExpression(rewrite(node.left as Node), rewrite(node.right as Node))
  }
  if (node.type === 'PipeFuncCall' && node.name === 'score') {
    const base = rewrite(node.base as Node)
    const args = (node.args as Node[]).map(rewriteScoreArgument)
    return {...node, base, args}
  }
  return mapChildren(node, rewrite)
}

/** Inside `score()`: the nodes groq-js scores itself (match, and/or, boost) keep their shape. */
function rewriteScoreArgument(node: Node): Node {
  if (node.type === 'OpCall' && node.op === 'match') {
    return {...node, left: rewrite(node.left as Node), right: rewrite(node.right as Node)}
  }
  if (node.type === 'And' || node.type === 'Or') {
    return {...node, left: rewriteScoreArgument(node.left as Node), right: rewriteScoreArgument(node.right as Node)}
  }
  if (node.type === 'FuncCall' && node.name === 'boost') {
    const [scored, ...rest] = node.args as Node[]
    return {...node, args: [rewriteScoreArgument(scored), ...rest.map(rewrite)]}
  }
  return rewrite(node)
}

function matchExpression(text: Node, pattern: Node): Node {
  let constantTerms: Term[] | undefined
  if (pattern.type === 'Value') {
    constantTerms = literalPatternTerms(pattern.value)
    // No terms, or something other than strings: groq-js answers false whatever the text.
    if (!constantTerms || constantTerms.length === 0) return {type: 'Value', value: false}
  }
  const state = new MatchState(constantTerms)
  const label = `match ${constantTerms ? JSON.stringify(pattern.value) : 'p'}`
  const reset = new QueryHook(`${label}: reset`, () => state.reset())
  const feedText = new QueryHook(`${label}: text`, (part) => state.addText(part))
  const feedPattern = new QueryHook(`${label}: pattern`, (part) => state.addPattern(part))
  const verdict = new QueryHook(`${label}: verdict`, () => state.verdict())
  const t = attribute('t')
  const p = attribute('p')
  const feeds = [callHookAlone(reset), callHook(t, feedText), count(filter(t, callHook(THIS, feedText)))]
  if (constantTerms) {
    const terms = constantTerms
    // The common shapes, cheaper than binding the text: `[title, _id] match $words` feeds each
    // element (each is evaluated once anyway); `title match $q` asks about a string at once and
    // evaluates the attribute again only when it is not one.
    if (text.type === 'Array' && (text.elements as Node[]).every((element) => !element.isSplat)) {
      const elements = (text.elements as Node[]).map((element) => callHook(element.value as Node, feedText))
      const all = [callHookAlone(reset), ...elements, callHookAlone(verdict)]
      return {type: 'AccessElement', base: array(all), index: all.length - 1}
    }
    if (isCheapToRepeat(text)) {
      const ofString = new QueryHook(label, (part) => matchesAllTerms(textTokens(part), terms))
      const ofArray = [callHookAlone(reset), count(filter(text, callHook(THIS, feedText))), callHookAlone(verdict)]
      const otherwise = {type: 'AccessElement', base: array(ofArray), index: 2}
      return {type: 'FuncCall', namespace: 'global', name: 'coalesce', args: [callHook(text, ofString), otherwise]}
    }
    return {
      type: 'Projection',
      base: object({t: text}),
      expr: {type: 'AccessElement', base: array([...feeds, callHookAlone(verdict)]), index: feeds.length},
    }
  }
  const patternIsString = callHook(p, feedPattern)
  const nonStrings = count(filter(p, {type: 'OpCall', op: '==', left: callHook(THIS, feedPattern), right: NULL}))
  const hasNonStrings = {type: 'OpCall', op: '>', left: nonStrings, right: {type: 'Value', value: 0}}
  return {
    type: 'Projection',
    base: object({t: text, p: pattern}),
    expr: {
      type: 'Select',
      alternatives: [
        {
          type: 'SelectAlternative',
          condition: {
            type: 'AccessElement',
            base: array([...feeds, patternIsString, hasNonStrings]),
            index: feeds.length + 1,
          },
          value: {type: 'Value', value: false},
        },
      ],
      fallback: callHookAlone(verdict),
    },
  }
}

/** Attribute paths and literals: evaluating them twice costs next to nothing. */
function isCheapToRepeat(node: Node): boolean {
  if (node.type === 'AccessAttribute') return !node.base || isCheapToRepeat(node.base as Node)
  return node.type === 'This' || node.type === 'Value' || node.type === 'Parameter' || node.type === 'Parent'
}

/** The terms of a literal pattern, or undefined when it is not a string or an array of strings. */
function literalPatternTerms(value: unknown): Term[] | undefined {
  if (typeof value === 'string') return patternTerms(value)
  if (!Array.isArray(value) || !value.every((part) => typeof part === 'string')) return undefined
  return (value as string[]).flatMap(patternTerms)
}

/** What one `match` node has seen in its current evaluation. */
class MatchState {
  private tokens: string[] = []
  private terms: Term[] = []

  constructor(private readonly constantTerms: Term[] | undefined) {}

  reset(): boolean {
    this.tokens = []
    this.terms = this.constantTerms ?? []
    return true
  }

  addText(text: string): boolean {
    for (const token of textTokens(text)) this.tokens.push(token)
    return true
  }

  addPattern(pattern: string): boolean {
    for (const term of patternTerms(pattern)) this.terms.push(term)
    return true
  }

  verdict(): boolean {
    const matched = matchesAllTerms(this.tokens, this.terms)
    this.tokens = []
    return matched
  }
}

const THIS: Node = {type: 'This'}
const NULL: Node = {type: 'Value', value: null}

function attribute(name: string): Node {
  return {type: 'AccessAttribute', name}
}

function count(arg: Node): Node {
  return {type: 'FuncCall', namespace: 'global', name: 'count', args: [arg]}
}

function filter(base: Node, expr: Node): Node {
  return {type: 'Filter', base, expr}
}

function array(elements: Node[]): Node {
  return {type: 'Array', elements: elements.map((value) => ({type: 'ArrayElement', value, isSplat: false}))}
}

function object(attributes: Record<string, Node>): Node {
  return {
    type: 'Object',
    attributes: Object.entries(attributes).map(([name, value]) => ({type: 'ObjectAttributeValue', name, value})),
  }
}

