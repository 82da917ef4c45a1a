import {existsSync, readFileSync} from 'node:fs'
import {dirname, join} from 'node:path'
import {fileURLToPath} from 'node:url'
import type {HelpConfig, HelpSection} from './extras-config.js'

export interface HelpResponse {
  resources: {title: string; sectionArray: HelpSection[]}
  latestVersion: string
}

const NPM_PAGE = 'https://www.npmjs.com/package/@tessera/lake'

interface LakeManifest {
  version: string
  homepage?: string
}

let manifest: LakeManifest | undefined

/**
 * The running `@tessera/lake` package's version and homepage, from its package.json, searched upwards
 * from this module (it sits at a different depth in the sources and in the bundled build).
 */
export function lakeManifest(): LakeManifest {
  if (manifest) return manifest
  let dir = dirname(fileURLToPath(import.meta.url))
  for (;;) {
    const file = join(dir, 'package.json')
    if (existsSync(file)) {
      const read = JSON.parse(readFileSync(file, 'utf8')) as {
        name?: string
        version?: string
        homepage?: string
      }
      if (read.name === '@tessera/lake' && read.version) {
        return (manifest = {version: read.version, homepage: read.homepage})
      }
    }
    const parent = dirname(dir)
    if (parent === dir) return (manifest = {version: '0.0.0'})
    dir = parent
  }
}

/** The built-in help menu: where the project's documentation is. */
function defaultSections(): HelpSection[] {
  const readme = lakeManifest().homepage ?? NPM_PAGE
  return [
    {
      _key: 'tessera-docs',
      sectionTitle: 'Tessera',
      items: [
        {_key: 'readme', _type: 'externalLink', title: 'Documentation', url: readme},
        {
          _key: 'lake-api',
          _type: 'externalLink',
          title: 'Content Lake API of the embedded lake',
          url: `${readme.replace(/#.*$/, '')}#endpoints`,
        },
      ],
    },
  ]
}

/** `GET /help`: the configured sections, or the built-in one; the latest version defaults to the lake's. */
export function helpResponse(config: HelpConfig | null): HelpResponse {
  return {
    resources: {title: 'Help and resources', sectionArray: config?.sectionArray ?? defaultSections()},
    latestVersion: config?.latestVersion ?? lakeManifest().version,
  }
}
