/**
 * Every built-in validation message in one table, so wording can be changed in one place.
 * Quoted wording comes from spec/001 §5; the rest is ours. Each entry has a stable key (kept on the
 * marker as `messageKey` and passed to the context's i18n) and a default English text with `{name}`
 * placeholders, or a function when the wording depends on a value (plurals).
 */
export type MessageValues = Record<string, string | number>

export interface MessageEntry {
  key: string
  text: string | ((values: MessageValues) => string)
}

const items = (count: string | number): string => (count === 1 ? 'item' : 'items')

export const validationMessages = {
  // generic (spec/001 §5)
  required: {key: 'required', text: 'Required'},
  typeMismatch: {key: 'type.mismatch', text: 'Expected type {expectedType}, got {actualType}'},
  notAllowed: {key: 'valid.not-allowed', text: 'Value did not match any allowed values (allowed: {hint})'},
  eitherFailed: {key: 'either.none-passed', text: 'Must satisfy at least one of: {alternatives}'},

  // numbers
  integer: {key: 'number.integer', text: 'Must be an integer'},
  precision: {key: 'number.precision', text: 'Must have at most {limit} decimal places'},
  numberMin: {key: 'number.min', text: 'Must be greater than or equal to {limit}'},
  numberMax: {key: 'number.max', text: 'Must be less than or equal to {limit}'},
  greaterThan: {key: 'number.greater-than', text: 'Must be greater than {limit}'},
  lessThan: {key: 'number.less-than', text: 'Must be less than {limit}'},

  // strings
  stringMin: {key: 'string.min-length', text: 'Must be at least {minLength} characters long'},
  stringMax: {key: 'string.max-length', text: 'Must be at most {maxLength} characters long'},
  stringLength: {key: 'string.exact-length', text: 'Must be exactly {wantedLength} characters long'},
  lowercase: {key: 'string.lowercase', text: 'Must be all lowercase characters'},
  uppercase: {key: 'string.uppercase', text: 'Must be all uppercase characters'},
  regexNoMatch: {key: 'string.regex-no-match', text: 'Does not match the "{name}" pattern'},
  regexMatch: {key: 'string.regex-match', text: 'Must not match the "{name}" pattern'},
  email: {key: 'string.email', text: 'Must be a valid email address'},

  // URLs
  urlInvalid: {key: 'url.invalid', text: 'Not a valid URL'},
  urlScheme: {key: 'url.scheme', text: 'URL scheme must be one of: {schemes}'},
  urlCredentials: {key: 'url.credentials', text: 'Username and password are not allowed in the URL'},
  urlRelativeNotAllowed: {key: 'url.relative-not-allowed', text: 'Relative URLs are not allowed'},
  urlRelativeOnly: {key: 'url.relative-only', text: 'Only relative URLs are allowed'},

  // arrays
  arrayMin: {key: 'array.min', text: (v) => `Must have at least ${v.minNumber} ${items(v.minNumber)}`},
  arrayMax: {key: 'array.max', text: (v) => `Must have at most ${v.maxNumber} ${items(v.maxNumber)}`},
  arrayLength: {
    key: 'array.exact-length',
    text: (v) => `Must have exactly ${v.wantedNumber} ${items(v.wantedNumber)}`,
  },
  arrayDuplicate: {key: 'array.duplicate', text: "Can't be a duplicate"},

  // dates
  dateInvalid: {key: 'date.invalid', text: 'Must be a valid ISO-8601 formatted date string'},
  dateMin: {key: 'date.min', text: 'Must be at or after {minDate}'},
  dateMax: {key: 'date.max', text: 'Must be at or before {maxDate}'},

  // references and assets
  referenceMissing: {key: 'reference.missing-ref', text: 'Must be a reference to a document'},
  referenceNotPublished: {
    key: 'reference.not-published',
    text: 'Referenced document does not exist or is not published',
  },
  assetRequired: {key: 'asset.required', text: 'Asset is required'},

  // slugs (keys from spec/001 §5)
  slugNotObject: {key: 'slug.not-object', text: 'Slug must be an object with a "current" value'},
  slugMissingCurrent: {key: 'slug.missing-current', text: 'Slug must have a value'},
  slugNotUnique: {key: 'slug.not-unique', text: 'Slug is already in use'},
  slugArrayUnchecked: {
    key: 'slug.array-unchecked',
    text: 'Slug uniqueness cannot be checked automatically inside arrays; add a custom isUnique option',
  },

  // objects (spec/001 §5)
  unknownField: {key: 'object.unknown-field', text: "Field '{field}' does not exist on type '{type}'"},

  // custom validators and the runner
  customInvalid: {key: 'custom.invalid', text: 'Invalid value'},
  customSlow: {key: 'custom.slow', text: 'Custom validator at {path} has taken more than {ms} ms to respond'},
  exception: {key: 'exception', text: 'Exception occurred while validating value at {path}: {message}'},
  documentTypeMissing: {
    key: 'document.type-missing',
    text: "Schema type '{type}' not found; the document was not validated",
  },
  documentException: {
    key: 'document.exception',
    text: 'Exception occurred while validating the document: {message}',
  },
} satisfies Record<string, MessageEntry>

export type ValidationMessageId = keyof typeof validationMessages

/** Translates a message key; returning undefined (or the key itself) falls back to the default text. */
export interface ValidationI18n {
  t(key: string, values: MessageValues): string | undefined
}

export interface FormattedMessage {
  message: string
  messageKey: string
}

export function formatMessage(
  id: ValidationMessageId,
  values: MessageValues = {},
  i18n?: ValidationI18n,
): FormattedMessage {
  const entry: MessageEntry = validationMessages[id]
  const translated = i18n?.t(entry.key, values)
  if (translated && translated !== entry.key) return {message: translated, messageKey: entry.key}
  const message =
    typeof entry.text === 'function'
      ? entry.text(values)
      : entry.text.replace(/\{(\w+)\}/g, (whole, name: string) =>
          name in values ? String(values[name]) : whole,
        )
  return {message, messageKey: entry.key}
}
