/**
 * The parts of the document pane's header, for the pane to compose into `PaneHeader`:
 * `title` ← `DocumentTitle`, `subtitle` ← `DocumentStatusLine` (and badges), `actions` ←
 * `DocumentPresenceAvatars`, `ValidationSummary` (and the pane's menu). Each connected part has a
 * presentational counterpart with plain props (stories).
 */
export {
  DocumentTitle,
  DocumentTitleView,
  type DocumentTitleProps,
  type DocumentTitleViewProps,
} from './document-title.js'
export {useDocumentTitle, useDocumentTitleState, type UseDocumentTitleOptions} from './use-document-title.js'
export {
  DEFAULT_PREVIEW_SELECT,
  documentTitle,
  newDocumentTitle,
  type DocumentTitleInput,
  type DocumentTitleState,
} from './prepare-document-title.js'
export {
  DocumentStatusLine,
  DocumentStatusLineView,
  documentStatusSummary,
  NEW_DOCUMENT_TEXT,
  NOT_PUBLISHED_TEXT,
  useDocumentStatusSummary,
  type DocumentStatusLineProps,
  type DocumentStatusLineViewProps,
  type DocumentStatusSummary,
} from './document-status-line.js'
export {formatAbsoluteTime, useRelativeTimeText} from './relative-time.js'
export {
  DocumentPresenceAvatars,
  presentUsers,
  type DocumentPresenceAvatarsProps,
} from './document-presence-avatars.js'
export {
  DOCUMENT_PRESENCE_MAX_AVATARS,
  documentPresenceText,
  PresenceAvatars,
  type PresenceAvatarsProps,
  type PresentUser,
} from './presence-avatars.js'
export {
  highestValidationLevel,
  validationButtonLabel,
  VALIDATING_SHOWN_AFTER_MS,
  ValidationSummary,
  type ValidationSummaryProps,
} from './validation-summary.js'
export {fieldTitlePathText, resolveFieldTitlePath} from './resolve-field-title-path.js'
