import {existsSync} from 'node:fs'
import {createRequire} from 'node:module'
import {describe, expect, it} from 'vitest'
import {modernRxjs} from '../../src/vite.js'

const require = createRequire(import.meta.url)
const rxjsPackageJson = require.resolve('rxjs/package.json')
const importer = require.resolve('../../src/index.ts')

/** The plugin's resolveId with Vite's `this.resolve` answered as Node resolves from the importer. */
function resolve(source: string) {
  const plugin = modernRxjs()
  const context = {
    resolve: async (request: string) => (request === 'rxjs/package.json' ? {id: rxjsPackageJson} : null),
  }
  return plugin.resolveId.call(context, source, importer)
}

describe('modernRxjs', () => {
  it("gives every rxjs import rxjs's ES2015 build", async () => {
    const root = rxjsPackageJson.replace(/package\.json$/, '')
    expect(await resolve('rxjs')).toBe(`${root}dist/esm/index.js`)
    expect(await resolve('rxjs/operators')).toBe(`${root}dist/esm/operators/index.js`)
    expect(await resolve('rxjs/internal/Observable')).toBe(`${root}dist/esm/internal/Observable.js`)
    for (const source of ['rxjs', 'rxjs/operators', 'rxjs/internal/Observable']) {
      // A file path (the expectations above), which exists.
      expect(existsSync((await resolve(source)) as string)).toBe(true)
    }
  })

  it('leaves other imports, and rxjs subpaths without an ES2015 build, to Vite', async () => {
    expect(await resolve('react')).toBeUndefined()
    expect(await resolve('rxjs-extra')).toBeUndefined()
    expect(await resolve('rxjs/package.json')).toBeUndefined()
  })
})
