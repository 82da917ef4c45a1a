import {existsSync, readFileSync} from 'node:fs'
import {dirname, join, relative, resolve} from 'node:path'
import {fileURLToPath} from 'node:url'
import {describe, expect, it} from 'vitest'

const SRC = resolve(dirname(fileURLToPath(import.meta.url)), '../../src')

/** The form's source files a module reaches through static relative imports (type-only ones left out). */
function staticClosure(entry: string): Set<string> {
  const seen = new Set<string>()
  const visit = (file: string) => {
    if (seen.has(file)) return
    seen.add(file)
    const code = readFileSync(file, 'utf8')
    for (const match of code.matchAll(/^(?:import|export)\s+(?!type\b)[^;]*?from\s+'(\.[^']+)'/gm)) {
      const base = resolve(dirname(file), match[1]!.replace(/\.js$/, ''))
      const target = [`${base}.ts`, `${base}.tsx`, join(base, 'index.ts')].find((path) => existsSync(path))
      if (target) visit(target)
    }
  }
  visit(join(SRC, entry))
  return seen
}

describe("the form's first chunk", () => {
  // The keystroke path compares array items' previews (leaf-changes.ts). The row component that shows a
  // reference's live preview brings the reference input's search and services (and @sanity/image-url):
  // ~7.6 KiB gzip that a document without references loaded only for that comparison (issue 23).
  it('compares previews on the keystroke path without the reference input behind it', () => {
    const reached = [...staticClosure('document/leaf-changes.ts')].map((file) => relative(SRC, file))
    expect(reached).toContain('arrays/item-preview-value.ts')
    expect(
      reached.filter(
        (file) => file.startsWith('inputs/reference/') && file !== 'inputs/reference/reference-value.ts',
      ),
    ).toEqual([])
  })
})
