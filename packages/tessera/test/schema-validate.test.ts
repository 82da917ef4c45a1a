import {readFileSync, writeFileSync} from 'node:fs'
import {join} from 'node:path'
import {afterAll, beforeAll, describe, expect, it} from 'vitest'
import {linkDependencies, runCli, tempDir} from './support/cli.js'

describe('tessera schema validate', () => {
  const temp = tempDir('schema')
  const app = join(temp.dir, 'studio')
  afterAll(() => temp.remove())

  beforeAll(async () => {
    expect((await runCli(['init', app, '--template', 'blog', '--yes', '--no-install'])).code).toBe(0)
    linkDependencies(app)
  })

  it('reports no problems for a sound schema', async () => {
    const result = await runCli(['schema', 'validate'], {cwd: app})
    expect(result.stderr).toBe('')
    expect(result.stdout.trim()).toBe('studio.config.ts: no problems')
    expect(result.code).toBe(0)
  })

  it("lists the schema's errors and exits with 1", async () => {
    const post = join(app, 'src/schema/post.ts')
    writeFileSync(post, readFileSync(post, 'utf8').replace("type: 'datetime'", "type: 'datetme'"))
    const result = await runCli(['schema', 'validate', app, '--json'])
    expect(result.code).toBe(1)
    const problems = JSON.parse(result.stdout) as {
      severity: string
      message: string
      workspaceName?: string
    }[]
    expect(problems).toContainEqual(expect.objectContaining({severity: 'error', workspaceName: 'default'}))
    expect(JSON.stringify(problems)).toContain('datetme')

    const text = await runCli(['schema', 'validate'], {cwd: app})
    expect(text.code).toBe(1)
    expect(text.stdout).toMatch(/^error {4}workspace "default"/m)
    expect(text.stdout).toMatch(/studio\.config\.ts: 1 error, \d+ warnings?/)
  })

  it('says when there is no configuration or it cannot be loaded', async () => {
    const none = await runCli(['schema', 'validate', temp.dir])
    expect(none.code).toBe(1)
    expect(none.stderr).toContain('No studio configuration in')
    writeFileSync(join(temp.dir, 'broken.config.ts'), 'export default {{')
    const broken = await runCli(['schema', 'validate', temp.dir, '--config', 'broken.config.ts'])
    expect(broken.code).toBe(1)
    expect(broken.stderr).toContain('Could not load')
  })
})
