/** `tessera/form`: everything `@tessera/form` exports. */
export * from '@tessera/form'
