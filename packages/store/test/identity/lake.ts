import type {SanityClient} from '@sanity/client'
import type {Lake, LakeOptions} from '@tessera/lake'
import {startLake} from '../support/lake.js'

export {DATASET, PROJECT_ID, recordingProxy, type RecordedRequest} from '../support/lake.js'
export const PASSWORD = 'correct horse battery'

export interface TestLake {
  lake: Lake
  url: string
  adminToken: string
  /** A robot token with these roles. */
  tokenFor(roles: string[]): string
  /** An unmodified @sanity/client for `url` (default: the lake) with `token` (null: none). */
  client(token: string | null, url?: string): SanityClient
  stop(): Promise<void>
}

/** A real lake on a temporary directory and a free port (see support/lake.ts), with the identity tests' API. */
export async function startTestLake(config: LakeOptions['config'] = {}): Promise<TestLake> {
  const started = await startLake(config)
  return {
    lake: started.lake,
    url: started.url,
    adminToken: started.adminToken,
    tokenFor: started.robotToken,
    client: (token, url) => started.client({token, url}),
    stop: started.stop,
  }
}

/**
 * Signs in through the lake's sign-in form as a browser posts it and returns the redirect target
 * (`origin#sid=...` in token mode).
 */
export async function postSignIn(signInUrl: string, email: string, password = PASSWORD): Promise<string> {
  const response = await fetch(signInUrl, {
    method: 'POST',
    redirect: 'manual',
    headers: {'content-type': 'application/x-www-form-urlencoded'},
    body: new URLSearchParams({email, password}).toString(),
  })
  await response.body?.cancel()
  const location = response.headers.get('location')
  if (response.status !== 303 || !location) throw new Error(`Sign-in answered ${response.status}`)
  return location
}

/** A location whose hash can be read and replaced, recording each replacement. */
export function testLocation(hash: string): {
  hash: string
  replaced: string[]
  replaceHash(hash: string): void
} {
  const location = {
    hash,
    replaced: [] as string[],
    replaceHash(next: string) {
      location.hash = next
      location.replaced.push(next)
    },
  }
  return location
}
