import {execFileSync} from 'node:child_process'
import {createHash} from 'node:crypto'
import {cpSync, existsSync, mkdirSync, readFileSync, rmSync, writeFileSync} from 'node:fs'
import {homedir} from 'node:os'
import {join} from 'node:path'
import {fileURLToPath} from 'node:url'

const HERE = fileURLToPath(new URL('.', import.meta.url))

/**
 * The real `sanity` package from the registry, installed once per machine outside the workspace
 * (`$TESSERA_CACHE_DIR` or ~/.cache/tessera) and built into a static studio. The directory is named
 * after a hash of the pins and the app, so a change installs afresh and an unchanged run reuses it.
 * Returns the directory of the built studio.
 */
export function sanityStudioBuild(): string {
  const packageJson = readFileSync(join(HERE, 'studio-package.json'), 'utf8')
  const app = ['main.js', 'index.html'].map((file) => readFileSync(join(HERE, 'app', file), 'utf8'))
  const hash = createHash('sha1').update(packageJson).update(app.join('\0')).digest('hex').slice(0, 12)
  const root = join(
    process.env.TESSERA_CACHE_DIR ?? join(homedir(), '.cache', 'tessera'),
    `sanity-studio-${hash}`,
  )
  const dist = join(root, 'dist')
  if (existsSync(join(dist, 'index.html'))) return dist

  mkdirSync(join(root, 'stub'), {recursive: true})
  // Packages the registry here lacks and the studio never loads (CLI helpers) point at an empty stub.
  writeFileSync(join(root, 'stub', 'package.json'), '{"name": "stub", "version": "0.0.0"}\n')
  writeFileSync(join(root, 'package.json'), packageJson)
  if (!existsSync(join(root, 'node_modules', '.install-done'))) {
    execFileSync('npm', ['install', '--no-audit', '--no-fund', '--loglevel=error'], {
      cwd: root,
      stdio: 'inherit',
      timeout: 10 * 60_000,
    })
    writeFileSync(join(root, 'node_modules', '.install-done'), new Date().toISOString())
  }
  rmSync(join(root, 'app'), {recursive: true, force: true})
  cpSync(join(HERE, 'app'), join(root, 'app'), {recursive: true})
  execFileSync(
    process.execPath,
    [
      join(root, 'node_modules', 'vite', 'bin', 'vite.js'),
      'build',
      'app',
      '--outDir',
      '../dist',
      '--emptyOutDir',
      '--logLevel',
      'error',
    ],
    {cwd: root, stdio: 'inherit', timeout: 5 * 60_000, env: {...process.env, NODE_ENV: 'production'}},
  )
  return dist
}
