import {acceptsFile, parseAccept} from '@tessera/store'
import type {AssetKind} from '@tessera/store'

/** spec/001 §5: images accept `image/*` unless the schema says otherwise; files accept anything. */
export function effectiveAccept(kind: AssetKind, accept: string | undefined): string {
  return accept ?? (kind === 'image' ? 'image/*' : '')
}

/** Splits files (or dragged items, which have a type but no name yet) into accepted and rejected. */
export function splitAccepted<T extends {name?: string; type: string}>(
  kind: AssetKind,
  accept: string | undefined,
  files: readonly T[],
): {accepted: T[]; rejected: T[]} {
  const list = parseAccept(effectiveAccept(kind, accept))
  const accepted: T[] = []
  const rejected: T[] = []
  for (const file of files) {
    // While dragging, names are hidden: a type-less item (an extension-only accept) is given the benefit.
    const name = file.name ?? ''
    const ok = acceptsFile(list, {name, type: file.type}) || (name === '' && file.type === '')
    ;(ok ? accepted : rejected).push(file)
  }
  return {accepted, rejected}
}
