import {packageBuild} from '../../tooling/tsup.package.js'

export default packageBuild({entry: ['src/index.ts']})
