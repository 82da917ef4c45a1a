import type {LakeConfig} from '../config/lake-config.js'
import {randomId} from '../documents/ids.js'
import type {SqlDatabase} from '../storage/sql-database.js'
import {AUTH_SCHEMA_SQL} from './auth-schema.js'
import {MIN_PASSWORD_LENGTH, dummyPasswordHash, hashPassword, verifyPassword} from './password.js'
import {parseRoles} from './roles.js'

/** A person who signs in to the lake. The password hash never leaves the store. */
export interface LakeUser {
  id: string
  email: string
  name: string
  profileImage: string | null
  roles: string[]
  provider: string
  createdAt: string
}

export interface NewUser {
  email: string
  name: string
  password: string
  /** Default: editor. */
  roles?: string[]
  profileImage?: string | null
}

export interface UserStore {
  add(user: NewUser): Promise<LakeUser>
  list(): LakeUser[]
  get(id: string): LakeUser | undefined
  getByEmail(email: string): LakeUser | undefined
  /** By id, else by email (the CLI accepts either). */
  find(idOrEmail: string): LakeUser | undefined
  /** Removes the user and, with them, their sessions. False when there was no such user. */
  remove(id: string): boolean
  setRoles(id: string, roles: string[]): LakeUser
  /**
   * The user whose email and password these are, else undefined. Takes the same time whether the
   * email is unknown or the password wrong.
   */
  verifyPassword(email: string, password: string): Promise<LakeUser | undefined>
}

/** A user operation that cannot be done as asked: the message says why, for the CLI or an API caller. */
export class UserError extends Error {
  readonly code: 'invalid' | 'duplicate' | 'not-found'

  constructor(code: UserError['code'], message: string) {
    super(message)
    this.name = 'UserError'
    this.code = code
  }
}

export const DEFAULT_USER_ROLES = ['editor']

interface UserRow {
  id: string
  email: string
  name: string
  password_hash: string | null
  profile_image: string | null
  roles: string
  provider: string
  created_at: string
}

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+$/

export function createUserStore(db: SqlDatabase, config: Pick<LakeConfig, 'roles'>): UserStore {
  if (db.dialect === 'sqlite') db.exec(AUTH_SCHEMA_SQL)
  const insert = db.prepare(
    `INSERT INTO users (id, email, name, password_hash, profile_image, roles, provider, created_at)
     VALUES (?, ?, ?, ?, ?, ?, 'tessera', ?)`,
  )
  const byId = db.prepare('SELECT * FROM users WHERE id = ?')
  // Emails compare without case: SQLite's column is COLLATE NOCASE, PostgreSQL's index is on lower().
  const byEmail = db.prepare(
    db.dialect === 'sqlite'
      ? 'SELECT * FROM users WHERE email = ?'
      : 'SELECT * FROM users WHERE lower(email) = lower(?)',
  )
  const all = db.prepare('SELECT * FROM users ORDER BY created_at, email')
  const deleteById = db.prepare('DELETE FROM users WHERE id = ?')
  const updateRoles = db.prepare('UPDATE users SET roles = ? WHERE id = ?')

  const get = (id: string) => toUser(byId.get(id) as UserRow | undefined)
  const getByEmail = (email: string) => toUser(byEmail.get(email.trim()) as UserRow | undefined)

  function validRoles(roles: string[]): string[] {
    // A member without roles is allowed: they can sign in, and the studio tells them they are not
    // authorized (spec 000 §6) until an administrator gives them a role.
    if (roles.length === 0) return []
    try {
      return parseRoles(config, roles)
    } catch (err) {
      throw new UserError('invalid', (err as Error).message)
    }
  }

  return {
    async add(user) {
      const email = user.email.trim()
      const name = user.name.trim()
      if (!EMAIL_PATTERN.test(email))
        throw new UserError('invalid', `"${user.email}" is not an email address`)
      if (!name) throw new UserError('invalid', 'A user needs a name')
      if (user.password.length < MIN_PASSWORD_LENGTH) {
        throw new UserError('invalid', `The password must be at least ${MIN_PASSWORD_LENGTH} characters long`)
      }
      const profileImage = user.profileImage ? checkImageUrl(user.profileImage) : null
      const roles = validRoles(user.roles ?? DEFAULT_USER_ROLES)
      if (getByEmail(email)) throw new UserError('duplicate', `A user with the email ${email} already exists`)
      const passwordHash = await hashPassword(user.password)
      const id = `u${randomId(12)}`
      try {
        insert.run(
          id,
          email,
          name,
          passwordHash,
          profileImage,
          JSON.stringify(roles),
          new Date().toISOString(),
        )
      } catch (err) {
        // Another process may have added the same email while the password was being hashed.
        const code = (err as {code?: string}).code
        // SQLite's and PostgreSQL's (23505) unique violations.
        if (code === 'SQLITE_CONSTRAINT_UNIQUE' || code === '23505') {
          throw new UserError('duplicate', `A user with the email ${email} already exists`)
        }
        throw err
      }
      return get(id)!
    },
    list: () => (all.all() as UserRow[]).map((row) => toUser(row)!),
    get,
    getByEmail,
    find: (idOrEmail) => get(idOrEmail) ?? getByEmail(idOrEmail),
    remove: (id) => deleteById.run(id).changes > 0,
    setRoles(id, roles) {
      const valid = validRoles(roles)
      if (updateRoles.run(JSON.stringify(valid), id).changes === 0) {
        throw new UserError('not-found', `No user with the id ${id}`)
      }
      return get(id)!
    },
    async verifyPassword(email, password) {
      const row = byEmail.get(email.trim()) as UserRow | undefined
      const stored = row?.password_hash ?? (await dummyPasswordHash())
      const matches = await verifyPassword(password, stored)
      return row?.password_hash && matches ? toUser(row) : undefined
    },
  }
}

function toUser(row: UserRow | undefined): LakeUser | undefined {
  if (!row) return undefined
  return {
    id: row.id,
    email: row.email,
    name: row.name,
    profileImage: row.profile_image,
    roles: JSON.parse(row.roles) as string[],
    provider: row.provider,
    createdAt: row.created_at,
  }
}

function checkImageUrl(raw: string): string {
  let url: URL
  try {
    url = new URL(raw)
  } catch {
    throw new UserError('invalid', `The profile image "${raw}" is not a URL`)
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') {
    throw new UserError('invalid', `The profile image must be an http(s) URL, not "${raw}"`)
  }
  return url.href
}
