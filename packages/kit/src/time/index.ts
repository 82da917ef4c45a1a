export {formatRelativeTime, type DateInput, type RelativeTimeOptions} from './format-relative-time.js'
