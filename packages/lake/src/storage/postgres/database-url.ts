/** Whether `--database` names a PostgreSQL database (the only kind besides the default SQLite). */
export function isPostgresUrl(value: string): boolean {
  return /^postgres(ql)?:\/\//.test(value)
}

/** A URL fit for logs: the password replaced. */
export function redactUrl(value: string): string {
  try {
    const url = new URL(value)
    if (url.password) url.password = '***'
    return url.toString()
  } catch {
    return '(unreadable URL)'
  }
}
