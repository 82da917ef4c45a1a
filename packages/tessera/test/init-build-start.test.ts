import {existsSync, readFileSync, writeFileSync} from 'node:fs'
import {join} from 'node:path'
import {afterAll, beforeAll, describe, expect, it} from 'vitest'
import {linkDependencies, runCli, startCli, tempDir} from './support/cli.js'

const {version} = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as {
  version: string
}

describe('tessera init, build and start', () => {
  const temp = tempDir('init')
  const app = join(temp.dir, 'my-blog')
  afterAll(() => temp.remove())

  beforeAll(async () => {
    const result = await runCli(['init', app, '--template', 'blog', '--yes', '--no-install'], {cwd: temp.dir})
    expect(result.stderr).toBe('')
    expect(result.code).toBe(0)
  })

  it('init writes a project from the template and prints the next steps', async () => {
    for (const file of [
      'package.json',
      'studio.config.ts',
      'index.html',
      'src/main.tsx',
      'vite.config.ts',
      '.gitignore',
      'README.md',
      'src/schema/post.ts',
    ]) {
      expect(existsSync(join(app, file)), file).toBe(true)
    }
    const manifest = JSON.parse(readFileSync(join(app, 'package.json'), 'utf8')) as {
      name: string
      dependencies: Record<string, string>
      scripts: Record<string, string>
    }
    expect(manifest.name).toBe('my-blog')
    expect(manifest.dependencies.tessera).toBe(`^${version}`)
    expect(manifest.scripts).toMatchObject({
      dev: 'tessera dev',
      build: 'tessera build',
      start: 'tessera start',
    })
    expect(readFileSync(join(app, 'index.html'), 'utf8')).toContain('<title>My Blog</title>')
    expect(readFileSync(join(app, '.gitignore'), 'utf8')).toContain('.tessera')
  })

  it('build makes a production build without warnings, and start serves it with its lake', async () => {
    linkDependencies(app)
    const build = await runCli(['build'], {cwd: app})
    expect(build.stderr).toBe('')
    expect(build.code).toBe(0)
    expect(build.stdout).toMatch(/Built the studio into dist in [\d.]+ s/)
    expect(existsSync(join(app, 'dist/index.html'))).toBe(true)

    const server = await startCli(['start', '--port', '0', '--lake-port', '0'], {
      cwd: app,
      ready: /Tessera studio {2}(\S+)\n {2}Its lake {8}(\S+)/,
    })
    try {
      const [, studioUrl, lakeUrl] = server.match
      expect(server.output()).toContain('The lake has no users yet')
      // Any studio route answers the page, which points the studio at this lake.
      const page = await fetch(`${studioUrl}/structure/post`)
      expect(page.status).toBe(200)
      expect(await page.text()).toContain(`globalThis.__TESSERA_LAKE_URL__="${lakeUrl}"`)
      // The lake lets the studio's origin call it with credentials (sign-in cookies).
      const ping = await fetch(`${lakeUrl}/v2025-02-19/users/me`, {headers: {origin: studioUrl}})
      expect(ping.headers.get('access-control-allow-origin')).toBe(studioUrl)
      expect(ping.headers.get('access-control-allow-credentials')).toBe('true')
      const escape = await fetch(`${studioUrl}/..%2f..%2fpackage.json`)
      expect(await escape.text()).toContain('<div id="root">')
    } finally {
      expect(await server.stop()).toBe(0)
    }
  })

  it('refuses what it cannot do with a clear message and exit code', async () => {
    const notEmpty = await runCli(['init', app, '--yes', '--no-install'])
    expect(notEmpty.code).toBe(1)
    expect(notEmpty.stderr).toContain(`tessera: ${app} is not empty: pick a new or empty directory`)

    const badTemplate = await runCli(['init', join(temp.dir, 'x'), '--template', 'shop', '--yes'])
    expect(badTemplate.code).toBe(2)
    expect(badTemplate.stderr).toContain('Unknown template "shop". Templates: clean, blog')
    expect(existsSync(join(temp.dir, 'x'))).toBe(false)

    const notAProject = await runCli(['build', temp.dir])
    expect(notAProject.code).toBe(1)
    expect(notAProject.stderr).toContain('is not a studio project: it has no index.html')

    writeFileSync(join(temp.dir, 'index.html'), '<!doctype html>')
    const noBuild = await runCli(['start', temp.dir])
    expect(noBuild.code).toBe(1)
    expect(noBuild.stderr).toContain('No build in')

    const badPort = await runCli(['start', '--port', 'eighty'])
    expect(badPort.code).toBe(2)
    expect(badPort.stderr).toContain(
      "option '--port <port>' argument 'eighty' is invalid. must be a number from 0 to 65535.",
    )

    const unknown = await runCli(['deploy'])
    expect(unknown.code).toBe(2)
    expect(unknown.stderr).toContain("unknown command 'deploy'")
  })

  it('every command has --help', async () => {
    for (const command of [
      [],
      ['init'],
      ['dev'],
      ['build'],
      ['start'],
      ['dataset', 'export'],
      ['dataset', 'import'],
      ['schema', 'validate'],
    ]) {
      const help = await runCli([...command, '--help'])
      expect(help.code, command.join(' ')).toBe(0)
      expect(help.stdout).toContain('Usage: tessera')
    }
    const lakeHelp = await runCli(['lake', '--help'])
    expect(lakeHelp.code).toBe(0)
    expect(lakeHelp.stdout).toContain('Usage: tessera lake')
    expect((await runCli(['--version'])).stdout.trim()).toBe(version)
  })
})
