import {modulePackageBuild} from '../../tooling/tsup.package.js'

// One file per module (see modulePackageBuild): a studio's bundler splits the schema by module.
export default modulePackageBuild()
