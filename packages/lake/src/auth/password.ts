import {randomBytes, scrypt, timingSafeEqual, type ScryptOptions} from 'node:crypto'

/**
 * Password hashing with scrypt. The stored form carries its own parameters and salt,
 * `scrypt$<N>$<r>$<p>$<salt>$<hash>` (base64url), so the cost can be raised later without breaking
 * existing hashes.
 */
const COST = {N: 16384, r: 8, p: 1}
const KEY_LENGTH = 64
const SALT_BYTES = 16
export const MIN_PASSWORD_LENGTH = 8

function derive(password: string, salt: Buffer, options: ScryptOptions, keyLength: number): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    // Room for the largest cost we accept below; Node's default (32 MiB) is too small past N=2^15.
    const maxmem = 256 * (options.N ?? COST.N) * (options.r ?? COST.r) + 1024 * 1024
    scrypt(password.normalize('NFC'), salt, keyLength, {...options, maxmem}, (err, key) =>
      err ? reject(err) : resolve(key),
    )
  })
}

export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(SALT_BYTES)
  const key = await derive(password, salt, COST, KEY_LENGTH)
  return ['scrypt', COST.N, COST.r, COST.p, salt.toString('base64url'), key.toString('base64url')].join('$')
}

/** True when `password` matches `stored`. A malformed stored value never matches. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const parts = stored.split('$')
  if (parts.length !== 6 || parts[0] !== 'scrypt') return false
  const [N, r, p] = parts.slice(1, 4).map(Number)
  // Bounds keep a tampered row from making one sign-in attempt burn unbounded memory or time.
  if (!isPowerOfTwo(N) || N > 2 ** 20 || !inRange(r, 1, 32) || !inRange(p, 1, 16)) return false
  const salt = Buffer.from(parts[4], 'base64url')
  const expected = Buffer.from(parts[5], 'base64url')
  if (expected.length < 16) return false
  const actual = await derive(password, salt, {N, r, p}, expected.length)
  return timingSafeEqual(actual, expected)
}

/**
 * A valid hash of a random password nobody knows: sign-in checks it when the email is unknown, so an
 * unknown email costs the same time as a wrong password.
 */
let dummyHash: Promise<string> | undefined
export function dummyPasswordHash(): Promise<string> {
  dummyHash ??= hashPassword(randomBytes(24).toString('base64url'))
  return dummyHash
}

function isPowerOfTwo(n: number): boolean {
  return Number.isInteger(n) && n >= 2 && (n & (n - 1)) === 0
}

function inRange(n: number, min: number, max: number): boolean {
  return Number.isInteger(n) && n >= min && n <= max
}
