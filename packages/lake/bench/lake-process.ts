import {spawn, type ChildProcess} from 'node:child_process'
import {mkdtempSync, readFileSync, rmSync} from 'node:fs'
import {tmpdir} from 'node:os'
import {join} from 'node:path'
import {fileURLToPath} from 'node:url'
import {createLake} from '../src/index.js'
import type {Endpoint} from './http.js'

/** Lakes as separate processes (the CLI), for the scale-out bench and the soak run. */
export const PACKAGE_DIR = fileURLToPath(new URL('..', import.meta.url))

export interface LakeProcess extends Endpoint {
  child: ChildProcess
  dir: string
}

export async function spawnLake(database: string | undefined): Promise<LakeProcess> {
  const dir = mkdtempSync(join(tmpdir(), 'tessera-bench-scale-'))
  const lake = createLake({dir, database})
  const token = lake.kernel.tokens.createRobotToken({roles: ['administrator'], label: 'bench'}).token
  await lake.close()
  const args = ['--expose-gc', '--import', 'tsx', 'src/cli/main.ts', '--port', '0', '--dir', dir]
  const child = spawn(process.execPath, database ? [...args, '--database', database] : args, {
    cwd: PACKAGE_DIR,
    stdio: ['ignore', 'pipe', 'inherit'],
  })
  const url = await new Promise<string>((resolve, reject) => {
    let output = ''
    child.stdout!.setEncoding('utf8')
    child.stdout!.on('data', (chunk: string) => {
      output += chunk
      const match = /lake listening on (http:\/\/\S+)/.exec(output)
      if (match) resolve(match[1])
    })
    child.once('exit', (code) => reject(new Error(`lake exited with ${code}`)))
  })
  return {url, token, child, dir}
}

export async function stopLake(lake: LakeProcess): Promise<void> {
  const exited = new Promise((resolve) => lake.child.once('exit', resolve))
  lake.child.kill('SIGTERM')
  await exited
  rmSync(lake.dir, {recursive: true, force: true})
}

/** A process's resident memory, MiB. */
export function rssMiB(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8')
  return Number(/VmRSS:\s+(\d+)/.exec(status)![1]) / 1024
}
