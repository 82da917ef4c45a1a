import {useClient} from '@tessera/kit'
import {createContext, useContext, useEffect, useState, type ReactNode} from 'react'
import type {Telemetry} from './create-telemetry.js'

/** What components log through. */
export interface TelemetryLogger {
  log(name: string, data?: unknown): void
}

const NO_TELEMETRY: TelemetryLogger = {log: () => {}}

export const TelemetryContext = createContext<TelemetryLogger | null>(null)

/**
 * The telemetry logger around the caller. Outside a `TelemetryProvider` (stories, tests) events go
 * nowhere, which is also what happens without consent.
 */
export function useTelemetry(): TelemetryLogger {
  return useContext(TelemetryContext) ?? NO_TELEMETRY
}

/** True when a `TelemetryProvider` is above the caller. */
export function useHasTelemetry(): boolean {
  return useContext(TelemetryContext) !== null
}

export interface TelemetryProviderProps {
  projectId: string
  children?: ReactNode
}

/** At most this many events wait for the telemetry code (it may never load: offline, a new deploy). */
const MAX_PENDING_EVENTS = 100

/** Keeps what is logged before the telemetry code has loaded, and hands it over once it has. */
function createPendingLogger(): TelemetryLogger & {attach(telemetry: Telemetry): void} {
  let queue: {name: string; data?: unknown}[] = []
  let target: Telemetry | undefined
  return {
    log(name, data) {
      if (target) target.log(name, data)
      else if (queue.length < MAX_PENDING_EVENTS) queue.push({name, data})
    },
    attach(telemetry) {
      target = telemetry
      for (const event of queue) telemetry.log(event.name, event.data)
      queue = []
    },
  }
}

/**
 * One telemetry instance for the workspace's client (inside kit's WorkspaceProvider), disposed when
 * the workspace goes away. Its code loads after the first render (it is not needed to show or edit
 * anything); events logged meanwhile are queued and handed over.
 */
export function TelemetryProvider({projectId, children}: TelemetryProviderProps) {
  const client = useClient()
  const [logger, setLogger] = useState<TelemetryLogger | null>(null)
  useEffect(() => {
    const pending = createPendingLogger()
    let created: Telemetry | undefined
    let disposed = false
    setLogger(pending)
    import('./create-telemetry.js').then(
      ({createTelemetry}) => {
        if (disposed) return
        created = createTelemetry(client, {projectId})
        pending.attach(created)
      },
      // Telemetry must never bother the user: without its code, events go nowhere.
      () => {},
    )
    return () => {
      disposed = true
      created?.dispose()
    }
  }, [client, projectId])
  // Until the effect ran, events are dropped (there is nothing to log before the first render anyway).
  return <TelemetryContext value={logger ?? NO_TELEMETRY}>{children}</TelemetryContext>
}
