import {spawn} from 'node:child_process'
import {watch, type FSWatcher} from 'node:fs'
import {dirname, join, relative, resolve} from 'node:path'
import {fileURLToPath} from 'node:url'

const REPO = resolve(dirname(fileURLToPath(import.meta.url)), '../..')
/** The packages the dev studio is built from (`turbo --filter` syntax). */
const FILTER = '@tessera/dev-studio^...'
const PACKAGES = ['types', 'schema', 'lake', 'store', 'kit', 'form', 'search', 'structure', 'core']

export interface PackageWatcher {
  close(): void
}

/**
 * `pnpm dev`'s rebuilds: watches each package's src/ and, a moment after the last change, runs the
 * packages' builds through turbo. Turbo hashes each package's inputs, so only the package that changed
 * and those built on it rebuild; the rest come from its cache. `onRebuilt` then reloads the page once,
 * with every package's new build.
 */
export function watchPackages(
  onRebuilt: () => void,
  log: (line: string) => void = console.log,
): PackageWatcher {
  let timer: NodeJS.Timeout | undefined
  let running = false
  let again = false
  const changed = new Set<string>()

  const rebuild = () => {
    if (running) {
      again = true
      return
    }
    running = true
    const files = [...changed].slice(0, 3).join(', ') + (changed.size > 3 ? ', …' : '')
    changed.clear()
    const started = performance.now()
    log(`  Rebuilding after a change in ${files}`)
    const turbo = spawn(
      'pnpm',
      ['exec', 'turbo', 'run', 'build', `--filter=${FILTER}`, '--output-logs=errors-only', '--ui=stream'],
      {cwd: REPO, stdio: ['ignore', 'pipe', 'pipe']},
    )
    let output = ''
    turbo.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()))
    turbo.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()))
    turbo.once('close', (code) => {
      const seconds = ((performance.now() - started) / 1000).toFixed(1)
      const built = output.match(/Cached:\s+(\d+) cached, (\d+) total/)
      const fresh = built ? Number(built[2]) - Number(built[1]) : undefined
      if (code === 0) {
        // Even when every build came from the cache, turbo rewrote the dist/ files: reload.
        onRebuilt()
        log(`  Rebuilt ${fresh ?? 'the changed'} package${fresh === 1 ? '' : 's'} in ${seconds} s`)
      } else {
        log(`  The build failed (the studio keeps the last good build):\n${output.trim()}`)
      }
      running = false
      if (again) {
        again = false
        rebuild()
      }
    })
  }

  const watchers: FSWatcher[] = PACKAGES.map((name) => {
    const src = join(REPO, 'packages', name, 'src')
    return watch(src, {recursive: true}, (_event, file) => {
      if (!file || /(^|\/)\.|~$/.test(file)) return
      changed.add(relative(REPO, join(src, file)))
      clearTimeout(timer)
      timer = setTimeout(rebuild, 300)
    })
  })
  return {
    close() {
      clearTimeout(timer)
      for (const watcher of watchers) watcher.close()
    },
  }
}
