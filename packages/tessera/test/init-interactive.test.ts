import {existsSync, mkdirSync, readFileSync, writeFileSync} from 'node:fs'
import {join} from 'node:path'
import {afterAll, describe, expect, it} from 'vitest'
import {tempDir} from './support/cli.js'
import {KEYS, runInTerminal} from './support/terminal.js'

const WHERE = 'Where should the project go?'
const TEMPLATE = 'Which template?'
const INSTALL = 'Install the dependencies now?'

function manifest(dir: string): {name: string; dependencies: Record<string, string>} {
  return JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')) as {
    name: string
    dependencies: Record<string, string>
  }
}

describe('tessera init in a terminal (the prompts)', () => {
  const temp = tempDir('init-prompts')
  afterAll(() => temp.remove())

  it('asks where, which template and whether to install, then writes that project', async () => {
    const result = await runInTerminal(
      ['init'],
      [
        {prompt: WHERE, keys: `recipes${KEYS.enter}`},
        // The second template (blog), then "No" to installing: no network in this test.
        {prompt: TEMPLATE, keys: KEYS.down + KEYS.enter},
        {prompt: INSTALL, keys: KEYS.right + KEYS.enter},
      ],
      {cwd: temp.dir},
    )
    expect(result.code).toBe(0)
    const app = join(temp.dir, 'recipes')
    expect(result.screen).toContain(`Created a blog studio in ${app}`)
    expect(result.screen).toMatch(/Next:\s+cd recipes\s+npm install/)
    expect(manifest(app).name).toBe('recipes')
    expect(existsSync(join(app, 'src/schema/post.ts'))).toBe(true)
    expect(readFileSync(join(app, 'index.html'), 'utf8')).toContain('<title>Recipes</title>')
    expect(existsSync(join(app, 'node_modules'))).toBe(false)
  })

  it('takes the defaults on Enter: my-studio, the clean template', async () => {
    const result = await runInTerminal(
      ['init', '--no-install'],
      [
        {prompt: WHERE, keys: KEYS.enter},
        {prompt: TEMPLATE, keys: KEYS.enter},
      ],
      {cwd: temp.dir},
    )
    expect(result.code).toBe(0)
    // --no-install answered the last question already.
    expect(result.screen).not.toContain(INSTALL)
    const app = join(temp.dir, 'my-studio')
    expect(result.screen).toContain(`Created a clean studio in ${app}`)
    expect(manifest(app).name).toBe('my-studio')
    expect(existsSync(join(app, 'studio.config.ts'))).toBe(true)
    expect(existsSync(join(app, 'src/schema/post.ts'))).toBe(false)
  })

  it('asks only what the flags left open', async () => {
    const result = await runInTerminal(
      ['init', 'from-flags', '--template', 'blog'],
      [{prompt: INSTALL, keys: KEYS.right + KEYS.enter}],
      {cwd: temp.dir},
    )
    expect(result.code).toBe(0)
    expect(result.screen).not.toContain(WHERE)
    expect(result.screen).not.toContain(TEMPLATE)
    expect(existsSync(join(temp.dir, 'from-flags/src/schema/post.ts'))).toBe(true)
  })

  it('will not take a directory that is not empty, and lets you type another', async () => {
    mkdirSync(join(temp.dir, 'taken'))
    writeFileSync(join(temp.dir, 'taken/notes.txt'), 'mine')
    const result = await runInTerminal(
      ['init', '--no-install'],
      [
        {prompt: WHERE, keys: `taken${KEYS.enter}`},
        {prompt: 'That directory is not empty', keys: `${KEYS.backspace.repeat(5)}fresh${KEYS.enter}`},
        {prompt: TEMPLATE, keys: KEYS.enter},
      ],
      {cwd: temp.dir},
    )
    expect(result.code).toBe(0)
    expect(existsSync(join(temp.dir, 'fresh/studio.config.ts'))).toBe(true)
    expect(readFileSync(join(temp.dir, 'taken/notes.txt'), 'utf8')).toBe('mine')
    expect(existsSync(join(temp.dir, 'taken/package.json'))).toBe(false)
  })

  it('Ctrl-C at a question cancels with exit code 1 and creates nothing', async () => {
    const result = await runInTerminal(
      ['init'],
      [
        {prompt: WHERE, keys: `abandoned${KEYS.enter}`},
        {prompt: TEMPLATE, keys: KEYS.ctrlC},
      ],
      {cwd: temp.dir},
    )
    expect(result.code).toBe(1)
    expect(result.screen).toContain('Cancelled: nothing was created')
    expect(existsSync(join(temp.dir, 'abandoned'))).toBe(false)
  })
})
