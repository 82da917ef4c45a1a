import {definePlugin} from '@tessera/kit'
import {GlobalSearch} from '@tessera/search'
import {describe, expect, it} from 'vitest'
import {onlyWorkspace, ws} from './fixtures.js'

const MySearch = () => null

describe('resolveConfig: the global search plugin', () => {
  it('is built in: every workspace gets the global search', () => {
    expect(onlyWorkspace(ws({})).search.component).toBe(GlobalSearch)
  })

  it('a plugin may replace it or, with null, remove it; the last one wins', () => {
    const replacing = definePlugin({name: 'my-search', search: {component: MySearch}})
    expect(onlyWorkspace(ws({plugins: [replacing]})).search.component).toBe(MySearch)
    expect(onlyWorkspace(ws({plugins: [replacing], search: {component: null}})).search.component).toBeNull()
  })
})
