import {existsSync} from 'node:fs'
import {createRequire} from 'node:module'
import {describe, expect, it} from 'vitest'
import createDebug from '../../src/debug/silent-debug.js'
import {silentDebug} from '../../src/vite.js'

const require = createRequire(import.meta.url)
const mutator = require.resolve('@sanity/mutator')

function resolve(source: string, importer: string | undefined) {
  const plugin = silentDebug()
  const context = {resolve: async () => null}
  return plugin.resolveId.call(context, source, importer)
}

describe('silentDebug', () => {
  it("gives @sanity/mutator's `debug` the silent one", async () => {
    const resolved = (await resolve('debug', mutator)) as string
    expect(resolved).toMatch(/silent-debug\.js$/)
    expect(existsSync(resolved)).toBe(true)
  })

  it('leaves `debug` for other importers, and other imports, to Vite', async () => {
    expect(await resolve('debug', require.resolve('@sanity/client'))).toBeUndefined()
    expect(await resolve('debug', undefined)).toBeUndefined()
    expect(await resolve('ms', mutator)).toBeUndefined()
  })

  it('has the API @sanity/mutator uses, and never writes', () => {
    const writes: unknown[] = []
    const original = console.log
    console.log = (...args: unknown[]) => writes.push(args)
    try {
      createDebug.enable('*')
      const debug = createDebug('mutator-document')
      debug('Applying mutation %O to document %O', {}, {})
      expect(debug.enabled).toBe(false)
      expect(debug.extend('child').namespace).toBe('mutator-document:child')
      expect(createDebug.enabled('mutator-document')).toBe(false)
    } finally {
      console.log = original
    }
    expect(writes).toEqual([])
  })
})
