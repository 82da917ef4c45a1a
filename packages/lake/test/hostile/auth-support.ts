import {request as httpRequest} from 'node:http'
import {expect} from 'vitest'
import type {Lake} from '../../src/index.js'
import {PASSWORD, addUser, postSignIn} from '../helpers/sign-in.js'
import {request} from '../helpers/start-lake.js'
import {expectWithin, timed} from './timed.js'

/** The attack is over: a simple query must still be answered, within a second of the lake's CPU. */
export async function expectResponsive(url: string): Promise<void> {
  const {
    value: response,
    ms,
    cpuMs,
  } = await timed(() => request(url, '/v2025-02-19/data/query/test?query=count(*)'))
  expect(response.status).toBe(200)
  expectWithin({ms, cpuMs}, 1000)
}

export interface RawResponse {
  status: number
  headers: Record<string, string | string[] | undefined>
  text: string
}

/** A request with headers fetch does not let a caller set (Host), or several Cookie lines. */
export function rawRequest(
  url: string,
  path: string,
  init: {method?: string; headers?: Record<string, string | string[]>; body?: string} = {},
): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(url + path, {method: init.method ?? 'GET', headers: init.headers}, (res) => {
      let text = ''
      res.setEncoding('utf8')
      res.on('data', (chunk: string) => (text += chunk))
      res.on('end', () => resolve({status: res.statusCode ?? 0, headers: res.headers, text}))
    })
    req.on('error', reject)
    req.end(init.body)
  })
}

/** A user signed in through the lake's page in cookie mode: the `name=value` pair of their cookie. */
export async function cookieOf(
  lake: Lake,
  url: string,
  email: string,
  roles = ['editor'],
  headers: Record<string, string> = {},
): Promise<string> {
  if (!lake.kernel.users.getByEmail(email)) await addUser(lake, {email, roles})
  const signIn = await postSignIn(url, {email, password: PASSWORD}, {type: 'cookie'}, headers)
  const line = signIn.setCookie.find((cookie) => /^(__Host-)?tessera_session=.+/.test(cookie))
  if (!line) throw new Error(`no session cookie for ${email} (status ${signIn.status})`)
  return line.split(';')[0]
}
