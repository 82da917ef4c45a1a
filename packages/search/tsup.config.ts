import {packageBuild} from '../../tooling/tsup.package.js'

// Two entries: the light main entry (plugin, trigger) and the panel's components.
export default packageBuild({entry: ['src/index.ts', 'src/components.ts']})
