/** `tessera/types`: the shared TypeScript types of `@tessera/types`. */
export type * from '@tessera/types'
