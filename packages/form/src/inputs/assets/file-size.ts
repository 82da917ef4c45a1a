const UNITS = ['Bytes', 'KB', 'MB', 'GB', 'TB', 'PB', 'EB', 'ZB', 'YB']

/** spec/001 §9: a size in Bytes through YB (powers of 1024), 2 decimals by default. */
export function formatFileSize(bytes: number, decimals = 2): string {
  if (!Number.isFinite(bytes) || bytes <= 0) return '0 Bytes'
  const power = Math.min(Math.floor(Math.log(bytes) / Math.log(1024)), UNITS.length - 1)
  const value = bytes / 1024 ** power
  return `${Number.parseFloat(value.toFixed(decimals))} ${UNITS[power]}`
}
