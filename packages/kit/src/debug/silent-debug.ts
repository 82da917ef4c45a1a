/**
 * What the `debug` package becomes in a studio build for the libraries that log through it
 * (@sanity/mutator; see `silentDebug` in vite.ts): the same API, and loggers that never write. In a
 * browser `debug` only writes when `localStorage.debug` names a namespace, which a studio's users never
 * set; its ~2.6 KiB gzip (with `ms`) left the first load. Development builds keep the real `debug`.
 */
export interface SilentDebugger {
  (...args: unknown[]): void
  enabled: boolean
  namespace: string
  extend(namespace: string): SilentDebugger
}

function createDebug(namespace: string): SilentDebugger {
  const logger = (() => {}) as unknown as SilentDebugger
  logger.enabled = false
  logger.namespace = namespace
  logger.extend = (child) => createDebug(`${namespace}:${child}`)
  return logger
}

createDebug.enable = (_namespaces: string): void => {}
createDebug.disable = (): string => ''
createDebug.enabled = (_namespace: string): boolean => false

export default createDebug
