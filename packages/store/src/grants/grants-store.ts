import type {SanityClient} from '@sanity/client'
import type {Grant, GrantPermission} from '@tessera/types'
import {
  Observable,
  ReplaySubject,
  defer,
  distinctUntilChanged,
  from,
  map,
  of,
  share,
  switchMap,
  takeUntil,
  throwError,
  timer,
} from 'rxjs'
import {debugGrants} from './debug-roles.js'
import {createGrantEvaluator} from './evaluate-grants.js'
import {MISSING_PROJECT_OR_DATASET, OPERATION_GRANTED, operationDenied} from './messages.js'
import {requiredPermissions} from './operation-permissions.js'
import type {
  DocumentOperationName,
  DocumentPairForPermissions,
  PermissionCheckResult,
  PermissionDocument,
} from './types.js'

/** The acl answer is shared by callers within this window, then fetched again (spec/002 §9). */
export const GRANTS_CACHE_WINDOW_MS = 1000

const ACL_API_VERSION = '2021-06-07'

export interface GrantsStoreOptions {
  client: SanityClient
  projectId: string
  dataset: string
  /** Debug role names (from the debug hash fragment): a non-empty list replaces the acl's grants. */
  debugRoles$?: Observable<readonly string[]>
  /** The current user's id, for filters that call `identity()`. */
  identity?: string
}

export interface GrantsStore {
  /** The grants in force: the debug presets when debug roles are set, else the acl's. */
  grants$: Observable<Grant[]>
  checkDocumentPermission(
    permission: GrantPermission,
    document: PermissionDocument | null,
  ): Observable<PermissionCheckResult>
  /** Whether an operation on a document pair is allowed, with the denial message when it is not. */
  checkOperationPermission(
    operation: DocumentOperationName,
    pair: DocumentPairForPermissions,
  ): Observable<PermissionCheckResult>
  /** Ends every subscription of this store's streams. */
  dispose(): void
}

export function createGrantsStore(options: GrantsStoreOptions): GrantsStore {
  const {client, projectId, dataset} = options
  // A replaying subject, so streams subscribed after dispose() end at once too.
  const disposed$ = new ReplaySubject<void>(1)
  const evaluator = createGrantEvaluator({identity: options.identity})

  const acl$: Observable<Grant[]> = defer(() => {
    if (!projectId || !dataset) return throwError(() => new Error(MISSING_PROJECT_OR_DATASET))
    return client.withConfig({apiVersion: ACL_API_VERSION}).observable.request<Grant[]>({
      uri: `/projects/${encodeURIComponent(projectId)}/datasets/${encodeURIComponent(dataset)}/acl`,
      withCredentials: true,
      tag: 'acl.get',
    })
  }).pipe(
    // One request for everyone who asks within the window; a failed request is retried by the next caller.
    share({
      connector: () => new ReplaySubject<Grant[]>(1),
      resetOnError: true,
      resetOnComplete: () => timer(GRANTS_CACHE_WINDOW_MS),
      resetOnRefCountZero: false,
    }),
  )

  const debugRoles$ = options.debugRoles$ ?? of([])
  const grants$ = debugRoles$.pipe(
    map((roles) => [...roles]),
    distinctUntilChanged((a, b) => a.join(',') === b.join(',')),
    switchMap((roles) => (roles.length > 0 ? of(debugGrants(roles)) : acl$)),
    takeUntil(disposed$),
  )

  function checkDocumentPermission(
    permission: GrantPermission,
    document: PermissionDocument | null,
  ): Observable<PermissionCheckResult> {
    return grants$.pipe(switchMap((grants) => from(evaluator.check(grants, permission, document))))
  }

  function checkOperationPermission(
    operation: DocumentOperationName,
    pair: DocumentPairForPermissions,
  ): Observable<PermissionCheckResult> {
    const required = requiredPermissions(operation, pair)
    return grants$.pipe(
      switchMap((grants) =>
        from(
          Promise.all(
            required.map(async (need) => ({
              need,
              result: await evaluator.check(grants, need.permission, need.document),
            })),
          ),
        ),
      ),
      map((checks): PermissionCheckResult => {
        const denied = checks.filter(({result}) => !result.granted)
        if (denied.length === 0) return {granted: true, reason: OPERATION_GRANTED}
        return {
          granted: false,
          reason: operationDenied(
            operation,
            denied.map(({need, result}) => ({action: need.action, reason: result.reason})),
          ),
        }
      }),
    )
  }

  return {
    grants$,
    checkDocumentPermission,
    checkOperationPermission,
    dispose() {
      disposed$.next()
      disposed$.complete()
    },
  }
}
