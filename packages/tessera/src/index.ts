/**
 * `tessera`: what a studio's configuration and its app need from one import. The shell (`defineConfig`,
 * `<Studio>`, `renderStudio` and the rest of `@tessera/core`) and the schema helpers; the tools and
 * layers have their own subpaths (`tessera/structure`, `tessera/form`, `tessera/lake`, ...).
 */
export * from '@tessera/core'
export {defineArrayMember, defineField, defineType} from '@tessera/schema'
