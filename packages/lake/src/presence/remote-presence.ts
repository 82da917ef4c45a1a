import type {PresenceHub} from './presence-hub.js'
import type {PresenceRelay, RelayMessage} from './presence-relay.js'

export interface RemotePresenceTiming {
  /** How often this process says it lives. */
  aliveMs: number
  /** A process silent this long is taken for gone (killed, or cut off): its sessions are disconnected. */
  goneAfterMs: number
  /** After (re)joining, sessions of other processes not said again within this time are disconnected. */
  confirmWithinMs: number
}

export const DEFAULT_REMOTE_PRESENCE_TIMING: RemotePresenceTiming = {
  aliveMs: 2_000,
  goneAfterMs: 10_000,
  confirmWithinMs: 5_000,
}

const MAX_REMEMBERED_GONE = 1_000

/**
 * Joins this process's presence hub to the other lake processes on the same database. Local changes
 * reach the relay through the hub; here the other direction, plus what a lossy transport needs: a
 * process that (re)joins says `hello` and everyone says their sessions again (so its roll calls are
 * answered at once, and sessions that ended while it was not listening are swept), and a process
 * that falls silent (kill -9, a lost network) has its sessions disconnected by each of the others.
 */
export function connectRemotePresence(
  hub: PresenceHub,
  relay: PresenceRelay,
  timing: RemotePresenceTiming = DEFAULT_REMOTE_PRESENCE_TIMING,
): {ready: Promise<void>; stop(): Promise<void>} {
  const {origin} = relay
  /** When each other process was last heard. */
  const lastHeard = new Map<string, number>()
  /** Processes taken for gone: if one speaks again, it is asked for its sessions. */
  const gone = new Set<string>()
  let sweep: NodeJS.Timeout | undefined

  function replayLocalSessions(): void {
    for (const {dataset, session} of hub.localSessions()) {
      relay.publish({kind: 'state', origin, dataset, session, replay: true})
    }
  }

  function receive(message: RelayMessage): void {
    if (message.origin === origin) return
    lastHeard.set(message.origin, Date.now())
    if (gone.delete(message.origin)) relay.publish({kind: 'hello', origin, only: message.origin})
    switch (message.kind) {
      case 'state':
        hub.applyRemoteState(message.origin, message.dataset, message.session, message.replay === true)
        break
      case 'disconnect':
        hub.applyRemoteDisconnect(message.origin, message.dataset, message.sessionId, message.timestamp)
        break
      case 'rollCall': {
        const {userId, sessionId, timestamp} = message
        hub.applyRemoteRollCall(message.dataset, {userId, ...(sessionId ? {sessionId} : {}), timestamp})
        break
      }
      case 'hello':
        if (message.only === undefined || message.only === origin) replayLocalSessions()
        break
      case 'alive':
        break
    }
  }

  function connected(): void {
    // Others may have taken this process for gone while it was not listening: say everything again.
    relay.publish({kind: 'hello', origin})
    replayLocalSessions()
    const since = Date.now()
    if (sweep) clearTimeout(sweep)
    sweep = setTimeout(() => hub.dropRemote((session) => session.heardAt < since), timing.confirmWithinMs)
    sweep.unref()
  }

  const beat = setInterval(() => {
    relay.publish({kind: 'alive', origin})
    const now = Date.now()
    for (const [other, heard] of lastHeard) {
      if (now - heard < timing.goneAfterMs) continue
      lastHeard.delete(other)
      gone.add(other)
      // Every restart is a new origin: remember only the recent dead.
      if (gone.size > MAX_REMEMBERED_GONE) gone.delete(gone.values().next().value as string)
      hub.dropRemote((session) => session.origin === other)
    }
  }, timing.aliveMs)
  beat.unref()

  const ready = relay.start({message: receive, connected})

  return {
    ready,
    async stop() {
      clearInterval(beat)
      if (sweep) clearTimeout(sweep)
      await relay.stop()
    },
  }
}
