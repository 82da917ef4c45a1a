import {readFileSync} from 'node:fs'
import {describe, expect, it} from 'vitest'

const manifest = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as {
  version: string
  exports: Record<string, unknown>
}

describe('the tessera package', () => {
  it('exports the studio and the schema helpers from its root', async () => {
    const tessera = await import('tessera')
    expect(typeof tessera.defineConfig).toBe('function')
    expect(typeof tessera.Studio).toBe('function')
    expect(typeof tessera.renderStudio).toBe('function')
    expect(typeof tessera.defineType).toBe('function')
    expect(typeof tessera.defineField).toBe('function')
  })

  it('has a subpath per layer', async () => {
    expect(typeof (await import('tessera/structure')).structureTool).toBe('function')
    expect(typeof (await import('tessera/search')).searchPlugin).toBe('function')
    expect(typeof (await import('tessera/schema')).compileSchema).toBe('function')
    expect(typeof (await import('tessera/lake')).createLake).toBe('function')
    expect(typeof (await import('tessera/vite')).tesseraStudio).toBe('function')
    expect(Object.keys(manifest.exports)).toEqual(
      expect.arrayContaining([
        '.',
        './structure',
        './search',
        './form',
        './schema',
        './kit',
        './store',
        './types',
        './lake',
        './vite',
      ]),
    )
  })

  it("the help menu shows this package's version", async () => {
    const {STUDIO_VERSION} = await import('tessera')
    expect(STUDIO_VERSION).toBe(manifest.version)
  })
})
