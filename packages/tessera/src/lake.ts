/** `tessera/lake` (Node only): the embedded Content Lake server of `@tessera/lake`. */
export * from '@tessera/lake'
