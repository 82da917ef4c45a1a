export {HISTORY_MESSAGES, CHUNK_TITLES} from './history-messages.js'
// The review's views (panel, timeline, change viewer, revision) are not exported here: review-area.tsx
// loads them on demand (review-views.ts), and a static export would bring them back into the pane's code.
export {ReviewArea, ReviewToggle, type ReviewAreaProps} from './review-area.js'
export {useTimeline} from './use-timeline.js'
export type * from './changes/change-types.js'
