import {execFile, spawn} from 'node:child_process'
import {createHash} from 'node:crypto'
import {existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync} from 'node:fs'
import {createRequire} from 'node:module'
import {join} from 'node:path'
import {promisify} from 'node:util'
import type {Browser} from 'playwright-core'
import {afterAll, beforeAll, describe, expect, it} from 'vitest'
import {ARTIFACTS, launchChromium, signIn} from './support/browser.js'
import {PACKAGE_ROOT, tempDir} from './support/cli.js'
import {readmeCommands, readmeSection} from './support/readme.js'

const run = promisify(execFile)
const REPO = join(PACKAGE_ROOT, '..', '..')
/** The packages an app installs: `tessera` and what it depends on. */
const PACKED = ['types', 'schema', 'lake', 'store', 'kit', 'form', 'search', 'structure', 'core', 'tessera']
/** npm's cache survives between runs (node_modules is ignored by git and kept by CI caches). */
const NPM_CACHE = join(REPO, 'node_modules', '.cache', 'tessera-pack-install')
const SECTION = 'Use it in your app'

/**
 * better-sqlite3's install script downloads its binary from GitHub (prebuild-install) and compiles
 * SQLite from source when it cannot: a minute or more per install on a 2-core machine. This machine
 * reaches the npm registry only, so the test stands in for GitHub as the tarballs stand in for the
 * registry: the workspace's own built binary goes where prebuild-install keeps what it downloaded
 * (`<npm cache>/_prebuilds/`, named after the download URL's digest), as on a machine that has
 * installed it before. Without a built binary in the workspace npm compiles, as before.
 */
async function cacheBetterSqlitePrebuild(npmCache: string): Promise<void> {
  const lakeRequire = createRequire(join(REPO, 'packages', 'lake', 'package.json'))
  const root = join(lakeRequire.resolve('better-sqlite3/package.json'), '..')
  const binary = 'build/Release/better_sqlite3.node'
  if (!existsSync(join(root, binary))) return
  const {version} = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as {version: string}
  const file = `better-sqlite3-v${version}-node-v${process.versions.modules}-${process.platform}-${process.arch}.tar.gz`
  const url = `https://github.com/WiseLibs/better-sqlite3/releases/download/v${version}/${file}`
  const digest = createHash('sha512').update(url).digest('hex').slice(0, 6)
  const prebuilds = join(npmCache, '_prebuilds')
  mkdirSync(prebuilds, {recursive: true})
  await run('tar', ['-czf', join(prebuilds, `${digest}-${file}`), '-C', root, binary])
}

/**
 * The README's commands, run (the existing app first: its install gives `npx tessera init` its command) as a developer would in a folder outside the workspace, with npm. Two
 * substitutions, because `tessera` is not on the registry from here: the packed tarballs stand in for
 * the registry's (`tessera` by its file, the `@tessera/*` packages through `overrides`), and so
 * `tessera init` runs with `--no-install` and its project is installed after pointing it at them.
 * Ports are 0 (free ones), so the test runs beside a developer's own studio.
 */
