/** `tessera/schema`: everything `@tessera/schema` exports. */
export * from '@tessera/schema'
