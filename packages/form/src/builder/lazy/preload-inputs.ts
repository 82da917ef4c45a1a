import type {SchemaType} from '@tessera/types'
import {resolveBuiltInInputKind, type InputKind} from '../../inputs/resolve-input-kind.js'
import {LAZY_INPUT_OF_KIND} from './lazy-inputs.js'

const PRELOADS: Partial<Record<InputKind, () => Promise<unknown>>> = Object.fromEntries(
  Object.entries(LAZY_INPUT_OF_KIND).map(([kind, input]) => [kind, input.preload]),
)

const preloaded = new WeakSet<SchemaType>()

/**
 * Starts loading the code of every lazily loaded input kind that `type` can show (its fields, their
 * fields, array members), so it arrives while the document itself is fetched. Each type is walked
 * once; recursive types end at the types already seen.
 */
export function preloadInputsFor(type: SchemaType): void {
  if (preloaded.has(type)) return
  const seen = new Set<SchemaType>()
  const visit = (current: SchemaType) => {
    if (seen.has(current)) return
    seen.add(current)
    // A type that cannot resolve (a schema error elsewhere shows it) preloads nothing.
    let kind: InputKind | undefined
    try {
      kind = resolveBuiltInInputKind(current)
    } catch {
      kind = undefined
    }
    const preload = kind && PRELOADS[kind]
    // Failures surface where the input renders; preloading is only a head start.
    if (preload) preload().catch(() => undefined)
    for (const field of current.fields ?? []) visit(field.type)
    for (const member of current.of ?? []) visit(member)
  }
  visit(type)
  preloaded.add(type)
}
