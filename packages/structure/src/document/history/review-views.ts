// The review's views, loaded when 'Review changes' first opens (review-area.tsx): the timeline, the
// change viewer and a past revision's form are not part of the code a document needs to be editable.
export {ReviewPanel} from './review-panel.js'
export {RevisionView} from './revision-view.js'
