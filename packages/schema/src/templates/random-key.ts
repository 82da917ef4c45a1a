/** Length of the `_key` given to array objects of an initial value. */
export const ARRAY_KEY_LENGTH = 12

/** A random key of `length` hexadecimal characters (Web Crypto: works in browsers and Node). */
export function randomKey(length: number = ARRAY_KEY_LENGTH): string {
  const bytes = crypto.getRandomValues(new Uint8Array(Math.ceil(length / 2)))
  let out = ''
  for (const byte of bytes) out += byte.toString(16).padStart(2, '0')
  return out.slice(0, length)
}
