/**
 * A list reducer: `(prev, context) => next`. Declared through a method so that parameters are
 * checked bivariantly: a package higher up (core) can narrow `unknown` items to its own types
 * (`ListReducer<Tool, ConfigContext>`) in an interface that extends `PluginOptions`.
 */
export type ListReducer<T, C = unknown> = {reduce(prev: T[], context: C): T[]}['reduce']

/** What a plugin may give for an extensible list: an array appends, a function transforms. */
export type ListInput<T, C = unknown> = T[] | ListReducer<T, C>

/** A plugin (and a workspace or any config object: they are plugins with extra keys). */
export interface PluginOptions {
  name: string
  plugins?: PluginOptions[]
  tools?: ListInput<unknown>
  schema?: {types?: ListInput<unknown>; templates?: ListInput<unknown>}
  document?: {
    actions?: ListInput<unknown>
    badges?: ListInput<unknown>
    /** Field action menus (spec/001 §2), reduced per document by the structure tool. */
    unstable_fieldActions?: ListInput<unknown>
    newDocumentOptions?: ListInput<unknown>
  }
  i18n?: {locales?: ListInput<unknown>; bundles?: ListInput<unknown>}
  form?: {
    image?: {assetSources?: ListInput<unknown>}
    file?: {assetSources?: ListInput<unknown>}
  }
  /** Any other key: workspace options, flags, component overrides, lists named later. */
  [property: string]: unknown
}

/**
 * What `flattenPlugins` walks: any config object with an optional name and nested plugins, so core
 * can pass its own workspace type (whose `name` is optional until resolved) as it is.
 */
export interface PluginTree {
  name?: string
  plugins?: readonly PluginTree[]
}

/** One plugin of a flattened tree with the names from the root down to it. */
export interface FlatPlugin<P extends object = PluginOptions> {
  plugin: P
  /** Plugin names from the root to this plugin, e.g. `['studio', 'structure', 'seo']`. */
  path: readonly string[]
}
