import type {PresenceLocation, PresenceServerMessage} from '@tessera/types'
import {isEqual} from 'lodash-es'
import {BehaviorSubject, combineLatest, distinctUntilChanged, from, map, type Observable, take} from 'rxjs'
import {ANNOUNCE_DEBOUNCE_MS, ANNOUNCE_INTERVAL_MS, PRESENCE_API_VERSION, PRESENCE_TAG} from './constants.js'
import {debugPresenceSessions, FAKE_PRESENCE_USERS} from './debug-presence.js'
import {documentPresence, globalPresence, sessionLastActive} from './presence-views.js'
import {getPresenceSessionId, type PresenceSessionStorage} from './session-id.js'
import {
  connectPresenceSocket,
  type ConnectionStatus,
  type PresenceSocketFactory,
  type WebSocketConstructor,
} from './socket.js'
import type {
  DocumentPresence,
  GetUsers,
  GlobalPresence,
  LocationInput,
  PresenceUser,
  SessionPresence,
} from './types.js'

export interface PresenceStoreOptions {
  /** The lake's API address (`http(s)://…`, turned into `ws(s)://…`), used unless `createSocket` is given. */
  url?: string
  dataset: string
  /** Sent as `?token=` (browsers cannot set headers on a WebSocket); without it, the session cookie. */
  token?: string
  apiVersion?: string
  /** Default: the global `WebSocket` (browsers, Node 22+); pass the `ws` package's in older Node. */
  WebSocket?: WebSocketConstructor
  /** Makes the socket for a URL instead (to add headers, say). */
  createSocket?: PresenceSocketFactory
  /** Keeps the session id across reloads; default `globalThis.sessionStorage` if there is one. */
  sessionStorage?: PresenceSessionStorage
  /** Resolves user ids to users (batched by the caller's user store, if it likes). */
  getUsers: GetUsers
  /** Refused messages and unknown events; default `console.warn`. */
  onError?: (error: Error) => void
  /** The signed-in user (for the `show_own` debug option). */
  currentUserId?: string
  /** The debug hash's presence options: `fake_others`, `show_own` (spec 002 §1). */
  debugPresence?: readonly string[]
}

export interface PresenceStore {
  /** This tab's session id (16 characters, kept in session storage). */
  readonly sessionId: string
  /** Where this session is; announced after 200 ms of quiet, and every 30 s anyway. */
  setLocation(locations: readonly LocationInput[]): void
  /** Everyone else present in the dataset, with users resolved. */
  readonly globalPresence$: Observable<GlobalPresence[]>
  /** The other sessions at a document (draft and published id alike). */
  documentPresence(documentId: string): Observable<DocumentPresence[]>
  readonly connectionStatus$: Observable<ConnectionStatus>
  /** The `show_own` debug option is on: lists that leave the signed-in user out should not. */
  readonly showsOwn: boolean
  /** Says goodbye (a `disconnect` to the others) and closes the socket. */
  dispose(): void
}

function socketUrl(options: PresenceStoreOptions): string {
  const base = new URL(options.url ?? 'http://localhost')
  base.protocol = base.protocol === 'https:' || base.protocol === 'wss:' ? 'wss:' : 'ws:'
  const version = (options.apiVersion ?? PRESENCE_API_VERSION).replace(/^v/, '')
  base.pathname = `${base.pathname.replace(/\/$/, '')}/v${version}/socket/${encodeURIComponent(options.dataset)}`
  base.searchParams.set('tag', PRESENCE_TAG)
  if (options.token) base.searchParams.set('token', options.token)
  return base.toString()
}

function socketFactory(options: PresenceStoreOptions): PresenceSocketFactory {
  if (options.createSocket) return options.createSocket
  const Socket = options.WebSocket ?? (globalThis as {WebSocket?: WebSocketConstructor}).WebSocket
  if (!Socket) throw new Error('No WebSocket implementation: pass `WebSocket` or `createSocket`')
  if (!options.url) throw new Error('The presence store needs `url` (or `createSocket`)')
  return (url) => new Socket(url)
}

function defaultSessionStorage(): PresenceSessionStorage | undefined {
  try {
    return (globalThis as {sessionStorage?: PresenceSessionStorage}).sessionStorage
  } catch {
    // Reading sessionStorage throws where storage is blocked.
    return undefined
  }
}

