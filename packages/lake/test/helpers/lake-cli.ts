import {readdirSync, statSync} from 'node:fs'
import {join} from 'node:path'
import {fileURLToPath} from 'node:url'

/** The lake package's directory: the working directory the CLI's runs get. */
export const PACKAGE_DIR = fileURLToPath(new URL('../..', import.meta.url))

const BUILT_CLI = 'dist/cli/main.js'
const SOURCE_CLI = ['--import', 'tsx', 'src/cli/main.ts']

function newestSourceChange(dir: string): number {
  let newest = 0
  for (const entry of readdirSync(dir, {withFileTypes: true})) {
    const path = join(dir, entry.name)
    newest = Math.max(newest, entry.isDirectory() ? newestSourceChange(path) : statSync(path).mtimeMs)
  }
  return newest
}

let cliArgs: readonly string[] | undefined

/**
 * Node's arguments that run `tessera-lake`, before the command's own. The build when it is newer than
 * every source file (CI builds before it tests, so there it is the code under test, and what the
 * package ships): Node starts it in about 0.8 s, against 1.7 s for the source through tsx, and the
 * suite starts the CLI about a hundred times. The source otherwise, so an edit is tested unbuilt.
 */
export function lakeCliArgs(): readonly string[] {
  if (!cliArgs) {
    let built = 0
    try {
      built = statSync(join(PACKAGE_DIR, BUILT_CLI)).mtimeMs
    } catch {
      // Not built: run the source.
    }
    cliArgs = built > newestSourceChange(join(PACKAGE_DIR, 'src')) ? [BUILT_CLI] : SOURCE_CLI
  }
  return cliArgs
}
