import {existsSync, readFileSync} from 'node:fs'
import {join} from 'node:path'
import type {Grant} from '@tessera/types'
import {resolveTransformLimits, type ImageTransformLimits} from '../assets/transform-limits.js'
import type {HelpConfig, TelemetryConfig, TrialConfig} from '../extras/extras-config.js'

/** A role defined in the lake's config file: grants are GROQ filters with permissions. */
export interface CustomRoleConfig {
  title?: string
  grants: Grant[]
}

/**
 * The lake's configuration: `lake.config.json` in the lake directory, overridden by options given to
 * `createLake`. Everything is optional; `resolveLakeConfig` fills in the defaults.
 */
export interface LakeConfig {
  /** The one project this lake serves (`/projects/{id}`, asset URLs). */
  projectId: string
  /** Extra roles besides the built-in ones, by name. */
  roles: Record<string, CustomRoleConfig>
  /** The role callers without credentials get; null means they get 401. */
  anonymousRole: string | null
  /** Dev mode (`tessera-lake --dev`): CORS also allows `devOrigins`, with credentials. */
  dev: boolean
  /** Origins allowed in dev mode (the dev studio's). */
  devOrigins: string[]
  /** `GET /help`: the studio's help menu; null answers the built-in section (see README). */
  help: HelpConfig | null
  /** `GET /journey/trial`: the trial data to answer; null answers `{}`. */
  trial: TrialConfig | null
  /** What `GET /intake/telemetry-status` answers; telemetry is stored locally only when granted. */
  telemetry: TelemetryConfig
  /** How long a sign-in lasts, in days (session tokens and the session cookie). */
  sessionLifetimeDays: number
  /** Sign-in providers listed by `/auth/providers` after the lake's own. */
  authProviders: AuthProviderConfig[]
  /** Feature names `/features` answers with. */
  features: string[]
  /** Datasets `/projects/{id}/datasets` lists even while they hold no documents. */
  datasets: string[]
  /** The project's display name (default: the project id). */
  projectName?: string
  /**
   * The lake's address as browsers reach it (`https://lake.example.com`) when that is not localhost or an
   * IP address: its host is served (see `allowedHosts`), its origin is the lake's own, and when it is
   * https the session cookie is `Secure` with a `__Host-` name. Null: none.
   */
  publicUrl: string | null
  /**
   * Host names the lake answers to besides localhost, IP addresses and `publicUrl`'s host. Requests
   * naming any other host are refused (421), which stops DNS rebinding.
   */
  allowedHosts: string[]
  /**
   * Reverse proxies in front of the lake, as IP addresses or CIDR ranges (`10.0.0.0/8`): only requests
   * from them have `X-Forwarded-For` (the client's address) and `X-Forwarded-Proto` (https) believed.
   */
  trustedProxies: string[]
  /** Limits of public image transforms (pixel budget, cache size, render queue); see transform-limits.ts. */
  imageTransforms: Partial<ImageTransformLimits>
}

/** Another sign-in provider (an SSO gateway in front of the lake, say), as the studio lists it. */
export interface AuthProviderConfig {
  name: string
  title: string
  url: string
  logo?: string
}

export const CONFIG_FILE = 'lake.config.json'

export const DEFAULT_CONFIG: LakeConfig = {
  projectId: 'local',
  roles: {},
  anonymousRole: null,
  dev: false,
  devOrigins: ['http://localhost:3333', 'http://127.0.0.1:3333'],
  help: null,
  trial: null,
  telemetry: {consent: 'denied'},
  sessionLifetimeDays: 30,
  authProviders: [],
  features: [],
  datasets: [],
  publicUrl: null,
  allowedHosts: [],
  trustedProxies: [],
  imageTransforms: {},
}

export function resolveLakeConfig(dir: string, overrides: Partial<LakeConfig> = {}): LakeConfig {
  const file = join(dir, CONFIG_FILE)
  let fromFile: Partial<LakeConfig> = {}
  if (existsSync(file)) {
    try {
      fromFile = JSON.parse(readFileSync(file, 'utf8')) as Partial<LakeConfig>
    } catch (err) {
      throw new Error(`Could not read ${file}: ${(err as Error).message}`)
    }
  }
  // Each transform limit may come from the file or the options; invalid values fail the start.
  const imageTransforms = {...fromFile.imageTransforms, ...overrides.imageTransforms}
  resolveTransformLimits(imageTransforms)
  return {...DEFAULT_CONFIG, ...fromFile, ...overrides, imageTransforms}
}
