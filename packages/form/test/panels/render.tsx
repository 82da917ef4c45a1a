export {themed} from '../support/themed.js'
