/** `tessera/structure`: everything `@tessera/structure` exports. */
export * from '@tessera/structure'
