import {renderStudio} from 'tessera'
import config from '../studio.config'

const root = document.getElementById('root')
if (!root) throw new Error('The page has no #root element')
renderStudio(root, config)
