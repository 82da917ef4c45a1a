import type {ValidationI18n} from '@tessera/schema'
import {useTranslationWithDefaults} from '@tessera/kit'
import {useMemo} from 'react'

/**
 * The namespace that translates the rule engine's messages, by their stable keys (`required`,
 * `number.min`, `string.max-length`, … from @tessera/schema's `validationMessages`), with i18next's
 * `{{name}}` placeholders. The English texts are the schema's own: a key a locale lacks keeps them.
 */
export const VALIDATION_NAMESPACE = 'validation'

const NO_DEFAULTS = {}

/** The validation run's i18n in the workspace's locale, and the locale (a change re-validates). */
export function useValidationI18n(): {i18n: ValidationI18n; locale: string} {
  const {t, locale} = useTranslationWithDefaults(VALIDATION_NAMESPACE, NO_DEFAULTS)
  const i18n = useMemo<ValidationI18n>(
    () => ({
      t: (key, values) => {
        const text = t(key, values)
        // Untranslated: the key itself comes back, and the schema uses its English text.
        return text === key ? undefined : text
      },
    }),
    [t],
  )
  return {i18n, locale}
}
