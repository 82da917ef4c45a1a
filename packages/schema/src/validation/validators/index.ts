import type {ValidatorTable} from '../failures.js'
import type {RuleTypeName} from '../schema-types.js'
import type {RuleFlag} from '../types.js'
import {arrayValidators} from './array.js'
import {runCustomValidator} from './custom.js'
import {dateValidators} from './date.js'
import {validateType, validateValid} from './generic.js'
import {numberValidators} from './number.js'
import {validateAssetRequired, validateReference} from './reference.js'
import {validateSlug} from './slug.js'
import {stringValidators} from './string.js'

// `all`, `either` and `fields` hold nested rules and are evaluated by evaluateRule itself.
const generic: ValidatorTable = {type: validateType, valid: validateValid, custom: runCustomValidator}

const byType: Record<RuleTypeName, ValidatorTable> = {
  String: {...generic, ...stringValidators},
  Number: {...generic, ...numberValidators},
  Boolean: generic,
  Array: {...generic, ...arrayValidators},
  Object: {
    ...generic,
    reference: validateReference,
    assetRequired: validateAssetRequired,
    slug: validateSlug,
  },
  Date: {...generic, ...dateValidators},
}

/** The validators for a value category; checks that do not apply to it are absent (and so ignored). */
export function validatorsFor(typeName: RuleTypeName | undefined): ValidatorTable {
  return typeName ? byType[typeName] : generic
}

export function hasValidator(typeName: RuleTypeName | undefined, flag: RuleFlag): boolean {
  return validatorsFor(typeName)[flag] !== undefined
}
