import {existsSync, readdirSync, readFileSync} from 'node:fs'
import {dirname, join, resolve} from 'node:path'
import {fileURLToPath} from 'node:url'
import {gzipSync} from 'node:zlib'
import {build, type Plugin, type Rolldown} from 'vite'

type OutputBundle = Rolldown.OutputBundle
type OutputChunk = Rolldown.OutputChunk

/**
 * `pnpm bench:bundle`: builds the dev studio for production and prints what a browser downloads
 * (JavaScript and CSS, raw and gzip), with the initial JavaScript (what index.html loads before
 * anything lazy) apart from the total. A budget to watch, not a test.
 *
 * `BUNDLE_BY_PACKAGE=1` also prints which packages the initial JavaScript is made of (a second build
 * with one chunk per package, so each package's minified gzip size can be read off its chunk).
 *
 * `measureBundle(dir)` and `printBundleSummary` are what `bench-editable.ts` reports beside its times.
 */

/** The initial JavaScript budget of the dev studio (issue: time to editable). */
export const INITIAL_JS_BUDGET_KIB = 350

export interface Asset {
  /** Path below the build's directory, e.g. `assets/index-abc.js`. */
  file: string
  bytes: number
  gzipBytes: number
  /** Loaded by index.html before anything lazy (its entry script, modulepreloads and their imports). */
  initial: boolean
}

export interface BundleReport {
  assets: Asset[]
  initialJs: {files: number; bytes: number; gzipBytes: number}
  totalJs: {files: number; bytes: number; gzipBytes: number}
}

