export {INSPECT_MESSAGES, INSPECT_SHORTCUT, InspectDialog, type InspectDialogProps} from './inspect-dialog.js'
