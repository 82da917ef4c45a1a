import {spawn} from 'node:child_process'

export type PackageManager = 'npm' | 'pnpm' | 'yarn' | 'bun'

/** The package manager that ran us (`npx`, `pnpm dlx`, `yarn dlx`...), else npm. */
export function detectPackageManager(userAgent = process.env.npm_config_user_agent ?? ''): PackageManager {
  const name = userAgent.split('/')[0]
  return name === 'pnpm' || name === 'yarn' || name === 'bun' ? name : 'npm'
}

/** The command that runs a package script (`npm run dev`, `pnpm dev`). */
export function runScript(manager: PackageManager, script: string): string {
  return manager === 'npm' ? `npm run ${script}` : `${manager} ${script}`
}

/** Runs `<manager> install` in `dir` with its output shown; resolves with the exit code. */
export function install(manager: PackageManager, dir: string): Promise<number> {
  return new Promise((done, fail) => {
    const child = spawn(manager, ['install'], {
      cwd: dir,
      stdio: 'inherit',
      shell: process.platform === 'win32',
    })
    child.once('error', fail)
    child.once('close', (code) => done(code ?? 1))
  })
}
