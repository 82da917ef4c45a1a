/** A session id in the URL hash is at least this long (spec/002 §9); shorter values are not sids. */
export const MIN_SESSION_ID_LENGTH = 20

/**
 * Finds `sid=<id>` among the hash fragment's entries (`&` or `;` separated) and returns it with the
 * hash as it should read without it ('' when nothing else is left).
 */
export function extractSessionId(hash: string): {sid: string; remainingHash: string} | null {
  const entries = hash.replace(/^#/, '').split(/[&;]/)
  const index = entries.findIndex((entry) => {
    const match = /^sid=([A-Za-z0-9_-]+)$/.exec(entry)
    return match !== null && match[1].length >= MIN_SESSION_ID_LENGTH
  })
  if (index === -1) return null
  const sid = entries[index].slice('sid='.length)
  const rest = entries.filter((entry, i) => i !== index && entry !== '')
  return {sid, remainingHash: rest.length > 0 ? `#${rest.join('&')}` : ''}
}
