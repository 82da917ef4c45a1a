import type {StudioConfig} from './types.js'

/** Returns the configuration unchanged; it exists so `studio.config.ts` is type-checked. */
export function defineConfig<const Config extends StudioConfig>(config: Config): Config {
  return config
}
