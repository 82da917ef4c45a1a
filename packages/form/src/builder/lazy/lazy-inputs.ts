import type {ObjectInputProps, PrimitiveInputProps, ArrayInputProps} from '../../inputs/input-props.js'
import type {ReferenceInputProps} from '../../inputs/reference/reference-input.js'
import {lazyInput} from './lazy-input.js'

// The input kinds with large code or libraries of their own, each in a chunk of its own.
export const LazyDateInput = lazyInput<PrimitiveInputProps>(() =>
  import('../../inputs/date/date-input.js').then((module) => module.DateInput),
)
export const LazyDateTimeInput = lazyInput<PrimitiveInputProps>(() =>
  import('../../inputs/date/date-time-input.js').then((module) => module.DateTimeInput),
)
export const LazyReferenceInput = lazyInput<ReferenceInputProps>(() =>
  import('../../inputs/reference/reference-input.js').then((module) => module.ReferenceInput),
)
export const LazyImageInput = lazyInput<ObjectInputProps>(() =>
  import('../../inputs/image/image-input.js').then((module) => module.ImageInput),
)
export const LazyFileInput = lazyInput<ObjectInputProps>(() =>
  import('../../inputs/file/file-input.js').then((module) => module.FileInput),
)
// Smaller kinds that ordinary documents often lack: loaded only for the documents that have them.
export const LazySlugInput = lazyInput<ObjectInputProps>(() =>
  import('../../inputs/slug-input.js').then((module) => module.SlugInput),
)
export const LazyGeopointInput = lazyInput<ObjectInputProps>(() =>
  import('../../inputs/geopoint-input.js').then((module) => module.GeopointInput),
)
export const LazyTagsInput = lazyInput<ArrayInputProps>(() =>
  import('../../inputs/tags-input.js').then((module) => module.TagsInput),
)
export const LazyCheckboxListInput = lazyInput<ArrayInputProps>(() =>
  import('../../inputs/checkbox-list-input.js').then((module) => module.CheckboxListInput),
)
export const LazySelectInput = lazyInput<PrimitiveInputProps>(() =>
  import('../../inputs/select-input.js').then((module) => module.SelectInput),
)
export const LazyRadioInput = lazyInput<PrimitiveInputProps>(() =>
  import('../../inputs/select-input.js').then((module) => module.RadioInput),
)
export const LazyArrayOfObjectsInput = lazyInput<ArrayInputProps>(() =>
  import('../../arrays/array-of-objects-input.js').then((module) => module.ArrayOfObjectsInput),
)
export const LazyArrayOfPrimitivesInput = lazyInput<ArrayInputProps>(() =>
  import('../../arrays/array-of-primitives-input.js').then((module) => module.ArrayOfPrimitivesInput),
)

/** The lazily loaded input of each kind that has one (what the form preloads per document type). */
export const LAZY_INPUT_OF_KIND = {
  date: LazyDateInput,
  datetime: LazyDateTimeInput,
  reference: LazyReferenceInput,
  crossDatasetReference: LazyReferenceInput,
  image: LazyImageInput,
  file: LazyFileInput,
  'array-of-objects': LazyArrayOfObjectsInput,
  'array-of-primitives': LazyArrayOfPrimitivesInput,
  slug: LazySlugInput,
  geopoint: LazyGeopointInput,
  tags: LazyTagsInput,
  'checkbox-list': LazyCheckboxListInput,
  select: LazySelectInput,
  radio: LazyRadioInput,
} as const
