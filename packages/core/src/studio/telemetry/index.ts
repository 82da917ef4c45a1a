export {
  createTelemetry,
  TELEMETRY_API_VERSION,
  TELEMETRY_FLUSH_INTERVAL_MS,
  type Telemetry,
  type TelemetryClient,
  type TelemetryConsent,
  type TelemetryEnvironment,
  type TelemetryEvent,
  type TelemetryOptions,
} from './create-telemetry.js'
export {
  TelemetryContext,
  TelemetryProvider,
  useHasTelemetry,
  useTelemetry,
  type TelemetryLogger,
  type TelemetryProviderProps,
} from './telemetry-context.js'
