// The document pane's dialogs, loaded when one first opens (document-pane.tsx): not part of the code a
// document needs to be editable.
export {InspectDialog} from './inspect/inspect-dialog.js'
export {IncomingReferencesDialog} from './references/incoming-references-dialog.js'
