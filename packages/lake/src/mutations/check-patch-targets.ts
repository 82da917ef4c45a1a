import {pathSteps, type Literal, type PathNode} from './patch-path.js'

/**
 * Follows a parsed patch path through the document the way @sanity/mutator will, before it runs, and
 * refuses what would make it misbehave: an index or range on something that is not an array, or past
 * the array's length (the mutator enumerates a range eagerly, so `title[0:999999999]` exhausts memory),
 * and paths whose array work (items written times the length of their array; see PatchLimits) is over
 * the limit. Throws PatchTargetError with the reason.
 */
export function checkPatchTargets(
  document: unknown,
  path: PathNode,
  options: {insert: boolean; budget: ArrayWorkBudget; onTarget?: (value: unknown) => void},
): void {
  const walk = new TargetWalk(options.insert, options.budget, options.onTarget)
  walk.follow(document, pathSteps(path), 0)
}

export class PatchTargetError extends Error {}

/** The array work all paths of one patch may cause together (see `maxPatchArrayWork`). */
export class ArrayWorkBudget {
  private used = 0
  constructor(private readonly max: number) {}

  charge(amount: number): void {
    this.used += amount
    if (this.used > this.max) {
      throw new PatchTargetError(
        `the patch selects too many array items (array work over the limit of ${this.max}; see "maxPatchArrayWork")`,
      )
    }
  }
}

type Json = Record<string, unknown>

function isObject(value: unknown): value is Json {
  return value !== null && typeof value === 'object' && !Array.isArray(value)
}

function describe(value: unknown): string {
  if (value === null) return 'null'
  if (Array.isArray(value)) return 'an array'
  return typeof value === 'object' ? 'an object' : `a ${typeof value}`
}

class TargetWalk {
  constructor(
    private readonly insert: boolean,
    private readonly budget: ArrayWorkBudget,
    private readonly onTarget: ((value: unknown) => void) | undefined,
  ) {}

  private charge(amount: number): void {
    this.budget.charge(amount)
  }

  /** Applies `steps[at..]` to `value`; returns how many values the path reaches (0: nothing changes). */
  follow(value: unknown, steps: PathNode[], at: number): number {
    if (at === steps.length) {
      this.onTarget?.(value)
      return 1
    }
    const step = steps[at]
    switch (step.type) {
      case 'attribute':
        // A missing field, or one below a primitive, is created as `{}` by set: nothing below it is
        // an array, so the rest of the path can select no items.
        if (!isObject(value) || !Object.prototype.hasOwnProperty.call(value, step.name)) return 1
        return this.follow(value[step.name], steps, at + 1)
      case 'path':
        return this.follow(value, [...step.nodes, ...steps.slice(at + 1)], 0)
      case 'recursive':
        return this.recursive(value, [...pathSteps(step.term), ...steps.slice(at + 1)])
      case 'union':
        return step.nodes.reduce(
          (reached, node) => reached + this.follow(value, [node, ...steps.slice(at + 1)], 0),
          0,
        )
      case 'constraint':
        return this.constraint(value, step, steps, at)
      case 'index':
      case 'range':
        return this.indexed(value, step, steps, at)
    }
  }

  /** `..term`: the term at this value and at every value below it. */
  private recursive(value: unknown, steps: PathNode[]): number {
    this.charge(1)
    let reached = this.follow(value, steps, 0)
    if (Array.isArray(value)) {
      for (const item of value) {
        const below = this.recursive(item, steps)
        // Each changed item makes the mutator copy the whole array.
        if (below > 0) this.charge(value.length)
        reached += below
      }
    } else if (isObject(value)) {
      for (const child of Object.values(value)) reached += this.recursive(child, steps)
    }
    return reached
  }

  private constraint(
    value: unknown,
    step: Extract<PathNode, {type: 'constraint'}>,
    steps: PathNode[],
    at: number,
  ): number {
    if (Array.isArray(value)) {
      this.charge(value.length)
      let reached = 0
      for (const item of value) {
        if (!testConstraint(step, item)) continue
        const below = this.follow(item, steps, at + 1)
        if (below > 0) this.charge(value.length)
        reached += below
      }
      return reached
    }
    // On an object (or a primitive, for `@`), the constraint filters the value itself.
    return testConstraint(step, value) ? this.follow(value, steps, at + 1) : 0
  }

  private indexed(
    value: unknown,
    step: Extract<PathNode, {type: 'index' | 'range'}>,
    steps: PathNode[],
    at: number,
  ): number {
    if (!Array.isArray(value)) {
      if (value === undefined) return 0
      throw new PatchTargetError(
        `${formatSelector(step)} selects items of ${describe(value)}, not of an array`,
      )
    }
    const last = at === steps.length - 1
    const length = value.length
    const indexes =
      step.type === 'index' ? [this.index(step.value, length, last)] : this.range(step, length, last)
    let reached = 0
    for (const index of indexes) {
      // An insert's last index names a slot, not an item to follow.
      const below = last && this.insert ? 1 : this.follow(value[index], steps, at + 1)
      if (below > 0) this.charge(length)
      reached += below
    }
    return reached
  }

  private index(value: number, length: number, last: boolean): number {
    if (!Number.isInteger(value)) throw new PatchTargetError(`index ${value} is not a whole number`)
    // An insert names a slot: on an empty array, `[0]` and `[-1]` are where the items go.
    const slots = this.insert && last ? Math.max(length, 1) : length
    if (value < -slots || value >= slots) {
      throw new PatchTargetError(`index ${value} is outside the array (length ${length})`)
    }
    return value < 0 ? value + length : value
  }

  private range(step: Extract<PathNode, {type: 'range'}>, length: number, last: boolean): number[] {
    const bound = (value: number | null, fallback: number) => {
      if (value === null) return fallback
      if (!Number.isInteger(value)) {
        throw new PatchTargetError(`range ${formatSelector(step)} has a bound that is not a whole number`)
      }
      if (value < -length || value > length) {
        throw new PatchTargetError(`range ${formatSelector(step)} is outside the array (length ${length})`)
      }
      return value < 0 ? value + length : value
    }
    let start = bound(step.start, 0)
    let end = bound(step.end, length)
    if (step.step !== null && step.step < 0) [start, end] = [end, start]
    const span = Math.max(0, end - start)
    // The mutator enumerates a range once per item when the path goes on below it.
    this.charge(last ? span : span * span * Math.max(1, length))
    return Array.from({length: span}, (_, offset) => start + offset)
  }
}

function testConstraint(step: Extract<PathNode, {type: 'constraint'}>, value: unknown): boolean {
  if (step.lhs.type === 'self') {
    if (value !== null && typeof value === 'object') return false
    return step.operator === '?' || compare(value, step.operator, step.rhs)
  }
  if (!isObject(value) || !Object.prototype.hasOwnProperty.call(value, step.lhs.name)) return false
  const field = value[step.lhs.name]
  if (field !== null && typeof field === 'object') return false
  return step.operator === '?' || compare(field, step.operator, step.rhs)
}

function compare(left: unknown, operator: string, right: Literal | null): boolean {
  const l = left as Literal
  const r = right as Literal
  switch (operator) {
    case '==':
      return l === r
    case '!=':
      return l !== r
    case '>':
      return l > r
    case '>=':
      return l >= r
    case '<':
      return l < r
    default:
      return l <= r
  }
}

function formatSelector(step: Extract<PathNode, {type: 'index' | 'range'}>): string {
  if (step.type === 'index') return `[${step.value}]`
  const step_ = step.step === null ? '' : `:${step.step}`
  return `[${step.start ?? ''}:${step.end ?? ''}${step_}]`
}
