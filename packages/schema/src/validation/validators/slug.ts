import type {Path} from '@tessera/types'
import type {RuleSpec, ValidationContext} from '../types.js'
import {fail, type Failure, type ValidatorInput} from '../failures.js'
import {isEmptyValue, isPlainObject} from '../values.js'

/** What a slug uniqueness check receives: the validation context plus the default check to fall back on. */
export interface SlugIsUniqueContext extends ValidationContext {
  defaultIsUnique: SlugIsUnique
}

/** A pluggable uniqueness check (`options.isUnique` on a slug type). */
export type SlugIsUnique = (slug: string, context: SlugIsUniqueContext) => boolean | Promise<boolean>

const IDENTIFIER = /^[A-Za-z_][A-Za-z0-9_]*$/

/** A document-relative field path as a GROQ attribute path: `seo.slug`, `@["odd-name"].slug`. */
function toGroqAttribute(path: Path): string {
  return path
    .map((segment, index) => {
      const name = String(segment)
      if (IDENTIFIER.test(name)) return index === 0 ? name : `.${name}`
      return `${index === 0 ? '@' : ''}[${JSON.stringify(name)}]`
    })
    .join('')
}

function publishedId(id: string): string {
  return id.startsWith('drafts.') ? id.slice('drafts.'.length) : id
}

/**
 * The default uniqueness check (spec/001 §5, spec/002 §7): asks the data store whether another document
 * of the same type, other than this document's draft and published copies, has the same slug at the same
 * path (params docType, draft, published, slug). Without a client it cannot ask and answers true.
 */
export async function defaultSlugIsUnique(slug: string, context: ValidationContext): Promise<boolean> {
  const {client, document, path} = context
  if (!client) return true
  const published = publishedId(document._id ?? '')
  const query =
    `!defined(*[_type == $docType && !(_id in [$draft, $published]) && ` +
    `${toGroqAttribute(path)}.current == $slug][0]._id)`
  const params = {docType: document._type, draft: `drafts.${published}`, published, slug}
  return Boolean(await client.fetch(query, params))
}

/**
 * Slug checks (spec/001 §5): an empty value (none, or only `_type`) is allowed; otherwise it must be an
 * object with a non-blank `current`, unique through `options.isUnique` or the default check. The default
 * cannot address array items, so inside arrays it warns instead (unless `options.disableArrayWarning`).
 */
export async function validateSlug({
  value,
  context,
}: ValidatorInput<Extract<RuleSpec, {flag: 'slug'}>>): Promise<Failure[]> {
  if (isEmptyValue(value)) return []
  if (!isPlainObject(value)) return [fail(context, 'slugNotObject')]
  const current = value.current
  if (typeof current !== 'string' || current.trim() === '') return [fail(context, 'slugMissingCurrent')]

  const options = context.type.options ?? {}
  const custom = typeof options.isUnique === 'function' ? (options.isUnique as SlugIsUnique) : undefined
  if (!custom && context.path.some((segment) => typeof segment !== 'string')) {
    return options.disableArrayWarning === true
      ? []
      : [{...fail(context, 'slugArrayUnchecked'), level: 'warning'}]
  }
  const isUnique = custom ?? defaultSlugIsUnique
  const unique = await isUnique(current, {...context, defaultIsUnique: defaultSlugIsUnique})
  return unique ? [] : [fail(context, 'slugNotUnique')]
}
