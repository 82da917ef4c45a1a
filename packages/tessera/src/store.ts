/** `tessera/store`: everything `@tessera/store` exports. */
export * from '@tessera/store'
