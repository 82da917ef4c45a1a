import {request as httpRequest} from 'node:http'
import type {Lake} from '../../src/index.js'

export const PASSWORD = 'correct horse battery'

/** Adds a user straight into the lake's store (the CLI test covers adding them the user's way). */
export async function addUser(
  lake: Lake,
  fields: {email: string; name?: string; password?: string; roles?: string[]; profileImage?: string},
) {
  return lake.kernel.users.add({
    name: fields.email.split('@')[0],
    password: PASSWORD,
    ...fields,
  })
}

export interface SignInResponse {
  status: number
  /** The redirect target, when there is one. */
  location: string | null
  /** `tessera_session=<token>` from Set-Cookie, when one was set with a value. */
  cookie: string | null
  setCookie: string[]
  text: string
  headers: Headers
}

/** Posts the sign-in form as a browser would (form-encoded, no redirect following). */
export async function postSignIn(
  url: string,
  fields: {email: string; password: string},
  query: Record<string, string> = {},
  headers: Record<string, string> = {},
): Promise<SignInResponse> {
  const response = await fetch(`${url}/v1/auth/login/tessera?${new URLSearchParams(query)}`, {
    method: 'POST',
    redirect: 'manual',
    headers: {'content-type': 'application/x-www-form-urlencoded', ...headers},
    body: new URLSearchParams(fields).toString(),
  })
  const setCookie = response.headers.getSetCookie()
  const session = setCookie.map((line) => line.split(';')[0]).find((pair) => /^tessera_session=.+/.test(pair))
  return {
    status: response.status,
    location: response.headers.get('location'),
    cookie: session ?? null,
    setCookie,
    text: await response.text(),
    headers: response.headers,
  }
}

/** The sid in a redirect's fragment (`#sid=...`). */
export function sidOf(location: string | null): string {
  const sid = new URL(location ?? 'http://invalid').hash.match(/^#sid=(.+)$/)?.[1]
  if (!sid) throw new Error(`No sid in the redirect to ${location}`)
  return sid
}

/** The text of the sign-in page's error message (its `role="alert"` paragraph), if any. */
export function pageError(html: string): string | null {
  const match = /<p[^>]*role="alert"[^>]*>(.*?)<\/p>/s.exec(html)
  return match
    ? match[1]
        .replace(/<[^>]+>/g, '')
        .replace(/^!/, '')
        .trim()
    : null
}

/** A GET with a chosen Host header (fetch does not let a caller set it). */
export function getWithHost(
  url: string,
  path: string,
  host: string,
): Promise<{status: number; body: unknown}> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(url + path, {headers: {host}}, (res) => {
      let text = ''
      res.setEncoding('utf8')
      res.on('data', (chunk: string) => (text += chunk))
      res.on('end', () => resolve({status: res.statusCode ?? 0, body: JSON.parse(text) as unknown}))
    })
    req.on('error', reject)
    req.end()
  })
}
