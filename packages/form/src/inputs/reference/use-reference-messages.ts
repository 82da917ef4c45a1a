import {useMemo} from 'react'
import {useFormText} from '../../i18n/form-strings.js'
import {referenceMessages, type ReferenceMessages} from './reference-messages.js'

/** The reference input's texts in the workspace's locale (the `form` namespace's `reference.*` keys). */
export function useReferenceMessages(): ReferenceMessages {
  const t = useFormText()
  return useMemo(() => referenceMessages(t), [t])
}