/** Files a chunk imports statically (`import … from "./x.js"`, `import "./x.js"`), never `import()`. */
function staticImports(code: string): string[] {
  const found: string[] = []
  // Minified output keeps static imports as statements; `import(` (dynamic) never matches `import\s*["'{*\w]`.
  for (const match of code.matchAll(/\bimport\s*(?:[\w$*{][^;"'()]*?from\s*)?["']([^"']+\.js)["']/g))
    found.push(match[1]!)
  return found
}

/**
 * Sizes every JavaScript and CSS file of a Vite build in `dir` (a folder with index.html and assets/)
 * and marks the initial JavaScript: index.html's module scripts and modulepreloads, closed over their
 * static imports (what the browser must fetch and run before the first render).
 */
export function measureBundle(dir: string): BundleReport {
  const html = readFileSync(join(dir, 'index.html'), 'utf8')
  const fromHtml = [
    ...html.matchAll(/<script[^>]*type="module"[^>]*src="\/?([^"]+)"/g),
    ...html.matchAll(/<link[^>]*rel="modulepreload"[^>]*href="\/?([^"]+)"/g),
  ].map((match) => match[1]!)
  const initial = new Set<string>()
  const pending = [...fromHtml]
  while (pending.length > 0) {
    const file = pending.pop()!
    if (initial.has(file)) continue
    if (!existsSync(join(dir, file))) throw new Error(`index.html loads ${file}, which is not in ${dir}`)
    initial.add(file)
    const code = readFileSync(join(dir, file), 'utf8')
    for (const imported of staticImports(code)) pending.push(join(dirname(file), imported))
  }

  const assets: Asset[] = readdirSync(join(dir, 'assets'))
    .filter((name) => /\.(js|css)$/.test(name))
    .map((name) => {
      const file = `assets/${name}`
      const content = readFileSync(join(dir, file))
      return {file, bytes: content.length, gzipBytes: gzipSync(content).length, initial: initial.has(file)}
    })
    .sort((a, b) => Number(b.initial) - Number(a.initial) || b.gzipBytes - a.gzipBytes)
  const sum = (rows: Asset[]) => ({
    files: rows.length,
    bytes: rows.reduce((total, row) => total + row.bytes, 0),
    gzipBytes: rows.reduce((total, row) => total + row.gzipBytes, 0),
  })
  const js = assets.filter((asset) => asset.file.endsWith('.js'))
  return {assets, initialJs: sum(js.filter((asset) => asset.initial)), totalJs: sum(js)}
}

export const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`

/** Two lines: initial and total JavaScript, with the budget. */
export function printBundleSummary(report: BundleReport): void {
  const {initialJs, totalJs} = report
  const verdict =
    initialJs.gzipBytes / 1024 < INITIAL_JS_BUDGET_KIB
      ? `under the ${INITIAL_JS_BUDGET_KIB} KiB target`
      : `OVER the ${INITIAL_JS_BUDGET_KIB} KiB target`
  console.log(
    `  initial JavaScript ${kib(initialJs.gzipBytes).padStart(10)} gzip ${kib(initialJs.bytes).padStart(11)} raw ` +
      `(${initialJs.files} files) ${verdict}`,
  )
  console.log(
    `  total JavaScript   ${kib(totalJs.gzipBytes).padStart(10)} gzip ${kib(totalJs.bytes).padStart(11)} raw ` +
      `(${totalJs.files} files)`,
  )
}

function printAssets(report: BundleReport): void {
  for (const asset of report.assets)
    console.log(
      `  ${asset.file.padEnd(52)} ${kib(asset.bytes).padStart(11)} ${kib(asset.gzipBytes).padStart(10)} gzip` +
        `  ${asset.initial ? 'initial' : 'lazy'}`,
    )
}

/** The npm package (or workspace package) a module id belongs to. */
function packageOf(id: string): string {
  const inNodeModules = /.*node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(id)
  if (inNodeModules) return inNodeModules[1]!
  const workspacePackage = /\/packages\/([^/]+)\//.exec(id)
  if (workspacePackage) return `@tessera/${workspacePackage[1]}`
  return 'dev-studio'
}

/** Chunks reachable from the entries by static imports, from a build's output bundle. */
function initialChunks(bundle: OutputBundle): OutputChunk[] {
  const chunks = new Map<string, OutputChunk>()
  for (const output of Object.values(bundle)) if (output.type === 'chunk') chunks.set(output.fileName, output)
  const initial = new Map<string, OutputChunk>()
  const pending = [...chunks.values()].filter((chunk) => chunk.isEntry)
  while (pending.length > 0) {
    const chunk = pending.pop()!
    if (initial.has(chunk.fileName)) continue
    initial.set(chunk.fileName, chunk)
    for (const file of chunk.imports) pending.push(chunks.get(file)!)
  }
  return [...initial.values()]
}

/**
 * Prints the minified gzip size of each package in the initial JavaScript. Two builds: the first finds
 * the modules of the initial chunks, the second puts those modules in one chunk per package (leaving
 * lazy modules where they were), so each package's size can be read off its chunk. Chunks gzipped
 * alone add up to a little more than the real bundle.
 */
async function printInitialPackages(root: string): Promise<void> {
  const initialModules = new Set<string>()
  const findInitial: Plugin = {
    name: 'tessera-initial-modules',
    generateBundle(_options, bundle) {
      for (const chunk of initialChunks(bundle)) for (const id of chunk.moduleIds) initialModules.add(id)
    },
  }
  await build({root, logLevel: 'error', plugins: [findInitial], build: {write: false}})

  // Chunk names allow only some characters: the package each chunk name stands for.
  const packageOfChunk = new Map<string, string>()
  const chunkNameOf = (id: string) => {
    const name = `pkg_${packageOf(id).replace(/[^\w-]/g, '_')}`
    packageOfChunk.set(name, packageOf(id))
    return name
  }
  const rows: {name: string; gzipBytes: number}[] = []
  const measure: Plugin = {
    name: 'tessera-initial-packages',
    generateBundle(_options, bundle) {
      for (const chunk of initialChunks(bundle))
        rows.push({
          name: packageOfChunk.get(chunk.name) ?? chunk.name,
          gzipBytes: gzipSync(chunk.code).length,
        })
    },
  }
  await build({
    root,
    logLevel: 'error',
    plugins: [measure],
    build: {
      write: false,
      rolldownOptions: {
        output: {
          codeSplitting: {
            // Only the package's own modules in its chunk, not everything it imports.
            includeDependenciesRecursively: false,
            groups: [
              {
                test: (id: string) => initialModules.has(id),
                name: chunkNameOf,
                // Ahead of vite.config.ts's group, which would put them all in one chunk again.
                priority: 10,
              },
            ],
          },
        },
      },
    },
  })
  console.log('initial JavaScript by package (each gzipped alone)')
  for (const row of rows.sort((a, b) => b.gzipBytes - a.gzipBytes))
    console.log(`  ${row.name.padEnd(44)} ${kib(row.gzipBytes).padStart(10)} gzip`)
}

const isMain = process.argv[1] !== undefined && resolve(process.argv[1]) === fileURLToPath(import.meta.url)
if (isMain) {
  const root = resolve(dirname(fileURLToPath(import.meta.url)), '..')
  await build({root, logLevel: 'warn'})
  const report = measureBundle(join(root, 'dist'))
  console.log('dev studio production bundle (JavaScript and CSS)')
  printAssets(report)
  printBundleSummary(report)
  if (process.env.BUNDLE_BY_PACKAGE === '1') await printInitialPackages(root)
}
