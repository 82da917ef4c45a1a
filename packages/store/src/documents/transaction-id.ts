const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789'

/** A random 22-character transaction id (about 131 bits), the shape the lake generates itself. */
export function createTransactionId(): string {
  const bytes = globalThis.crypto.getRandomValues(new Uint8Array(22))
  return Array.from(bytes, (byte) => ALPHABET[byte % ALPHABET.length]).join('')
}