/** The presence store of one workspace: one socket to the dataset's presence channel. */
export function createPresenceStore(options: PresenceStoreOptions): PresenceStore {
  const createSocket = socketFactory(options)
  const onError = options.onError ?? ((error: Error) => console.warn(`Presence: ${error.message}`))
  const sessionId = getPresenceSessionId(options.sessionStorage ?? defaultSessionStorage())
  const sessions = new BehaviorSubject<ReadonlyMap<string, SessionPresence>>(new Map())
  const users = new BehaviorSubject<ReadonlyMap<string, PresenceUser | null>>(new Map())
  const status = new BehaviorSubject<ConnectionStatus>('connecting')
  const requested = new Set<string>()
  let locations: PresenceLocation[] = []
  let debounce: ReturnType<typeof setTimeout> | undefined
  let disposed = false
  const debug = new Set(options.debugPresence ?? [])
  if (debug.has('fake_others')) {
    users.next(new Map(FAKE_PRESENCE_USERS.map((user) => [user.id, user])))
    for (const user of FAKE_PRESENCE_USERS) requested.add(user.id)
  }

  /** Puts the debug options' sessions (own, fake) where this session is now. */
  function showDebugSessions(): void {
    if (debug.size === 0 || disposed) return
    const added = debugPresenceSessions(
      debug,
      {sessionId, userId: options.currentUserId},
      locations,
      new Date().toISOString(),
    )
    const next = new Map(sessions.getValue())
    for (const session of added) next.set(session.sessionId, session)
    sessions.next(next)
    if (options.currentUserId && debug.has('show_own')) resolveUsers([options.currentUserId])
  }

  function announce(): void {
    connection.send({type: 'state', sessionId, locations})
  }

  function resolveUsers(ids: string[]): void {
    const missing = ids.filter((id) => !requested.has(id))
    if (missing.length === 0) return
    for (const id of missing) requested.add(id)
    const settle = (found: readonly (PresenceUser | null)[]) => {
      if (disposed) return
      const next = new Map(users.getValue())
      for (const id of missing) next.set(id, found.find((user) => user?.id === id) ?? null)
      users.next(next)
    }
    from(options.getUsers(missing))
      .pipe(take(1))
      .subscribe({
        next: settle,
        error: (err: unknown) => {
          onError(err instanceof Error ? err : new Error(String(err)))
          settle([])
        },
      })
  }

  function handle(message: PresenceServerMessage): void {
    if (message.type === 'rollCall') {
      announce()
    } else if (message.type === 'state') {
      const next = new Map(sessions.getValue())
      next.set(message.sessionId, {
        sessionId: message.sessionId,
        userId: message.userId,
        timestamp: message.timestamp,
        lastActiveAt: sessionLastActive(message.timestamp, message.locations),
        locations: message.locations,
      })
      sessions.next(next)
      resolveUsers([message.userId])
    } else if (message.type === 'disconnect') {
      if (!sessions.getValue().has(message.sessionId)) return
      const next = new Map(sessions.getValue())
      next.delete(message.sessionId)
      sessions.next(next)
    } else {
      onError(new Error(message.message))
    }
  }

  const connection = connectPresenceSocket({
    url: options.createSocket ? (options.url ?? '') : socketUrl(options),
    createSocket,
    onOpen() {
      // What we knew may be stale after a disconnect; the roll call brings everyone back.
      sessions.next(new Map())
      showDebugSessions()
      connection.send({type: 'rollCall', sessionId})
      announce()
    },
    onMessage: handle,
    onError,
    onStatus: (next) => status.next(next),
  })
  const interval = setInterval(announce, ANNOUNCE_INTERVAL_MS)

  const state$ = combineLatest([sessions, users])

  return {
    sessionId,
    showsOwn: debug.has('show_own'),
    setLocation(next) {
      const now = new Date().toISOString()
      locations = next.map((location) => ({
        type: location.type ?? 'document',
        documentId: location.documentId,
        path: location.path ?? [],
        lastActiveAt: location.lastActiveAt ?? now,
      }))
      clearTimeout(debounce)
      debounce = setTimeout(announce, ANNOUNCE_DEBOUNCE_MS)
      showDebugSessions()
    },
    globalPresence$: state$.pipe(
      map(([all, known]) => globalPresence(all, known)),
      distinctUntilChanged(isEqual),
    ),
    documentPresence: (documentId) =>
      state$.pipe(
        map(([all, known]) => documentPresence(documentId, all, known)),
        distinctUntilChanged(isEqual),
      ),
    connectionStatus$: status.pipe(distinctUntilChanged()),
    dispose() {
      if (disposed) return
      disposed = true
      clearTimeout(debounce)
      clearInterval(interval)
      connection.send({type: 'disconnect', sessionId})
      connection.close()
      sessions.complete()
      users.complete()
      status.complete()
    },
  }
}
