// @vitest-environment jsdom
import {afterEach, expect, it} from 'vitest'
import {debugPresenceFromLocation, debugRolesFromLocation} from '../../../src/studio/boot/debug-hash.js'

afterEach(() => {
  location.hash = ''
})

it("reads the debug roles from the URL's hash, live, and the presence options at load (spec 002 §1)", () => {
  location.hash = '#_debug_roles=viewer&_debug_presence=fake_others,show_own'
  const seen: (readonly string[])[] = []
  const subscription = debugRolesFromLocation().subscribe((roles) => seen.push(roles))
  expect(debugPresenceFromLocation()).toEqual(['fake_others', 'show_own'])
  location.hash = '#_debug_roles=contributor,restricted'
  window.dispatchEvent(new HashChangeEvent('hashchange'))
  location.hash = '#_debug_roles=contributor,restricted&other=1'
  window.dispatchEvent(new HashChangeEvent('hashchange'))
  location.hash = ''
  window.dispatchEvent(new HashChangeEvent('hashchange'))
  subscription.unsubscribe()
  expect(seen).toEqual([['viewer'], ['contributor', 'restricted'], []])
})
