import type {PluginOptions} from './types.js'

/** Identity: gives a plugin object its type (and editor help) without changing it. */
export function definePlugin<P extends PluginOptions>(plugin: P): P {
  return plugin
}
