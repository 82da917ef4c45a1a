import {debugRolesFromHash, parseDebugHash} from '@tessera/store'
import {distinctUntilChanged, fromEvent, map, type Observable, of, startWith} from 'rxjs'

/** The hash of the page's URL; empty outside a browser. */
function currentHash(): string {
  return typeof location === 'undefined' ? '' : location.hash
}

/**
 * The debug roles of the URL's hash (`#_debug_roles=viewer,contributor`, spec 002 §1/§6), live: they
 * replace the acl's grants while present, and editing the hash switches them without a reload.
 */
export function debugRolesFromLocation(): Observable<readonly string[]> {
  if (typeof window === 'undefined') return of([])
  return fromEvent(window, 'hashchange').pipe(
    startWith(undefined),
    map(() => debugRolesFromHash(currentHash())),
    distinctUntilChanged((a, b) => a.join(',') === b.join(',')),
  )
}

/** The debug presence options of the URL's hash (`#_debug_presence=fake_others,show_own`), at load. */
export function debugPresenceFromLocation(): string[] {
  return parseDebugHash(currentHash()).presence ?? []
}
