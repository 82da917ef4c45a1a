/** `tessera/kit`: everything `@tessera/kit` exports. */
export * from '@tessera/kit'
