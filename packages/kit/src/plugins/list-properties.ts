/** The extensible lists of DESIGN §3 that follow the reducer contract (append or transform). */
export const LIST_PROPERTIES = [
  'tools',
  'schema.types',
  'schema.templates',
  'document.actions',
  'document.badges',
  'document.unstable_fieldActions',
  'document.newDocumentOptions',
  'i18n.locales',
  'i18n.bundles',
  'form.image.assetSources',
  'form.file.assetSources',
] as const

export type ListPropertyPath = (typeof LIST_PROPERTIES)[number]
