import {modulePackageBuild} from '../../tooling/tsup.package.js'

// One file per module (see modulePackageBuild): a studio's bundler splits the store by module.
export default modulePackageBuild()
