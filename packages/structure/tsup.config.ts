import {modulePackageBuild} from '../../tooling/tsup.package.js'

// Two entries: the light main entry (builder, plugin) and the components.
export default modulePackageBuild(['src/index.ts', 'src/components.ts'])
