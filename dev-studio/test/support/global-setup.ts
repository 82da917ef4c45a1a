import {mkdtempSync, rmSync} from 'node:fs'
import {tmpdir} from 'node:os'
import {execFileSync} from 'node:child_process'
import {join} from 'node:path'
import {fileURLToPath} from 'node:url'
import type {TestProject} from 'vitest/node'

const STUDIO_BUILD_SCRIPT = fileURLToPath(new URL('../../scripts/studio-build.ts', import.meta.url))

declare module 'vitest' {
  interface ProvidedContext {
    /** The production build of the dev studio every browser test file serves (see browser-stack.ts). */
    studioBuild: string
  }
}

/**
 * Builds the studio for production once per run: each browser test file serves this build against its
 * own lake, instead of a Vite dev server that transforms and serves each module to every new page.
 */
export default async function setup(project: TestProject) {
  const dir = mkdtempSync(join(tmpdir(), 'tessera-test-studio-'))
  // In a process of its own: under vitest's module runner the studio's Vite plugins cannot resolve
  // their files (no import.meta.resolve).
  execFileSync(process.execPath, ['--import', 'tsx', STUDIO_BUILD_SCRIPT, dir], {stdio: 'inherit'})
  project.provide('studioBuild', dir)
  return () => rmSync(dir, {recursive: true, force: true})
}
