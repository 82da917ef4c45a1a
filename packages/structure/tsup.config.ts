import {packageBuild} from '../../tooling/tsup.package.js'

// Two entries: the light main entry (builder, plugin) and the components.
export default packageBuild({entry: ['src/index.ts', 'src/components.ts']})
