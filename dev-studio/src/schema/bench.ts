import {defineArrayMember, defineField, defineType} from '@tessera/schema'

/** The documents `pnpm bench:form` types into (spec'd by issue 6 §6). */
const benchSimple = defineType({
  name: 'benchSimple',
  title: 'Benchmark: one field',
  type: 'document',
  fields: [defineField({name: 'title', title: 'Title', type: 'string'})],
})

export const BENCH_ROW_FIELDS = 30

const benchRow = defineType({
  name: 'benchRow',
  title: 'Row',
  type: 'object',
  fields: Array.from({length: BENCH_ROW_FIELDS}, (_, index) =>
    defineField({name: `field${index}`, title: `Field ${index}`, type: 'string'}),
  ),
})

const benchLarge = defineType({
  name: 'benchLarge',
  title: 'Benchmark: 100 rows of 30 fields',
  type: 'document',
  fields: [
    defineField({name: 'title', title: 'Title', type: 'string'}),
    defineField({name: 'rows', title: 'Rows', type: 'array', of: [defineArrayMember({type: 'benchRow'})]}),
  ],
})

/** `pnpm bench:assets` drops one image on each of these fields at once (an image field takes one file). */
export const BENCH_IMAGE_FIELDS = 20

const benchUploads = defineType({
  name: 'benchUploads',
  title: 'Benchmark: 20 image fields',
  type: 'document',
  fields: [
    defineField({name: 'title', title: 'Title', type: 'string'}),
    ...Array.from({length: BENCH_IMAGE_FIELDS}, (_, index) =>
      defineField({name: `image${index}`, title: `Image ${index}`, type: 'image'}),
    ),
  ],
})

export const benchTypes = [benchRow, benchSimple, benchLarge, benchUploads]
