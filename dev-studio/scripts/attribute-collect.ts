/**
 * Issue 23's attribution, step 1: builds the production studio with source maps, opens a document
 * through its edit intent (as bench-editable does) with V8 precise coverage on, types a key, and writes
 * <out>/{coverage.json, scripts.json, dist, editable.png} for attribute-editable.ts.
 * Usage: `npx tsx scripts/attribute-collect.ts [/tmp/attrib]` (after building the packages).
 */
import {cpSync, mkdirSync, mkdtempSync, rmSync, writeFileSync} from 'node:fs'
import {tmpdir} from 'node:os'
import {join} from 'node:path'
import {chromium} from 'playwright-core'
import {signIn} from './bench-stack.js'
import {startDevStack} from './dev-stack.js'

process.env.TESSERA_SOURCEMAP = '1'
const out = process.argv[2] ?? '/tmp/attrib'
mkdirSync(out, {recursive: true})
const dir = mkdtempSync(join(tmpdir(), 'zz-attrib-'))
const stack = await startDevStack({lakePort: 0, studioPort: 0, dir, production: true})
const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  headless: true,
  args: ['--no-sandbox'],
})
try {
  const ctx0 = await browser.newContext()
  const p0 = await ctx0.newPage()
  await signIn(p0, stack)
  const cookies = await ctx0.cookies()
  await ctx0.close()
  const {token} = stack.lake.kernel.tokens.createRobotToken({roles: ['administrator'], label: 'x'})
  await fetch(`${stack.lakeUrl}/v2025-02-19/data/mutate/playground`, {
    method: 'POST',
    headers: {Authorization: `Bearer ${token}`, 'Content-Type': 'application/json'},
    body: JSON.stringify({
      mutations: [
        {createOrReplace: {_id: 'bench-editable', _type: 'benchSimple', title: 'Time to editable'}},
      ],
    }),
  })
  const ctx = await browser.newContext({viewport: {width: 1400, height: 900}})
  await ctx.addCookies(cookies)
  const page = await ctx.newPage()
  const scripts = new Set<string>()
  page.on('request', (r) => {
    if (r.resourceType() === 'script') scripts.add(new URL(r.url()).pathname.split('/').pop()!)
  })
  const cdp = await ctx.newCDPSession(page)
  await cdp.send('Profiler.enable')
  await cdp.send('Profiler.startPreciseCoverage', {callCount: false, detailed: true})
  await page.goto(`${stack.studioUrl}/playground/intent/edit/id=bench-editable;type=benchSimple`, {
    waitUntil: 'commit',
  })
  await page.waitForFunction(
    "(() => { const i = document.querySelector('[data-field=\"title\"] input'); return i && !i.disabled && !i.readOnly && i.value.includes('Time') })()",
    undefined,
    {polling: 'raf', timeout: 60000},
  )
  await page.locator('[data-field="title"] input').press('q')
  await page.waitForFunction(
    "document.querySelector('[data-field=\"title\"] input').value.includes('q')",
    undefined,
    {polling: 'raf'},
  )
  const loadedAtEditable = [...scripts]
  const {result} = await cdp.send('Profiler.takePreciseCoverage')
  await page.screenshot({path: join(out, 'editable.png')})
  writeFileSync(
    join(out, 'coverage.json'),
    JSON.stringify(result.filter((s: {url: string}) => s.url.includes('/assets/'))),
  )
  writeFileSync(join(out, 'scripts.json'), JSON.stringify(loadedAtEditable))
  rmSync(join(out, 'dist'), {recursive: true, force: true})
  cpSync(join(dir, 'studio-dist'), join(out, 'dist'), {recursive: true})
  console.log('loaded at editable:', loadedAtEditable.join(' '))
} finally {
  await browser.close()
  await stack.stop()
  rmSync(dir, {recursive: true, force: true})
}
