import {readdirSync, readFileSync, statSync} from 'node:fs'
import {dirname, join, resolve} from 'node:path'
import {fileURLToPath} from 'node:url'
import {gzipSync} from 'node:zlib'
import {build} from 'vite'

/**
 * `pnpm bench:bundle`: builds the dev studio for production and prints what a browser downloads
 * (JavaScript and CSS, raw and gzip). A budget to watch, not a test.
 */
const root = resolve(dirname(fileURLToPath(import.meta.url)), '..')
await build({root, logLevel: 'warn'})
const assets = join(root, 'dist', 'assets')
const rows = readdirSync(assets)
  .filter((name) => /\.(js|css)$/.test(name))
  .map((name) => {
    const content = readFileSync(join(assets, name))
    return {name, kb: statSync(join(assets, name)).size / 1024, gzipKb: gzipSync(content).length / 1024}
  })
  .sort((a, b) => b.kb - a.kb)
const total = rows.reduce((sum, row) => ({kb: sum.kb + row.kb, gzipKb: sum.gzipKb + row.gzipKb}), {
  kb: 0,
  gzipKb: 0,
})
console.log('dev studio production bundle')
for (const row of rows)
  console.log(
    `  ${row.name.padEnd(44)} ${row.kb.toFixed(1).padStart(8)} kB ${row.gzipKb.toFixed(1).padStart(8)} kB gzip`,
  )
console.log(
  `  ${'total'.padEnd(44)} ${total.kb.toFixed(1).padStart(8)} kB ${total.gzipKb.toFixed(1).padStart(8)} kB gzip`,
)
