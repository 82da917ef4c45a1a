import {existsSync, readFileSync} from 'node:fs'
import {join} from 'node:path'
import type {Grant} from '@tessera/types'

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
}

export const CONFIG_FILE = 'lake.config.json'

export const DEFAULT_CONFIG: LakeConfig = {
  projectId: 'local',
  roles: {},
  anonymousRole: null,
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
  return {...DEFAULT_CONFIG, ...fromFile, ...overrides}
}
