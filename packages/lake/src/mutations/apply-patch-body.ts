import {arrayToJSONMatchPath, extractWithPath, Mutation as SanityMutation} from '@sanity/mutator'
import type {SanityDocument} from '@tessera/types'
import {applyTextPatch} from './text-patch.js'

type Json = Record<string, unknown>

/** The operations `@sanity/mutator` runs before and after `diffMatchPatch`, in its order. */
const BEFORE_TEXT = ['setIfMissing', 'set', 'unset'] as const
const AFTER_TEXT = ['inc', 'dec', 'insert'] as const

function pick(operations: Json, names: readonly string[]): Json | undefined {
  const picked = Object.fromEntries(
    names.filter((name) => operations[name] !== undefined).map((name) => [name, operations[name]]),
  )
  return Object.keys(picked).length > 0 ? picked : undefined
}

function applyWithMutator(document: SanityDocument, operations: Json, id: string): SanityDocument {
  return new SanityMutation({mutations: [{patch: {...operations, id}}]}).apply(document) as SanityDocument
}

/**
 * Applies one patch's operations to a document with `@sanity/mutator`'s semantics and order, except
 * that `diffMatchPatch` places its hunks so that no typed character is lost (text-patch.ts): each
 * matching string is patched here and written back with `set` at its concrete path.
 */
export function applyPatchBody(
  document: SanityDocument,
  operations: Json,
  id: string,
  alignChars?: number,
): SanityDocument {
  const textPatches = operations.diffMatchPatch as Record<string, string> | undefined
  if (!textPatches) return applyWithMutator(document, operations, id)
  let current = document
  const before = pick(operations, BEFORE_TEXT)
  if (before) current = applyWithMutator(current, before, id)
  for (const [path, patchText] of Object.entries(textPatches)) {
    const sets: Json = {}
    for (const match of extractWithPath(path, current)) {
      if (typeof match.value === 'string')
        sets[arrayToJSONMatchPath(match.path)] = applyTextPatch(match.value, patchText, alignChars)
    }
    // Nothing to patch (a missing field, or not a string): the mutator's own answer, an error or nothing.
    current =
      Object.keys(sets).length > 0
        ? applyWithMutator(current, {set: sets}, id)
        : applyWithMutator(current, {diffMatchPatch: {[path]: patchText}}, id)
  }
  const after = pick(operations, AFTER_TEXT)
  if (after) current = applyWithMutator(current, after, id)
  return current
}
