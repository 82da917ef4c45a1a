import {existsSync} from 'node:fs'
import {join, resolve} from 'node:path'
import {CliError} from '../errors.js'

const VITE_CONFIG_FILES = ['vite.config.ts', 'vite.config.mts', 'vite.config.js', 'vite.config.mjs']

export interface StudioProject {
  root: string
  /** The project's own Vite config, if it has one (the command adds React and the lake's URL). */
  viteConfigFile: string | undefined
}

/** The studio project in `dir`: a folder with an `index.html` entry page (as `tessera init` makes). */
export function resolveProject(dir: string): StudioProject {
  const root = resolve(dir)
  if (!existsSync(root)) throw new CliError(`No such directory: ${root}`)
  if (!existsSync(join(root, 'index.html'))) {
    throw new CliError(
      `${root} is not a studio project: it has no index.html. Create one with: npx tessera init <dir>`,
    )
  }
  const viteConfig = VITE_CONFIG_FILES.map((file) => join(root, file)).find((file) => existsSync(file))
  return {root, viteConfigFile: viteConfig}
}
