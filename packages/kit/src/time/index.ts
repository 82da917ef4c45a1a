export {
  formatRelativeTime,
  JUST_NOW_MS,
  relativeTimeNeedsFormatter,
  relativeTimeRefreshMs,
  type DateInput,
  type RelativeTimeOptions,
} from './format-relative-time.js'
