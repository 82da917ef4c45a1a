/** Shown in plugin paths for a plugin without a usable name. */
export const UNNAMED_PLUGIN = '<unnamed>'

/** `['studio', 'seo']` → `studio > seo`: how every error prints a plugin path. */
export function formatPluginPath(path: readonly string[]): string {
  return path.length > 0 ? path.join(' > ') : UNNAMED_PLUGIN
}

function describeCause(cause: unknown): string {
  return cause instanceof Error ? cause.message : String(cause)
}

/**
 * One plugin's value for one property could not be used. The message always names the property
 * and the plugin path: `Expected tools to be an array or a function (plugin: studio > seo)`.
 */
export class ConfigPropertyError extends Error {
  override name = 'ConfigPropertyError'
  readonly propertyName: string
  readonly pluginPath: readonly string[]

  /** `detail` follows the plugin path, so the property and path always come first. */
  constructor(options: {
    propertyName: string
    pluginPath: readonly string[]
    message: string
    detail?: string
    cause?: unknown
  }) {
    const detail = options.detail === undefined ? '' : `: ${options.detail}`
    super(`${options.message} (plugin: ${formatPluginPath(options.pluginPath)})${detail}`, {
      cause: options.cause,
    })
    this.propertyName = options.propertyName
    this.pluginPath = options.pluginPath
  }

  /** The exact spec/000 §8 message for a value that is neither an array nor a function. */
  static notArrayOrFunction(propertyName: string, pluginPath: readonly string[]): ConfigPropertyError {
    return new ConfigPropertyError({
      propertyName,
      pluginPath,
      message: `Expected ${propertyName} to be an array or a function`,
    })
  }

  /** Wraps an error thrown while resolving a property (e.g. by a reducer function). */
  static failed(propertyName: string, pluginPath: readonly string[], cause: unknown): ConfigPropertyError {
    return new ConfigPropertyError({
      propertyName,
      pluginPath,
      message: `Failed to resolve ${propertyName}`,
      detail: describeCause(cause),
      cause,
    })
  }
}

/**
 * Resolving something failed; `causes` holds every failure found (usually `ConfigPropertyError`s,
 * each naming its own plugin path). The first line of the message is `Could not resolve {type}`,
 * then one `- {cause message}` line per cause.
 */
export class ConfigResolutionError extends Error {
  override name = 'ConfigResolutionError'
  /** What could not be resolved, as printed: a property name ('tools') or e.g. 'workspace "blog"'. */
  readonly type: string
  /** The property being resolved, if the failure is about one property. */
  readonly propertyName: string | undefined
  /** The plugin (tree) that was being resolved: the root of the resolution, not the failing plugin. */
  readonly pluginPath: readonly string[]
  readonly causes: readonly unknown[]

  constructor(options: {
    type?: string
    propertyName?: string
    pluginPath: readonly string[]
    causes: readonly unknown[]
  }) {
    const type = options.type ?? options.propertyName ?? 'configuration'
    // Nested resolution errors indent their own cause lines.
    const lines = options.causes.map((cause) => `- ${describeCause(cause).replaceAll('\n', '\n  ')}`)
    super([`Could not resolve ${type}`, ...lines].join('\n'))
    this.type = type
    this.propertyName = options.propertyName
    this.pluginPath = options.pluginPath
    this.causes = options.causes
  }
}
