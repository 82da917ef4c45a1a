export {DocumentSaveStatus, type DocumentSaveStatusProps} from './document-save-status.js'
export {SaveStatusBanner, type SaveStatusBannerProps} from './save-status-banner.js'
export {saveStatusView, type SaveStatusView} from './save-status-view.js'
export {SAVE_STATUS_MESSAGES, saveStatusMessage} from './save-status-messages.js'
