/** `tessera/search`: everything `@tessera/search` exports (the global search is built into the studio). */
export * from '@tessera/search'
