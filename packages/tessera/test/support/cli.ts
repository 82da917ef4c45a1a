import {spawn, type ChildProcess} from 'node:child_process'
import {mkdirSync, mkdtempSync, realpathSync, rmSync, symlinkSync} from 'node:fs'
import {tmpdir} from 'node:os'
import {dirname, join, resolve} from 'node:path'
import {fileURLToPath} from 'node:url'

export const PACKAGE_ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..')
/** The built command, as `npx tessera` runs it (the test task builds the package first). */
export const CLI = join(PACKAGE_ROOT, 'dist/cli/main.js')

export interface CliResult {
  code: number
  stdout: string
  stderr: string
}

/** Runs `tessera <args>` to its end. */
export function runCli(
  args: string[],
  options: {cwd?: string; env?: NodeJS.ProcessEnv} = {},
): Promise<CliResult> {
  return new Promise((done, fail) => {
    const child = spawn(process.execPath, [CLI, ...args], {
      cwd: options.cwd,
      env: {...process.env, ...options.env},
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    let stdout = ''
    let stderr = ''
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()))
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()))
    child.once('error', fail)
    child.once('close', (code) => done({code: code ?? -1, stdout, stderr}))
  })
}

export interface RunningCli {
  child: ChildProcess
  /** Everything printed so far. */
  output(): string
  /** Sends SIGINT (Ctrl-C) and waits for the exit code. */
  stop(): Promise<number>
}

/** Starts a long-running `tessera <args>` and waits until its output matches `ready`. */
export async function startCli(
  args: string[],
  options: {cwd: string; ready: RegExp; timeoutMs?: number; env?: NodeJS.ProcessEnv},
): Promise<RunningCli & {match: RegExpMatchArray}> {
  const child = spawn(process.execPath, [CLI, ...args], {
    cwd: options.cwd,
    env: {...process.env, ...options.env},
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let output = ''
  const exited = new Promise<number>((done) => child.once('close', (code) => done(code ?? -1)))
  const match = await new Promise<RegExpMatchArray>((done, fail) => {
    const timer = setTimeout(
      () => fail(new Error(`tessera ${args.join(' ')} not ready:\n${output}`)),
      options.timeoutMs ?? 60_000,
    )
    const onData = (chunk: Buffer) => {
      output += chunk.toString()
      const found = output.match(options.ready)
      if (found) {
        clearTimeout(timer)
        done(found)
      }
    }
    child.stdout!.on('data', onData)
    child.stderr!.on('data', onData)
    void exited.then((code) => {
      clearTimeout(timer)
      fail(new Error(`tessera ${args.join(' ')} exited with ${code}:\n${output}`))
    })
  })
  return {
    child,
    match,
    output: () => output,
    stop: () => {
      child.kill('SIGINT')
      return exited
    },
  }
}

/** A temporary directory outside the workspace, removed by the returned function. */
export function tempDir(prefix: string): {dir: string; remove(): void} {
  const dir = realpathSync(mkdtempSync(join(tmpdir(), `tessera-${prefix}-`)))
  return {dir, remove: () => rmSync(dir, {recursive: true, force: true})}
}

/**
 * Gives a project outside the workspace the packages an install would: `tessera` (this package) and
 * its peers, linked, so tests need no registry. The pack-and-install test does the real install.
 */
export function linkDependencies(projectDir: string): void {
  const modules = join(projectDir, 'node_modules')
  mkdirSync(modules, {recursive: true})
  symlinkSync(PACKAGE_ROOT, join(modules, 'tessera'), 'dir')
  for (const peer of ['react', 'react-dom', 'styled-components']) {
    symlinkSync(realpathSync(join(PACKAGE_ROOT, 'node_modules', peer)), join(modules, peer), 'dir')
  }
}
