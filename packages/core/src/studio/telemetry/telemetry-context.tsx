import {useClient} from '@tessera/kit'
import {createContext, useContext, useEffect, useMemo, type ReactNode} from 'react'
import {afterBoot} from '../boot/after-boot.js'
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
 * the workspace goes away. Its code loads once the boot has settled (it is not needed to show or edit
 * anything, see after-boot.ts); events logged meanwhile are queued and handed over.
 */
export function TelemetryProvider({projectId, children}: TelemetryProviderProps) {
  const client = useClient()
  // The pending logger exists from the first render: setting it in the effect changed the context's
  // value right after mounting and re-rendered every consumer (the whole navbar) during the boot.
  const pending = useMemo(() => createPendingLogger(), [client, projectId])
  useEffect(() => {
    let created: Telemetry | undefined
    let disposed = false
    const cancel = afterBoot(() => {
      import('./create-telemetry.js').then(
        ({createTelemetry}) => {
          if (disposed) return
          created = createTelemetry(client, {projectId})
          pending.attach(created)
        },
        // Telemetry must never bother the user: without its code, events go nowhere.
        () => {},
      )
    })
    return () => {
      disposed = true
      cancel()
      created?.dispose()
    }
  }, [client, projectId, pending])
  return <TelemetryContext value={pending}>{children}</TelemetryContext>
}
