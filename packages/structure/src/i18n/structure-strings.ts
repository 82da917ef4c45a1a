import {interpolate, useTranslationWithDefaults} from '@tessera/kit'
import {STRUCTURE_ERROR_TEXTS} from '../builder/errors.js'
import {ACTION_MESSAGES} from '../actions/messages.js'
import {SAVE_STATUS_MESSAGES} from '../document/save-status/save-status-messages.js'
import {DOCUMENT_LIST_MESSAGES} from '../panes/document-list/messages.js'
import {CHUNK_TITLES, HISTORY_MESSAGES} from '../document/history/history-messages.js'

/** The namespace of the structure tool's texts. A locale translates them with a bundle of this namespace. */
export const STRUCTURE_NAMESPACE = 'structure'

type Prefixed<P extends string, T> = {[K in keyof T & string as `${P}${K}`]: T[K]}

function prefixed<P extends string, T extends Record<string, string>>(prefix: P, texts: T): Prefixed<P, T> {
  return Object.fromEntries(Object.entries(texts).map(([key, text]) => [prefix + key, text])) as Prefixed<
    P,
    T
  >
}

/** The history screens' messages, whose `{name}` placeholders become i18next's `{{name}}`. */
function historyTexts<T extends Record<string, string>>(texts: T): {[K in keyof T]: string} {
  return Object.fromEntries(
    Object.entries(texts).map(([key, text]) => [key, text.replace(/\{(\w+)\}/g, '{{$1}}')]),
  ) as {[K in keyof T]: string}
}

/** The panes' own texts: the tool, pane chrome, the document pane's header, menu and dialogs. */
const PANE_MESSAGES = {
  'tool.error': 'Could not build the structure',
  'tool.open-failed': 'Could not open "{{id}}": {{message}}',
  'tool.not-found': 'Nothing named "{{id}}" here',
  'pane.back': 'Back',
  'pane.expand': 'Expand {{title}}',
  'list.sort.last-edited': 'Sort by last edited',
  'list.sort.created': 'Sort by created',
  'list.sort.title': 'Sort by title',
  'document.close': 'Close document',
  'document.loading': 'Loading document…',
  'document.not-found': 'Document not found',
  // spec/001: an initial value that fails (exact).
  'document.initial-value-failed': 'Could not resolve initial value',
  'document.initial-value-failed-detail': 'Unable to resolve initial value for type: {{type}}: {{message}}.',
  'pane.list-empty': 'This list is empty',
  'document.no-such-id': 'No document with the id "{{id}}"',
  'document.unknown-type': 'Unknown document type: {{type}}',
  'document.menu': 'Document menu',
  // Spec 002 §8's words, shared with the history screens.
  'document.unavailable': HISTORY_MESSAGES['document.unavailable'],
  'document.unreadable': HISTORY_MESSAGES['document.unreadable'],
  'document.untitled': 'Untitled',
  'document.new-title': 'New {{type}}',
  'status.new-document': 'New document',
  'status.not-published': 'Not published',
  'status.edited': 'Edited {{time}}',
  'status.published': 'Published {{time}}',
  'status.review-changes': 'Review changes',
  'status.unpublished': 'Unpublished',
  'status.edited-state': 'Edited',
  'status.published-state': 'Published',
  'status.none': 'New',
  'validation.validating': 'Validating…',
  'validation.label': 'Validation: {{summary}}',
  'inspect.menu': 'Inspect',
  'inspect.title': 'Inspect: {{title}}',
  'inspect.draft': 'Draft',
  'inspect.published': 'Published',
  'inspect.empty': 'This document does not exist yet: it is created by the first edit.',
  'references.title': 'Incoming references',
  'references.empty': 'No documents reference this document',
  'references.loading': 'Loading incoming references…',
  'references.error': 'Could not load incoming references',
  'references.retrying': 'Trying again automatically…',
  'references.truncated': 'Only the {{limit}} most recently edited are shown',
} as const

/**
 * The structure tool's texts in English: the defaults of the `structure` namespace, shown where a
 * locale's bundle lacks a key (and outside a workspace: stories). Keys are flat, grouped by place.
 */
export const structureStrings = {
  ...prefixed('actions.', ACTION_MESSAGES),
  ...prefixed('list.', DOCUMENT_LIST_MESSAGES),
  ...prefixed('save.', SAVE_STATUS_MESSAGES),
  ...PANE_MESSAGES,
  ...prefixed('history.', historyTexts(HISTORY_MESSAGES)),
  ...prefixed('history.chunk.', CHUNK_TITLES),
  ...prefixed('builder.', STRUCTURE_ERROR_TEXTS),
}

export type StructureTextKey = keyof typeof structureStrings

/** Translates a structure text: `{{name}}` placeholders are filled from `values`. */
export type StructureText = (key: StructureTextKey, values?: Record<string, unknown>) => string

/** The English text (stories, tests, and code that runs outside React). */
export const englishStructureText: StructureText = (key, values) => interpolate(structureStrings[key], values)

/** The structure tool's translate function: the workspace's locale, English where it has no text. */
export function useStructureText(): StructureText {
  return useTranslationWithDefaults(STRUCTURE_NAMESPACE, structureStrings).t as StructureText
}
