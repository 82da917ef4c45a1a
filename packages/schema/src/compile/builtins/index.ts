import {ASSET_TYPES} from './asset-types.js'
import {ROOT_TYPES} from './root-types.js'

export {ASSET_TYPES} from './asset-types.js'
export {ASSET_BASE_FIELD_NAMES, ROOT_TYPES, type RootTypeSpec} from './root-types.js'
export {BLOCK_DEFAULTS} from './block-defaults.js'

/** Every built-in type name, roots first. */
export const BUILT_IN_TYPE_NAMES: readonly string[] = [
  ...ROOT_TYPES.map((spec) => spec.name),
  ...ASSET_TYPES.map((definition) => definition.name),
]

const builtInNames = new Set(BUILT_IN_TYPE_NAMES)

export function isBuiltInTypeName(name: string): boolean {
  return builtInNames.has(name)
}
