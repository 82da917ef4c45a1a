import {readFileSync} from 'node:fs'
import {modulePackageBuild} from '../../tooling/tsup.package.js'

// The help menu shows the release's version: every package (and `tessera`) is versioned together
// (.changeset/config.json `fixed`), so core's own version is the `tessera` package's.
const {version} = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8')) as {
  version: string
}

// One file per module (see modulePackageBuild): a studio's bundler splits the shell by module.
export default modulePackageBuild(['src/index.ts'], {define: {__TESSERA_VERSION__: JSON.stringify(version)}})
