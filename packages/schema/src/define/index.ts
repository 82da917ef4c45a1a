export {defineArrayMember, defineField, defineType} from './define.js'
export type * from './definitions.js'
