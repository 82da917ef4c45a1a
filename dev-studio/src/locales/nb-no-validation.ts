/**
 * The rule engine's messages (`validation` namespace, keyed as @tessera/schema's `validationMessages`)
 * in Norwegian (bokmål). A key left out keeps the English text.
 */
export default {
  required: 'Påkrevd',
  'type.mismatch': 'Forventet typen {{expectedType}}, fikk {{actualType}}',
  'number.integer': 'Må være et heltall',
  'number.precision': 'Kan ha høyst {{limit}} desimaler',
  'number.min': 'Må være større enn eller lik {{limit}}',
  'number.max': 'Må være mindre enn eller lik {{limit}}',
  'number.greater-than': 'Må være større enn {{limit}}',
  'number.less-than': 'Må være mindre enn {{limit}}',
  'string.min-length': 'Må være minst {{minLength}} tegn',
  'string.max-length': 'Kan være høyst {{maxLength}} tegn',
  'string.exact-length': 'Må være nøyaktig {{wantedLength}} tegn',
  'string.lowercase': 'Må være bare små bokstaver',
  'string.uppercase': 'Må være bare store bokstaver',
  'string.email': 'Må være en gyldig e-postadresse',
  'url.invalid': 'Ikke en gyldig URL',
  'date.invalid': 'Må være en gyldig dato i ISO-8601-format',
  'reference.missing-ref': 'Må være en referanse til et dokument',
  'reference.not-published': 'Dokumentet det refereres til finnes ikke eller er ikke publisert',
  'asset.required': 'Ressurs er påkrevd',
  'slug.missing-current': 'Sluggen må ha en verdi',
  'slug.not-unique': 'Sluggen er allerede i bruk',
}
