import {spawn, type ChildProcess} from 'node:child_process'
import {createLake} from '../../src/index.js'
import {createAdminToken, registerToken} from './start-lake.js'
import {databaseForDir} from './test-storage.js'
import {lakeCliArgs, PACKAGE_DIR} from './lake-cli.js'

const LISTENING = /lake listening on (http:\/\/127\.0\.0\.1:\d+)/
const START_TIMEOUT_MS = 20_000

export interface Exit {
  code: number | null
  signal: NodeJS.Signals | null
}

export interface LakeProcess {
  url: string
  child: ChildProcess
  /** Everything the process printed so far, stdout and stderr. */
  output(): string
  exited: Promise<Exit>
  /** Sends a signal and waits for the process to end. */
  stop(signal: NodeJS.Signals): Promise<Exit>
}

/** An administrator token per lake directory, made before the first start and kept across restarts. */
const tokensByDir = new Map<string, string>()

/** Made with the lake closed again at once: in the directory, or in the database when there is one. */
async function adminTokenFor(dir: string, database: string | undefined): Promise<string> {
  let token = tokensByDir.get(dir)
  if (!token) {
    const lake = createLake({dir, database})
    token = createAdminToken(lake)
    await lake.close()
    tokensByDir.set(dir, token)
  }
  return token
}

/**
 * Runs the lake CLI (built or from source, see `lakeCliArgs`) in its own process on `dir` and a free port, as a user would; in the
 * PostgreSQL test run with `--database` (the directory's own database unless `database` is given, so
 * several processes can share one).
 */
export async function spawnLake(
  dir: string,
  options: {database?: string; assetsDir?: string; args?: string[]; env?: Record<string, string>} = {},
): Promise<LakeProcess> {
  const database = options.database ?? (await databaseForDir(dir))
  const token = await adminTokenFor(dir, database)
  const args = [...lakeCliArgs(), '--port', '0', '--dir', dir]
  if (options.assetsDir) args.push('--assets-dir', options.assetsDir)
  if (options.args) args.push(...options.args)
  const child = spawn(process.execPath, database ? [...args, '--database', database] : args, {
    cwd: PACKAGE_DIR,
    env: {...process.env, ...options.env},
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let output = ''
  child.stdout.setEncoding('utf8')
  child.stderr.setEncoding('utf8')
  child.stdout.on('data', (chunk: string) => (output += chunk))
  child.stderr.on('data', (chunk: string) => (output += chunk))
  const exited = new Promise<Exit>((resolve) => child.once('exit', (code, signal) => resolve({code, signal})))

  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill('SIGKILL')
      reject(new Error(`lake did not start within ${START_TIMEOUT_MS} ms:\n${output}`))
    }, START_TIMEOUT_MS)
    const onData = () => {
      const match = LISTENING.exec(output)
      if (!match) return
      clearTimeout(timer)
      child.stdout.off('data', onData)
      resolve(match[1])
    }
    child.stdout.on('data', onData)
    void exited.then((exit) => {
      clearTimeout(timer)
      reject(new Error(`lake exited (${exit.code ?? exit.signal}) before listening:\n${output}`))
    })
  })

  registerToken(url, token)
  return {
    url,
    child,
    output: () => output,
    exited,
    stop(signal) {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal)
      return exited
    },
  }
}
