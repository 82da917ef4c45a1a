const UNITS = ['Bytes', 'KB', 'MB', 'GB', 'TB', 'PB', 'EB', 'ZB', 'YB']

/**
 * spec/001 §9: a size in Bytes through YB (powers of 1024), 2 decimals by default, the number written
 * as `locale` writes it ('1.5 KB'; '1,5 KB' in Norwegian). The units are the spec's.
 */
export function formatFileSize(bytes: number, decimals = 2, locale = 'en-US'): string {
  if (!Number.isFinite(bytes) || bytes <= 0) return '0 Bytes'
  const power = Math.min(Math.floor(Math.log(bytes) / Math.log(1024)), UNITS.length - 1)
  const value = Number.parseFloat((bytes / 1024 ** power).toFixed(decimals))
  const number = new Intl.NumberFormat(locale, {maximumFractionDigits: decimals, useGrouping: false})
  return `${number.format(value)} ${UNITS[power]}`
}
