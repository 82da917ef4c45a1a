/**
 * The named definitions of one schema (user types and built-ins) and how a type name resolves through
 * its parents to a root built-in. Both the problem checks and the compiler read names through this, so
 * they agree on which types exist.
 */
import type {JsonType, TypeDefinition} from '@tessera/types'
import {ASSET_TYPES, ROOT_TYPES, isBuiltInTypeName} from './builtins/index.js'
import {isNonEmptyString, isRecord} from './values.js'

export interface ResolvedChain {
  /** The names walked, starting with the one asked for. */
  names: string[]
  /** The root built-in reached (`document`, `string`, ...). */
  root?: string
  /** The first name that is neither built-in nor defined. */
  unknown?: string
  /** A name whose definition lacks a string `type`. */
  missingType?: string
  /** The names forming an inheritance cycle, first name repeated at the end. */
  cycle?: string[]
}

const rootSpecs = new Map(ROOT_TYPES.map((spec) => [spec.name, spec]))
const assetDefinitions = new Map<string, TypeDefinition>(ASSET_TYPES.map((def) => [def.name, def]))

export function isRootTypeName(name: string): boolean {
  return rootSpecs.has(name)
}

export function rootJsonType(rootName: string): JsonType {
  const spec = rootSpecs.get(rootName)
  if (!spec) throw new Error(`Not a root built-in type: ${rootName}`)
  return spec.jsonType
}

export class DefinitionRegistry {
  /** User types by name: the first definition of each name, never one shadowing a built-in. */
  readonly userTypes = new Map<string, TypeDefinition>()
  /** Index in the input of each registered user type, for messages about duplicates. */
  readonly userTypeIndexes = new Map<string, number>()

  constructor(types: readonly unknown[]) {
    types.forEach((def, index) => {
      if (!isRecord(def) || !isNonEmptyString(def.name)) return
      if (isBuiltInTypeName(def.name) || this.userTypes.has(def.name)) return
      this.userTypes.set(def.name, def as TypeDefinition)
      this.userTypeIndexes.set(def.name, index)
    })
  }

  /** The definition behind a non-root name (user type or built-in asset type). */
  definitionOf(name: string): TypeDefinition | undefined {
    return this.userTypes.get(name) ?? assetDefinitions.get(name)
  }

  isKnown(name: string): boolean {
    return rootSpecs.has(name) || this.definitionOf(name) !== undefined
  }

  /** Every name a `type` property may use: user types first, then built-ins. */
  knownNames(): string[] {
    return [...this.userTypes.keys(), ...rootSpecs.keys(), ...assetDefinitions.keys()]
  }

  resolve(name: string): ResolvedChain {
    const names: string[] = []
    let current = name
    for (;;) {
      const seenAt = names.indexOf(current)
      if (seenAt >= 0) return {names, cycle: [...names.slice(seenAt), current]}
      names.push(current)
      if (rootSpecs.has(current)) return {names, root: current}
      const def = this.definitionOf(current)
      if (!def) return {names, unknown: current}
      if (typeof def.type !== 'string') return {names, missingType: current}
      current = def.type
    }
  }

  /** The root built-in a name resolves to, if it resolves. */
  rootOf(name: string): string | undefined {
    return this.resolve(name).root
  }

  /** The first built-in on the way from `name` to its root (`sanity.imageAsset`, `image`, ...). */
  builtInOf(name: string): string | undefined {
    const chain = this.resolve(name)
    if (!chain.root) return undefined
    return chain.names.find((step) => isBuiltInTypeName(step))
  }

  /** A property as inherited through the named parents of `name` (the first definition setting it). */
  inherited(name: string, key: string): unknown {
    const chain = this.resolve(name)
    for (const step of chain.names) {
      const def = this.definitionOf(step)
      if (def && def[key] !== undefined) return def[key]
    }
    return undefined
  }
}
