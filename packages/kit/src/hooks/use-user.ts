import type {User} from '@tessera/store'
import {useMemo} from 'react'
import {catchError, from, of} from 'rxjs'
import {useWorkspaceContext} from '../workspace/workspace-context.js'
import {useObservable} from './use-observable.js'

/**
 * The user with `id` from the workspace's user store (lookups of one render batch into one request,
 * cached per id): undefined while loading, null when unknown, refused or failed (an avatar falls
 * back to initials rather than breaking the screen).
 */
export function useUser(id: string): User | null | undefined {
  const {users} = useWorkspaceContext('useUser').kernel
  const user$ = useMemo(() => from(users.getUser(id)).pipe(catchError(() => of(null))), [users, id])
  return useObservable<User | null, undefined>(user$, undefined)
}
