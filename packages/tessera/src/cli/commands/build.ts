import {join, resolve} from 'node:path'
import type {Command} from 'commander'
import {DEFAULT_OUT_DIR} from '../options.js'
import {resolveProject} from '../project/project.js'
import {studioViteConfig} from '../project/vite-config.js'
import {DEFAULT_LAKE_URL} from '../../vite-env.js'

interface BuildOptions {
  outDir: string
  lakeUrl: string
}

/** `tessera build [dir]`: the production build of the studio, served later by `tessera start`. */
export function registerBuild(program: Command): void {
  program
    .command('build')
    .description('Build the studio for production (minified) into --out-dir.')
    .argument('[dir]', 'the studio project', '.')
    .option('--out-dir <dir>', 'where the build goes, relative to the project', DEFAULT_OUT_DIR)
    .option(
      '--lake-url <url>',
      'the lake the built studio talks to (tessera start sets its own at run time)',
      DEFAULT_LAKE_URL,
    )
    .action(async (dir: string, options: BuildOptions) => {
      const project = resolveProject(dir)
      const outDir = resolve(project.root, options.outDir)
      const started = performance.now()
      const {build} = await import('vite')
      await build({
        ...(await studioViteConfig(project, {lakeUrl: options.lakeUrl, runtimeLakeUrl: true})),
        // A studio is one large app by nature: Vite's 500 kB hint would only be noise here.
        build: {outDir, emptyOutDir: true, chunkSizeWarningLimit: 8000},
      })
      const seconds = ((performance.now() - started) / 1000).toFixed(1)
      console.log(
        `Built the studio into ${join(options.outDir)} in ${seconds} s. Serve it with: npx tessera start`,
      )
    })
}
