// spec/002 §5: date text is read as 'MMM d, yyyy' ('Jan 1, 2000'), with time as 'MMM d, yyyy p'
// ('Jan 1, 2000 12:00 AM'), on blur or Enter.

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec']
const DATE = /^\s*([A-Za-z]{3})[a-z]*\.?\s+(\d{1,2}),?\s+(\d{4})\s*$/
const DATETIME = /^\s*([A-Za-z]{3})[a-z]*\.?\s+(\d{1,2}),?\s+(\d{4})\s+(\d{1,2}):(\d{2})\s*([AaPp][Mm])\s*$/

function monthIndex(name: string): number {
  return MONTHS.findIndex((month) => month.toLowerCase() === name.toLowerCase())
}

/** 'Jan 1, 2000' → '2000-01-01', or undefined when the text is not such a date. */
export function parseDateText(text: string): string | undefined {
  const match = DATE.exec(text)
  if (!match) return undefined
  const month = monthIndex(match[1])
  const day = Number(match[2])
  const year = Number(match[3])
  const date = new Date(year, month, day)
  if (month < 0 || date.getMonth() !== month || date.getDate() !== day) return undefined
  return `${match[3]}-${String(month + 1).padStart(2, '0')}-${String(day).padStart(2, '0')}`
}

/** 'Jan 1, 2000 12:00 AM' (local time) → an ISO instant, or undefined. */
export function parseDatetimeText(text: string): string | undefined {
  const match = DATETIME.exec(text)
  if (!match) return undefined
  const date = parseDateText(`${match[1]} ${match[2]}, ${match[3]}`)
  const hour12 = Number(match[4])
  const minute = Number(match[5])
  if (!date || hour12 < 1 || hour12 > 12 || minute > 59) return undefined
  const hour = (hour12 % 12) + (match[6].toLowerCase() === 'pm' ? 12 : 0)
  const [year, month, day] = date.split('-').map(Number)
  return new Date(year, month - 1, day, hour, minute).toISOString()
}

/** '2000-01-01' → 'Jan 1, 2000'. */
export function formatDate(date: string): string {
  const [year, month, day] = date.split('-').map(Number)
  return `${MONTHS[month - 1]} ${day}, ${year}`
}

/** An ISO instant → 'Jan 1, 2000' or, with the time, 'Jan 1, 2000 12:00 AM' (local time). */
export function formatDatetime(iso: string, withTime: boolean): string {
  const moment = new Date(iso)
  const date = `${MONTHS[moment.getMonth()]} ${moment.getDate()}, ${moment.getFullYear()}`
  if (!withTime) return date
  const hour = moment.getHours() % 12 || 12
  const minute = String(moment.getMinutes()).padStart(2, '0')
  return `${date} ${hour}:${minute} ${moment.getHours() < 12 ? 'AM' : 'PM'}`
}

/** Local midnight of a day as an ISO instant (a datetime filter without its time). */
export function dayStartIso(date: string): string {
  const [year, month, day] = date.split('-').map(Number)
  return new Date(year, month - 1, day).toISOString()
}
