import {modulePackageBuild} from '../../tooling/tsup.package.js'

// Two entries: the light main entry (plugin, trigger) and the panel's components.
export default modulePackageBuild(['src/index.ts', 'src/components.ts'])
