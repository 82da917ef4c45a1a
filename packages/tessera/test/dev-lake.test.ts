import {join} from 'node:path'
import {afterAll, beforeAll, describe, expect, it} from 'vitest'
import {linkDependencies, runCli, startCli, tempDir} from './support/cli.js'

describe('tessera dev and tessera lake', () => {
  const temp = tempDir('dev')
  const app = join(temp.dir, 'studio')
  afterAll(() => temp.remove())

  beforeAll(async () => {
    expect((await runCli(['init', app, '--yes', '--no-install'])).code).toBe(0)
    linkDependencies(app)
  })

  it('lake manages the users of the project’s lake under one name', async () => {
    const add = await runCli(
      [
        'lake',
        'users',
        'add',
        '--email',
        'ada@example.com',
        '--name',
        'Ada',
        '--password',
        'analytical',
        '--role',
        'administrator',
      ],
      {cwd: app},
    )
    expect(add.stderr).toBe('')
    expect(add.code).toBe(0)
    expect(add.stdout).toMatch(/^Added Ada <ada@example.com> with the id \S+, roles: administrator/)
    const list = await runCli(['lake', 'users', 'list'], {cwd: app})
    expect(list.stdout).toMatch(/ada@example.com\s+Ada\s+administrator/)

    const wrong = await runCli(['lake', 'users', 'add', '--email', 'x@example.com'], {cwd: app})
    expect(wrong.code).toBe(1)
    expect(wrong.stderr).toContain('Missing --name, --password.')
    // The lake's usage names the command as typed.
    expect(wrong.stderr).toContain('tessera lake users add --email')
    expect(wrong.stderr).not.toContain('tessera-lake')

    const unknown = await runCli(['lake', 'shout'], {cwd: app})
    expect(unknown.code).toBe(2)
    expect(unknown.stderr).toContain('tessera lake: unknown command "shout"')
  })

  it('dev serves the studio with hot reload beside its lake, and prints the URLs last', async () => {
    const dev = await startCli(['dev', '--port', '0', '--lake-port', '0'], {
      cwd: app,
      ready: /Tessera studio \(dev\) {2}(\S+)\n {2}Its lake {14}(\S+).*\n {2}Ctrl-C stops both\.\n$/,
    })
    try {
      const [, studioUrl, lakeUrl] = dev.match
      // The lake has a user (added above), so no hint; nothing else is printed.
      expect(dev.output().trim().startsWith('Tessera studio (dev)')).toBe(true)
      const page = await fetch(studioUrl)
      expect(await page.text()).toContain('/@vite/client')
      // The studio's code is compiled on request with the lake's address in it.
      const config = await (await fetch(`${studioUrl}/studio.config.ts`)).text()
      expect(config).toContain(JSON.stringify(lakeUrl))
      const me = await fetch(`${lakeUrl}/v2025-02-19/users/me`, {headers: {origin: studioUrl}})
      expect(me.headers.get('access-control-allow-origin')).toBe(studioUrl)
    } finally {
      expect(await dev.stop()).toBe(0)
    }
  })

  it('dev says which port is taken', async () => {
    const first = await startCli(['lake', '--port', '0', '--dir', join(temp.dir, 'other-lake')], {
      cwd: app,
      ready: /lake listening on http:\/\/127\.0\.0\.1:(\d+)/,
    })
    try {
      const taken = await runCli(['dev', '--host', '127.0.0.1', '--lake-port', first.match[1]], {cwd: app})
      expect(taken.code).toBe(1)
      expect(taken.stderr).toContain('that port is in use, pick another (--port, --lake-port)')
    } finally {
      await first.stop()
    }
  })
})
