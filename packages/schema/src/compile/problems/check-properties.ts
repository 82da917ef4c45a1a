/** Checks of properties any type may have: hidden, readOnly, options, validation, preview, orderings. */
import {describeValue, isNonEmptyString, isRecord} from '../values.js'
import type {CheckContext} from './check-context.js'
import type {ProblemPath} from './collector.js'

/** Preview values the studio shows when there is no prepare function (spec 001 §2). */
const PREVIEW_KEYS = new Set(['title', 'subtitle', 'description', 'media', 'imageUrl', 'date'])

export function checkCommonProperties(
  def: Record<string, unknown>,
  path: ProblemPath,
  ctx: CheckContext,
): void {
  checkConditional(def, path, ctx)
  checkOptions(def.options, path, ctx)
  checkValidation(def.validation, path, ctx)
  checkPreview(def.preview, path, ctx)
  if (def.orderings !== undefined) checkOrderings(def.orderings, path, ctx)
}

/** hidden/readOnly: a boolean or a callback (spec 001 §5: callbacks must be synchronous). */
export function checkConditional(
  def: Record<string, unknown>,
  path: ProblemPath,
  ctx: CheckContext,
  subject = '',
): void {
  for (const [key, helpId] of [
    ['hidden', 'schema-hidden-invalid'],
    ['readOnly', 'schema-read-only-invalid'],
  ] as const) {
    const value = def[key]
    if (value === undefined || typeof value === 'boolean' || typeof value === 'function') continue
    ctx.problems.error(
      path,
      helpId,
      `${subject}"${key}" must be a boolean or a function, got ${describeValue(value)}`,
    )
  }
}

function checkOptions(options: unknown, path: ProblemPath, ctx: CheckContext): void {
  if (options === undefined) return
  if (!isRecord(options)) {
    ctx.problems.error(
      path,
      'schema-options-invalid',
      `"options" must be an object, got ${describeValue(options)}`,
    )
    return
  }
  const list = options.list
  if (list === undefined) return
  if (!Array.isArray(list)) {
    ctx.problems.error(
      path,
      'schema-options-list-invalid',
      `"options.list" must be an array, got ${describeValue(list)}`,
    )
    return
  }
  list.forEach((item, index) => {
    const primitive = ['string', 'number', 'boolean'].includes(typeof item)
    const titled =
      isRecord(item) &&
      item.value !== undefined &&
      (item.title === undefined || typeof item.title === 'string')
    if (primitive || titled) return
    ctx.problems.error(
      path,
      'schema-options-list-invalid',
      `"options.list" item ${index} must be a value or an object like {title, value}, got ${describeValue(item)}`,
    )
  })
}

function checkValidation(validation: unknown, path: ProblemPath, ctx: CheckContext): void {
  // `false` switches inherited validation off.
  if (validation === undefined || validation === false || typeof validation === 'function') return
  const entries = Array.isArray(validation) ? validation : [validation]
  if (entries.every((entry) => typeof entry === 'function' || isRecord(entry))) return
  ctx.problems.error(
    path,
    'schema-validation-invalid',
    `"validation" must be a function, a Rule or an array of them, got ${describeValue(validation)}`,
  )
}

function checkPreview(preview: unknown, path: ProblemPath, ctx: CheckContext): void {
  if (preview === undefined) return
  const {problems} = ctx
  if (!isRecord(preview)) {
    problems.error(
      path,
      'schema-preview-invalid',
      `"preview" must be an object with "select" and/or "prepare", got ${describeValue(preview)}`,
    )
    return
  }
  const {select, prepare} = preview
  if (prepare !== undefined && typeof prepare !== 'function') {
    problems.error(
      path,
      'schema-preview-invalid',
      `"preview.prepare" must be a function, got ${describeValue(prepare)}`,
    )
  }
  if (select === undefined) return
  if (!isRecord(select)) {
    problems.error(
      path,
      'schema-preview-invalid',
      `"preview.select" must be an object mapping names to field paths, got ${describeValue(select)}`,
    )
    return
  }
  for (const [key, value] of Object.entries(select)) {
    if (!isNonEmptyString(value)) {
      problems.error(
        path,
        'schema-preview-invalid',
        `"preview.select.${key}" must be a field path, got ${describeValue(value)}`,
      )
    } else if (prepare === undefined && !PREVIEW_KEYS.has(key)) {
      problems.warning(
        path,
        'schema-preview-invalid',
        `"preview.select.${key}" is not shown: without "prepare" only title, subtitle, description, media, imageUrl and date are used`,
      )
    }
  }
}

function checkOrderings(orderings: unknown, path: ProblemPath, ctx: CheckContext): void {
  const {problems} = ctx
  if (!Array.isArray(orderings)) {
    problems.error(
      path,
      'schema-orderings-invalid',
      `"orderings" must be an array, got ${describeValue(orderings)}`,
    )
    return
  }
  orderings.forEach((ordering, index) => {
    if (
      !isRecord(ordering) ||
      !isNonEmptyString(ordering.name) ||
      typeof ordering.title !== 'string' ||
      !Array.isArray(ordering.by)
    ) {
      problems.error(
        path,
        'schema-orderings-invalid',
        `Ordering ${index} must have a "name", a "title" and a "by" array`,
      )
      return
    }
    const valid = ordering.by.every(
      (entry) =>
        isRecord(entry) &&
        isNonEmptyString(entry.field) &&
        (entry.direction === 'asc' || entry.direction === 'desc'),
    )
    if (!valid) {
      problems.error(
        path,
        'schema-orderings-invalid',
        `Ordering "${ordering.name}": every "by" entry needs a "field" and a "direction" of "asc" or "desc"`,
      )
    }
  })
}

/** Which root types use a structural property; elsewhere it is ignored, which is likely a mistake. */
const USED_ON: Record<string, readonly string[]> = {
  fields: ['document', 'object', 'image', 'file'],
  fieldsets: ['document', 'object', 'image', 'file'],
  groups: ['document', 'object', 'image', 'file'],
  of: ['array', 'block'],
  to: ['reference', 'crossDatasetReference'],
}

export function checkIgnoredProperties(
  def: Record<string, unknown>,
  path: ProblemPath,
  root: string,
  ctx: CheckContext,
): void {
  for (const [key, roots] of Object.entries(USED_ON)) {
    if (def[key] === undefined || roots.includes(root)) continue
    ctx.problems.warning(
      path,
      'schema-property-ignored',
      `"${key}" has no effect on a type based on "${root}"`,
    )
  }
}
