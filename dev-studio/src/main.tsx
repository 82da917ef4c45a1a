import {renderStudio} from '@tessera/core'
import config from './studio.config.js'

const root = document.getElementById('root')
if (!root) throw new Error('The page has no #root element')
renderStudio(root, config)
