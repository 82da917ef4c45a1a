// @vitest-environment jsdom
import {cleanup, fireEvent, render, screen} from '@testing-library/react'
import type {AuthProvider} from '@tessera/store'
import {afterEach, beforeAll, expect, it} from 'vitest'
import {ProviderList} from '../../../src/studio/screens/login-screen.js'
import {installDomShims, Themed} from '../navbar/support.js'

beforeAll(() => installDomShims(1400))
afterEach(cleanup)

const provider = (name: string, title: string): AuthProvider => ({
  name,
  title,
  url: `http://lake.test/auth/login/${name}`,
})

it('names the providers Google, GitHub, Sanity and SAML/SSO (spec 002 §6), others by their title', () => {
  const chosen: string[] = []
  render(
    <Themed>
      <ProviderList
        providers={[
          provider('google', 'google'),
          provider('github', 'Github login'),
          provider('sanity', 'E-mail / password'),
          provider('saml-acme', 'Acme Okta'),
          provider('local', 'Lake account'),
        ]}
        onChoose={(chosenProvider) => chosen.push(chosenProvider.name)}
      />
    </Themed>,
  )
  expect(screen.getAllByRole('button').map((button) => button.textContent)).toEqual([
    'Sign in with Google',
    'Sign in with GitHub',
    'Sign in with Sanity',
    'Sign in with SAML/SSO',
    'Sign in with Lake account',
  ])
  fireEvent.click(screen.getByRole('button', {name: 'Sign in with SAML/SSO'}))
  expect(chosen).toEqual(['saml-acme'])
})
