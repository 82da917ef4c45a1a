import {readFileSync} from 'node:fs'
import {packageBuild} from '../../tooling/tsup.package.js'

// The help menu shows the release's version: every package (and `tessera`) is versioned together
// (.changeset/config.json `fixed`), so core's own version is the `tessera` package's.
const {version} = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8')) as {
  version: string
}

export default packageBuild({define: {__TESSERA_VERSION__: JSON.stringify(version)}})
