import {useClient} from '@tessera/kit'
import {createContext, useContext, useEffect, useState, type ReactNode} from 'react'
import {createTelemetry, type Telemetry} from './create-telemetry.js'

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

/**
 * One telemetry instance for the workspace's client (inside kit's WorkspaceProvider), disposed when
 * the workspace goes away.
 */
export function TelemetryProvider({projectId, children}: TelemetryProviderProps) {
  const client = useClient()
  const [telemetry, setTelemetry] = useState<Telemetry | null>(null)
  useEffect(() => {
    const created = createTelemetry(client, {projectId})
    setTelemetry(created)
    return () => created.dispose()
  }, [client, projectId])
  // Until the effect ran, events are dropped (there is nothing to log before the first render anyway).
  return <TelemetryContext value={telemetry ?? NO_TELEMETRY}>{children}</TelemetryContext>
}
