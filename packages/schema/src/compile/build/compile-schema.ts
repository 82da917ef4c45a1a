/** `compileSchema`: definitions in, a schema with its problems out. Never throws on bad definitions. */
import type {Schema, SchemaType, TypeDefinition} from '@tessera/types'
import {markBuiltIn} from '../built-in-marks.js'
import {ASSET_TYPES, ROOT_TYPES} from '../builtins/index.js'
import {findSchemaProblems} from '../problems/index.js'
import {DefinitionRegistry} from '../registry.js'
import {BuildContext} from './context.js'
import {createType} from './create-type.js'

export interface SchemaDefinition {
  name: string
  /** The schema's own types; built-in types are always added. */
  types: readonly TypeDefinition[]
}

export function compileSchema({name, types}: SchemaDefinition): Schema {
  const registry = new DefinitionRegistry(types)
  const problems = findSchemaProblems(types, registry)
  const ctx = new BuildContext()

  // Named types in dependency order (a parent before its children), each a shell first so that
  // fields, members and reference targets can point at any of them.
  const named: {def: Record<string, unknown>; name: string; parent?: string}[] = [
    ...ROOT_TYPES.map((spec) => ({def: spec as Record<string, unknown>, name: spec.name})),
    ...ASSET_TYPES.map((def) => ({def: def as Record<string, unknown>, name: def.name, parent: def.type})),
    ...userTypesInDependencyOrder(registry),
  ]
  for (const {name: typeName, parent, def} of named) {
    const parentType = parent === undefined ? undefined : ctx.named.get(parent)
    const shell = {name: typeName, jsonType: parentType?.jsonType ?? def.jsonType} as SchemaType
    if (parentType) shell.type = parentType
    ctx.named.set(typeName, shell)
  }
  const builtInCount = ROOT_TYPES.length + ASSET_TYPES.length
  named.forEach(({name: typeName, parent, def}, index) => {
    const shell = ctx.namedType(typeName)
    const naming =
      parent === undefined
        ? {kind: 'root' as const, name: typeName}
        : {kind: 'named' as const, name: typeName}
    createType(ctx, def, shell.type, naming, {}, shell)
    if (index < builtInCount) markBuiltIn(shell)
  })
  ctx.runDeferred()

  // Built-ins first, then the schema's own types in the order they were defined.
  const typeNames = [
    ...named.slice(0, builtInCount).map((entry) => entry.name),
    ...[...registry.userTypes.keys()].filter((typeName) => ctx.named.has(typeName)),
  ]
  const byName = new Map(typeNames.map((typeName) => [typeName, ctx.namedType(typeName)]))
  return {
    name,
    get: (typeName) => byName.get(typeName),
    has: (typeName) => byName.has(typeName),
    getTypeNames: () => [...typeNames],
    problems,
  }
}

/** Types whose parent chain reaches a built-in, parents first; unknown parents and cycles are left out. */
function userTypesInDependencyOrder(registry: DefinitionRegistry) {
  const resolvable = [...registry.userTypes].flatMap(([typeName, def]) => {
    const chain = registry.resolve(typeName)
    return chain.root
      ? [{def: def as Record<string, unknown>, name: typeName, parent: def.type, depth: chain.names.length}]
      : []
  })
  return resolvable.sort((a, b) => a.depth - b.depth)
}
