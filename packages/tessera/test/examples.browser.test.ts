import {copyFileSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync} from 'node:fs'
import {join, relative} from 'node:path'
import type {Browser} from 'playwright-core'
import {afterAll, beforeAll, describe, expect, it} from 'vitest'
import {ARTIFACTS, launchChromium, signIn} from './support/browser.js'
import {PACKAGE_ROOT, runCli, startCli, tempDir, type RunningCli} from './support/cli.js'

const EXAMPLES = join(PACKAGE_ROOT, '..', '..', 'examples')
const ADMIN = {email: 'admin@example.com', password: 'example-admin'}

/** Builds an example into a temporary folder and serves it with `tessera start` on a fresh lake. */
async function serveExample(
  name: string,
  temp: string,
  seed: (lakeDir: string) => Promise<void>,
): Promise<RunningCli & {studioUrl: string}> {
  const project = join(EXAMPLES, name)
  const outDir = join(temp, `${name}-dist`)
  const lakeDir = join(temp, `${name}-lake`)
  const build = await runCli(['build', project, '--out-dir', outDir])
  expect(build.stderr).toBe('')
  expect(build.code).toBe(0)
  mkdirSync(lakeDir, {recursive: true})
  await seed(lakeDir)
  const add = await runCli([
    'lake',
    'users',
    'add',
    '--dir',
    lakeDir,
    '--name',
    'Admin',
    '--role',
    'administrator',
    '--email',
    ADMIN.email,
    '--password',
    ADMIN.password,
  ])
  expect(add.code).toBe(0)
  const server = await startCli(
    ['start', project, '--out-dir', outDir, '--dir', lakeDir, '--port', '0', '--lake-port', '0'],
    {
      cwd: project,
      ready: /Tessera studio {2}(\S+)/,
    },
  )
  return {...server, studioUrl: server.match[1]}
}

function listFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((entry) => {
    const path = join(dir, entry)
    return statSync(path).isDirectory() ? listFiles(path).map((file) => join(entry, file)) : [entry]
  })
}

describe('examples', {timeout: 120_000}, () => {
  const temp = tempDir('examples')
  let browser: Browser
  beforeAll(async () => {
    browser = await launchChromium()
  })
  afterAll(async () => {
    await browser?.close()
    temp.remove()
  })

  it('blog is what tessera init --template blog makes', async () => {
    const fresh = join(temp.dir, 'fresh', 'blog')
    expect((await runCli(['init', fresh, '--template', 'blog', '--yes', '--no-install'])).code).toBe(0)
    for (const file of listFiles(fresh)) {
      const mine = readFileSync(join(EXAMPLES, 'blog', file), 'utf8')
      if (file === 'package.json') {
        // The example uses the workspace's tessera and has a seed script; the rest is the template's.
        const made = JSON.parse(readFileSync(join(fresh, file), 'utf8')) as {
          dependencies: object
          scripts: object
        }
        const example = JSON.parse(mine) as {dependencies: object; scripts: object}
        expect({...example.dependencies, tessera: ''}).toEqual({...made.dependencies, tessera: ''})
        expect(example.scripts).toMatchObject(made.scripts)
      } else if (file !== 'README.md') {
        expect(mine, relative(fresh, join(fresh, file))).toBe(readFileSync(join(fresh, file), 'utf8'))
      }
    }
  })

  it('blog: built, seeded and served, a seeded post opens in the studio', async () => {
    const server = await serveExample('blog', temp.dir, async (lakeDir) => {
      const seeded = await runCli([
        'dataset',
        'import',
        join(EXAMPLES, 'blog/seed/data.ndjson'),
        'production',
        '--dir',
        lakeDir,
      ])
      expect(seeded.stdout).toContain('Imported 7 documents')
    })
    const page = await browser.newPage()
    try {
      await signIn(page, server.studioUrl, ADMIN)
      await page.getByText('Post', {exact: true}).first().click()
      await page.getByText('Notes on the Analytical Engine').first().click()
      // The form shows the seeded values, its reference resolved to the author's name.
      await expect
        .poll(() =>
          page
            .locator('input')
            .evaluateAll((inputs) => inputs.map((input) => (input as HTMLInputElement).value)),
        )
        .toContain('Notes on the Analytical Engine')
      await page.getByText('Ada Lovelace').nth(1).waitFor()
      await page.screenshot({path: join(ARTIFACTS, 'example-blog.png')})
    } catch (err) {
      await page.screenshot({path: join(ARTIFACTS, 'example-blog-failure.png')})
      throw err
    } finally {
      await page.close()
      expect(await server.stop()).toBe(0)
    }
  })

  it('embedded-in-app: public pages read published posts from the lake the studio at /studio edits', async () => {
    const server = await serveExample('embedded-in-app', temp.dir, async (lakeDir) => {
      copyFileSync(join(EXAMPLES, 'embedded-in-app/lake/lake.config.json'), join(lakeDir, 'lake.config.json'))
      const posts = join(lakeDir, '..', 'posts.ndjson')
      writeFileSync(
        posts,
        [
          {
            _id: 'hello',
            _type: 'post',
            title: 'Hello from the lake',
            slug: {_type: 'slug', current: 'hello'},
            excerpt: 'Published.',
          },
          {
            _id: 'drafts.secret',
            _type: 'post',
            title: 'A secret draft',
            slug: {_type: 'slug', current: 'secret'},
          },
        ]
          .map((doc) => JSON.stringify(doc))
          .join('\n'),
      )
      expect((await runCli(['dataset', 'import', posts, 'production', '--dir', lakeDir])).code).toBe(0)
    })
    const page = await browser.newPage()
    try {
      // The app's own page, anonymous: the published post and not the draft.
      await page.goto(server.studioUrl)
      await page.getByRole('link', {name: 'Hello from the lake'}).click()
      await page.getByRole('heading', {name: 'Hello from the lake'}).waitFor()
      expect(page.url()).toBe(`${server.studioUrl}/posts/hello`)
      await page.goto(server.studioUrl)
      await page.getByText('Published.').waitFor()
      expect(await page.getByText('A secret draft').count()).toBe(0)
      await page.screenshot({path: join(ARTIFACTS, 'example-embedded-home.png')})

      // The studio inside the app, at /studio.
      await signIn(page, `${server.studioUrl}/studio`, ADMIN)
      await page.goto(`${server.studioUrl}/studio/structure/post`)
      await page.getByText('A secret draft').first().waitFor()
      await page.screenshot({path: join(ARTIFACTS, 'example-embedded-studio.png')})
    } finally {
      await page.close()
      expect(await server.stop()).toBe(0)
    }
  })
})
