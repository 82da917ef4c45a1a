// What a filter's value editor says when its value cannot be used (spec 000 §5 'Search operators';
// the spec names the rules, not the words, except for spec/002 §5's date texts, kept exactly).

export const filterMessages = {
  /** Numeric operators need a finite number. */
  number: 'Enter a number',
  /** A range needs finite from and to; the bounds are exclusive, so from must be below to. */
  numberRange: 'Enter a number at each end of the range',
  rangeOrder: 'The start of the range must come before its end',
  /** Text operators need a non-empty value. */
  text: 'Enter some text',
  /** Reference operators need a reference id. */
  reference: 'Choose a document',
  asset: 'Choose an asset',
  /** spec/002 §5: date text that does not parse. */
  date: 'Invalid date',
  datetime: 'Invalid datetime',
  dateRange: 'Choose a date at each end of the range',
  dateLast: 'Enter a whole number of days, months or years above 0',
  boolean: 'Choose true or false',
  option: 'Choose a value',
} as const

/** spec/002 §5: the tooltip of a date that does not parse, with its example. */
export const DATE_FORMAT_HINT = 'must be in format'
export const DATE_FORMAT_EXAMPLE = 'Jan 1, 2000'
export const DATETIME_FORMAT_EXAMPLE = 'Jan 1, 2000 12:00 AM'
