export {definePlugin} from './define-plugin.js'
export {LIST_PROPERTIES, type ListPropertyPath} from './list-properties.js'
export {flattenPlugins} from './flatten-plugins.js'
export {getPluginProperty, resolvePluginProperty} from './resolve-plugin-property.js'
export {
  collectPluginValues,
  resolveFlag,
  resolveLastValue,
  resolveReducedValue,
} from './resolve-reduced-value.js'
export {ConfigPropertyError, ConfigResolutionError, formatPluginPath, UNNAMED_PLUGIN} from './errors.js'
export type {FlatPlugin, ListInput, ListReducer, PluginOptions, PluginTree} from './types.js'