describe(
  'the packed packages, installed with npm outside the workspace, as the README says',
  {timeout: 600_000},
  () => {
    const temp = tempDir('pack')
    const packs = join(temp.dir, 'packs')
    const commands = readmeCommands(SECTION)
    const tarballs: Record<string, string> = {}
    let browser: Browser
    // A developer's shell: without the npm_* variables `pnpm test` sets (npm would warn about pnpm's).
    const shellEnv = Object.fromEntries(Object.entries(process.env).filter(([name]) => !/^npm_/i.test(name)))
    const npmEnv = {
      ...shellEnv,
      npm_config_cache: NPM_CACHE,
      // Cached metadata is used as is: the second install, and later runs, skip the registry round trips.
      npm_config_prefer_offline: 'true',
      npm_config_fund: 'false',
      npm_config_audit: 'false',
      npm_config_update_notifier: 'false',
    }

    /** Runs one README command in `cwd`, with the tarball in place of the registry's `tessera`. */
    const sh = async (command: string, cwd: string, env: NodeJS.ProcessEnv = {}) => {
      const line = command.startsWith('npm install')
        ? command.replace(' tessera ', ` ${tarballs.tessera} `)
        : command
      return run('sh', ['-c', line], {cwd, env: {...npmEnv, ...env}, maxBuffer: 64 * 1024 * 1024})
    }

    /** Points a project at the tarballs: `tessera` by file, `@tessera/*` through overrides. */
    const useTarballs = (projectDir: string) => {
      const file = join(projectDir, 'package.json')
      const manifest = JSON.parse(readFileSync(file, 'utf8')) as {
        dependencies: Record<string, string>
        overrides?: Record<string, string>
      }
      manifest.dependencies.tessera = `file:${tarballs.tessera}`
      manifest.overrides = Object.fromEntries(
        Object.entries(tarballs)
          .filter(([name]) => name !== 'tessera')
          .map(([name, path]) => [name, `file:${path}`]),
      )
      writeFileSync(file, JSON.stringify(manifest, null, 2))
    }

    const command = (prefix: string) => {
      const found = commands.find((line) => line.startsWith(prefix))
      if (!found) throw new Error(`The README's "${SECTION}" has no command starting "${prefix}"`)
      return found
    }

    beforeAll(async () => {
      mkdirSync(packs, {recursive: true})
      await cacheBetterSqlitePrebuild(NPM_CACHE)
      for (const name of PACKED) {
        await run('pnpm', ['pack', '--pack-destination', packs], {cwd: join(PACKAGE_ROOT, '..', name)})
      }
      for (const file of readdirSync(packs)) {
        const name = file.startsWith('tessera-0')
          ? 'tessera'
          : `@tessera/${file.replace(/^tessera-/, '').replace(/-\d.*$/, '')}`
        tarballs[name] = join(packs, file)
      }
      expect(Object.keys(tarballs)).toHaveLength(PACKED.length)
      browser = await launchChromium()
      // Packing every package spawns pnpm once per package: ~20 s on a quiet 2-core machine, past the
      // default 30 s when the machine is busy (it failed so once beside other browser tests).
    }, 180_000)
    // Removing the installed apps (node_modules of several npm installs) ran past the default 30 s on
    // a busy 2-core machine once (a clean-clone CI run with the browser suite beside it).
    afterAll(async () => {
      await browser?.close()
      temp.remove()
    }, 120_000)

    it('an existing app: npm install, then the lake beside it with the app allowed', async () => {
      const app = join(temp.dir, 'existing-app')
      mkdirSync(app)
      writeFileSync(
        join(app, 'package.json'),
        JSON.stringify({name: 'existing-app', private: true, type: 'module', dependencies: {}}),
      )
      useTarballs(app)
      await sh(command('npm install tessera'), app)
      const exports = await run(
        'node',
        [
          '--input-type=module',
          '-e',
          "const t = await import('tessera'); const s = await import('tessera/structure'); console.log(typeof t.Studio, typeof t.defineConfig, typeof s.structureTool)",
        ],
        {cwd: app},
      )
      expect(exports.stdout.trim()).toBe('function function function')

      const lake = await serve(
        command('npx tessera lake --port').replace('--port 3334', '--port 0'),
        app,
        /lake listening on (\S+)/,
      )
      try {
        const cors = await sh(command('npx tessera lake cors add'), app)
        expect(cors.stderr).toBe('')
        const answer = await fetch(`${lake.url}/v2025-02-19/users/me`, {
          headers: {origin: 'http://localhost:5173'},
        })
        expect(answer.headers.get('access-control-allow-origin')).toBe('http://localhost:5173')
        expect(answer.headers.get('access-control-allow-credentials')).toBe('true')
      } finally {
        await lake.stop()
      }
    })

    it('a new studio: init, install, add a user, dev, build, start, sign in; a token for @sanity/client', async () => {
      // Run where the packed command is installed (the existing app, above): npx would otherwise fetch the
      // registry's `tessera`, another package of that name. The new project is a folder of its own.
      const existingApp = join(temp.dir, 'existing-app')
      await sh(`${command('npx tessera init')} --no-install`, existingApp)
      const project = join(existingApp, command('cd ').slice(3))
      useTarballs(project)
      const install = await run('npm', ['install'], {cwd: project, env: npmEnv, maxBuffer: 64 * 1024 * 1024})
      expect(install.stderr).not.toMatch(/npm (warn|error) (?!EBADENGINE|engine|Unsupported|\s)/i)

      const user = await sh(command('npx tessera lake users add'), project)
      expect(user.stdout).toContain('Added Your Name <you@example.com>')

      const dev = await serve(
        `${command('npx tessera dev')} --port 0 --lake-port 0`,
        project,
        /Tessera studio \(dev\) {2}(\S+)/,
      )
      try {
        expect(await (await fetch(dev.url)).text()).toContain('/@vite/client')
      } finally {
        await dev.stop()
      }

      const build = await sh(command('npx tessera build'), project)
      expect(build.stdout).toContain('Built the studio into dist')

      const start = await serve(
        command('npx tessera start').replace(/--port \d+ --lake-port \d+/, '--port 0 --lake-port 0'),
        project,
        /Tessera studio {2}(\S+)\n {2}Its lake {8}(\S+)/,
      )
      const page = await browser.newPage()
      try {
        await signIn(page, start.url, {email: 'you@example.com', password: 'choose-a-password'})
        await page.getByText('Post', {exact: true}).first().waitFor()
        await page.screenshot({path: join(ARTIFACTS, 'pack-install-studio.png')})

        // A token for scripts, then the README's @sanity/client snippet with it.
        const created = await sh(command('npx tessera lake token create'), project)
        const token = created.stdout.trim().split('\n').at(-1)!
        const snippet = readmeSection(SECTION).find(
          (block) => block.lang === 'ts' && block.code.includes('createClient'),
        )!
        writeFileSync(
          join(project, 'client.mjs'),
          snippet.code.replace("'http://localhost:3334'", JSON.stringify(start.match[2])),
        )
        const client = await run('node', ['client.mjs'], {
          cwd: project,
          env: {...process.env, TESSERA_TOKEN: token},
        })
        expect(client.stdout).toContain("{ title: 'Hello' }")
      } finally {
        await page.close()
        await start.stop()
      }
    })

    it('runs every command of the section', () => {
      // The two tests above use each of these; a new command in the README fails here until a test runs it.
      expect(commands.map((line) => line.split(' ').slice(0, 3).join(' '))).toEqual([
        'npx tessera init',
        'cd my-studio',
        'npx tessera lake',
        'npx tessera dev',
        'npx tessera build',
        'npx tessera start',
        'npm install tessera',
        'npx tessera lake',
        'npx tessera lake',
        'npx tessera lake',
      ])
    })

    /** Starts a long-running README command and waits for its banner; `url` is the first URL in it. */
    async function serve(line: string, cwd: string, ready: RegExp) {
      // Its own process group, so stopping it is Ctrl-C in a terminal: npx, the command and the lake all get SIGINT.
      const child = spawn('sh', ['-c', `exec ${line}`], {
        cwd,
        env: npmEnv,
        stdio: ['ignore', 'pipe', 'pipe'],
        detached: true,
      })
      let output = ''
      const exited = new Promise<number>((done) => child.once('close', (code) => done(code ?? -1)))
      const match = await new Promise<RegExpMatchArray>((done, fail) => {
        const timer = setTimeout(() => fail(new Error(`${line}: not ready\n${output}`)), 120_000)
        const onData = (chunk: Buffer) => {
          output += chunk.toString()
          const found = output.match(ready)
          if (found) {
            clearTimeout(timer)
            done(found)
          }
        }
        child.stdout.on('data', onData)
        child.stderr.on('data', onData)
        void exited.then((code) => fail(new Error(`${line} exited with ${code}\n${output}`)))
      })
      return {
        url: match[1],
        match,
        stop: async () => {
          process.kill(-child.pid!, 'SIGINT')
          return exited
        },
      }
    }
  },
)
