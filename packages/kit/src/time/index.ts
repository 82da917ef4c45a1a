export {
  formatRelativeTime,
  JUST_NOW_MS,
  relativeTimeRefreshMs,
  type DateInput,
  type RelativeTimeOptions,
} from './format-relative-time.js'
