/**
 * Configuration shapes of the studio extras (`/help`, `/journey/trial`, `/intake/*`), as they appear in
 * `lake.config.json`. The help shapes are what the studio's help menu reads.
 */

/** A link in the help menu. */
export interface HelpExternalLink {
  _key: string
  _type: 'externalLink'
  title: string
  url: string
}

/** An entry that triggers something inside the studio (its `type` names what, such as `about-studio`). */
export interface HelpInternalAction {
  _key: string
  _type: 'internalAction'
  type: string
  title?: string
}

export interface HelpSection {
  _key: string
  sectionTitle?: string
  items: (HelpExternalLink | HelpInternalAction)[]
}

export interface HelpConfig {
  /** Defaults to the built-in section. */
  sectionArray?: HelpSection[]
  /** The newest studio version the help menu mentions; defaults to the lake package's version. */
  latestVersion?: string
}

/**
 * What `GET /journey/trial` answers (free-trial content: `showOnLoad` and `showOnClick` dialogs with
 * `id`, `headingText`, `ctaButton` and so on). Passed through as configured, except that a
 * `showOnLoad` dialog the caller dismissed is left out.
 */
export interface TrialConfig {
  showOnLoad?: {id: string; [field: string]: unknown}
  [field: string]: unknown
}

export type TelemetryConsent = 'granted' | 'denied' | 'unset'

export interface TelemetryConfig {
  /** Default `denied`: the studio then sends nothing, and batches that arrive anyway are dropped. */
  consent: TelemetryConsent
}
