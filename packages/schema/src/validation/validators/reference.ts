import type {RuleSpec, ValidationContext} from '../types.js'
import {fail, type Failure, type ValidatorInput} from '../failures.js'
import {isTypeOf} from '../schema-types.js'
import {isEmptyValue, isPlainObject} from '../values.js'

const DOCUMENT_EXISTS_QUERY = 'defined(*[_id == $id][0]._id)'

/**
 * Whether a document with this id exists: the context's `getDocumentExists`, else a query through the
 * context's client. Undefined when neither is available (the check is then skipped).
 */
export async function getDocumentExists(
  id: string,
  context: ValidationContext,
): Promise<boolean | undefined> {
  if (context.getDocumentExists) return context.getDocumentExists({id})
  if (context.client) return Boolean(await context.client.fetch(DOCUMENT_EXISTS_QUERY, {id}))
  return undefined
}

const ASSET_TYPE_NAMES = new Set(['sanity.imageAsset', 'sanity.fileAsset'])

/** An image's or file's `asset`: set by the upload flow and never deletable while used, so not looked up. */
function pointsToAssets(context: ValidationContext): boolean {
  const targets = context.type.to ?? []
  return targets.length > 0 && targets.every((target) => ASSET_TYPE_NAMES.has(target.name))
}

/**
 * A reference must point to a document (a non-empty `_ref`); unless it is weak, the target must exist
 * as a published document. Cross-dataset targets live elsewhere and asset references are guaranteed by
 * the lake, so neither is looked up.
 */
export async function validateReference({
  value,
  context,
}: ValidatorInput<Extract<RuleSpec, {flag: 'reference'}>>): Promise<Failure[]> {
  // Nothing but `_type`/`_key` is no value: `required()` decides about that.
  if (isEmptyValue(value)) return []
  if (!isPlainObject(value) || typeof value._ref !== 'string' || value._ref === '') {
    return [fail(context, 'referenceMissing')]
  }
  if (value._weak === true || isTypeOf(context.type, 'crossDatasetReference') || pointsToAssets(context))
    return []
  const exists = await getDocumentExists(value._ref, context)
  return exists === false ? [fail(context, 'referenceNotPublished')] : []
}

/** An image or file value must carry an asset reference. */
export function validateAssetRequired({
  value,
  context,
}: ValidatorInput<Extract<RuleSpec, {flag: 'assetRequired'}>>): Failure[] {
  const asset = isPlainObject(value) ? value.asset : undefined
  const hasAsset = isPlainObject(asset) && typeof asset._ref === 'string' && asset._ref !== ''
  return hasAsset ? [] : [fail(context, 'assetRequired')]
}
