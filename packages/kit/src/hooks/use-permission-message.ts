import type {PermissionMessageContext, RoleLike} from '@tessera/store'
import {useMemo} from 'react'
import {interpolate, useTranslationWithDefaults} from './use-translation-with-defaults.js'

/**
 * The permission denials in English (spec/002 §6), keys of the shell's `studio` namespace: one
 * sentence per situation, then the roles sentence. Word for word the store's `permissionMessage`,
 * which stays the English for API callers.
 */
export const PERMISSION_TEXTS = {
  'permission.create-document': 'You do not have permission to create this kind of document.',
  'permission.create-document-of-type': 'You do not have permission to create a document of type "{{type}}".',
  'permission.create-new-reference': 'You do not have permission to create a new document to reference.',
  'permission.delete-document': 'You do not have permission to delete this document.',
  'permission.discard-changes': 'You do not have permission to discard changes in this document.',
  'permission.duplicate-document': 'You do not have permission to duplicate this document.',
  'permission.publish-document': 'You do not have permission to publish this document.',
  'permission.unpublish-document': 'You do not have permission to unpublish this document.',
  'permission.roles': 'Your roles: {{roles}}',
  'permission.no-roles': 'You have no roles',
} as const

/** The shell's namespace, where a locale's `studio` bundle translates these. */
const NAMESPACE = 'studio'

export type PermissionMessage = (
  context: PermissionMessageContext,
  options: {roles: readonly RoleLike[]; typeTitle?: string},
) => string

/** Builds the message from a translate function of the `studio` namespace. */
export function permissionMessageWith(
  t: (key: keyof typeof PERMISSION_TEXTS, values?: Record<string, unknown>) => string,
): PermissionMessage {
  return (context, {roles, typeTitle}) => {
    const denied =
      context === 'create-document' && typeTitle
        ? t('permission.create-document-of-type', {type: typeTitle})
        : t(`permission.${context}`)
    const named = roles.map((role) => role.title || role.name).join(', ')
    return `${denied} ${roles.length === 0 ? t('permission.no-roles') : t('permission.roles', {roles: named})}`
  }
}

/** The English message outside React (stories, tests): the store's `permissionMessage` text. */
export const englishPermissionMessage: PermissionMessage = permissionMessageWith((key, values) =>
  interpolate(PERMISSION_TEXTS[key], values),
)

/**
 * What the studio tells a user who may not do something, in the workspace's locale: 'You do not have
 * permission to publish this document. Your roles: Editor'.
 */
export function usePermissionMessage(): PermissionMessage {
  const {t} = useTranslationWithDefaults(NAMESPACE, PERMISSION_TEXTS)
  return useMemo(() => permissionMessageWith(t), [t])
}
