/** A user as the studio shows them (spec/002 §3). */
export interface User {
  id: string
  displayName?: string
  imageUrl?: string
}

/** A role as `/users/me` describes it. */
export interface Role {
  name: string
  title: string
}

/** The signed-in user, from `/users/me`. */
export interface CurrentUser {
  id: string
  name: string
  email?: string
  profileImage?: string
  provider?: string
  /** The first role's name. */
  role: string
  roles: Role[]
}

/** What `/users/{ids}` answers per user; the lookup reads id, name and profileImage. */
export interface RawUser {
  id: string
  name?: string | null
  profileImage?: string | null
}

/** What `/users/me` answers. */
export interface RawCurrentUser extends RawUser {
  email?: string | null
  provider?: string | null
  role?: string | null
  roles?: {name: string; title?: string | null}[] | null
}
