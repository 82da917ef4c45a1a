import type {AuthProvider, LoginMethod} from './types.js'

export interface LoginUrlOptions {
  projectId: string
  loginMethod: LoginMethod
  /** The studio's origin, e.g. `https://studio.example.com`. */
  origin: string
  /** The studio's base path, e.g. `/studio` ('' or '/' for the root). */
  basePath?: string
}

/**
 * Where to send someone to sign in with `provider`: its URL with the return address (origin plus base
 * path), the project id, and `withSid=true` in token mode or `type=<method>` otherwise (spec/002 §7).
 */
export function createLoginUrl(provider: Pick<AuthProvider, 'url'>, options: LoginUrlOptions): string {
  const url = new URL(provider.url)
  const trimmed = (options.basePath ?? '').replace(/\/+$/, '')
  const basePath = trimmed && !trimmed.startsWith('/') ? `/${trimmed}` : trimmed
  url.searchParams.set('origin', `${options.origin.replace(/\/+$/, '')}${basePath}`)
  url.searchParams.set('projectId', options.projectId)
  if (options.loginMethod === 'token') url.searchParams.set('withSid', 'true')
  else url.searchParams.set('type', options.loginMethod)
  return url.toString()
}

/** The name a provider is shown with: Google, GitHub, Sanity, SAML/SSO (names starting with `saml-`), else its title. */
export function providerDisplayName(provider: Pick<AuthProvider, 'name' | 'title'>): string {
  if (provider.name === 'google') return 'Google'
  if (provider.name === 'github') return 'GitHub'
  if (provider.name === 'sanity') return 'Sanity'
  if (provider.name.startsWith('saml-')) return 'SAML/SSO'
  return provider.title
}
