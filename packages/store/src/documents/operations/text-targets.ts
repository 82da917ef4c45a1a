import type {PatchOperations} from '@tessera/types'

/**
 * Puts `setIfMissing: {path: ''}` in front of every `diffMatchPatch`, so a text edit always has a
 * string to land on. Without it, a keystroke still waiting to be committed when someone else removes
 * the field would make `@sanity/mutator` throw while rebasing it onto their change (it refuses a text
 * patch on a missing attribute), and the lake would refuse the commit. With it, the keystroke is kept
 * in the field it was typed in.
 */
export function withTextTargets(patches: PatchOperations[]): PatchOperations[] {
  return patches.flatMap((patch) => {
    const textPatches = (patch as {diffMatchPatch?: Record<string, string>}).diffMatchPatch
    if (!textPatches) return [patch]
    const targets = Object.fromEntries(Object.keys(textPatches).map((path) => [path, '']))
    return [{setIfMissing: targets} as PatchOperations, patch]
  })
}
