import {existsSync} from 'node:fs'
import {join, relative, resolve} from 'node:path'
import type {Command} from 'commander'
import {lakeUrlDefine} from '../../vite-env.js'
import {CliError} from '../errors.js'

const CONFIG_FILES = [
  'studio.config.ts',
  'studio.config.tsx',
  'studio.config.js',
  'src/studio.config.ts',
  'src/studio.config.tsx',
]

interface ValidateOptions {
  config?: string
  json?: boolean
}

/** `tessera schema validate [project]`: the studio configuration's problems; exit 1 on errors. */
export function registerSchema(program: Command): void {
  const schema = program.command('schema').description("Check the studio's schema.")
  schema
    .command('validate')
    .description("Report the schema's and the configuration's problems (errors exit with 1).")
    .argument('[project]', 'the studio project', '.')
    .option('--config <file>', `the configuration file (default: the first of ${CONFIG_FILES.join(', ')})`)
    .option('--json', 'print the problems as JSON')
    .action(async (projectDir: string, options: ValidateOptions) => {
      const root = resolve(projectDir)
      const file = options.config
        ? resolve(root, options.config)
        : CONFIG_FILES.map((name) => join(root, name)).find(existsSync)
      if (!file || !existsSync(file)) {
        throw new CliError(
          options.config
            ? `No such file: ${file}`
            : `No studio configuration in ${root} (looked for ${CONFIG_FILES.join(', ')})`,
        )
      }
      const config = await loadConfig(root, file)
      const {resolveConfig} = await import('@tessera/core')
      const {problems} = resolveConfig(config as Parameters<typeof resolveConfig>[0])
      const errors = problems.filter((problem) => problem.severity === 'error')
      if (options.json) {
        console.log(JSON.stringify(problems, null, 2))
      } else {
        for (const problem of problems) {
          const where = [problem.workspaceName && `workspace "${problem.workspaceName}"`, problem.property]
            .filter(Boolean)
            .join(' ')
          const detail = problem.detail ? ` (${problem.detail})` : ''
          console.log(
            `${problem.severity === 'error' ? 'error  ' : 'warning'}  ${where ? `${where}: ` : ''}${problem.message}${detail}`,
          )
        }
        const warnings = problems.length - errors.length
        const name = relative(process.cwd(), file) || file
        console.log(
          problems.length === 0
            ? `${name}: no problems`
            : `${name}: ${errors.length} error${errors.length === 1 ? '' : 's'}, ${warnings} warning${warnings === 1 ? '' : 's'}`,
        )
      }
      if (errors.length > 0) process.exitCode = 1
    })
}

/** Runs the configuration file through Vite (TypeScript, the project's imports), as the studio would. */
async function loadConfig(root: string, file: string): Promise<unknown> {
  const {runnerImport} = await import('vite')
  try {
    const {module} = await runnerImport<{default?: unknown}>(file, {
      root,
      configFile: false,
      logLevel: 'error',
      define: lakeUrlDefine(),
    })
    if (module.default === undefined)
      throw new CliError(`${file} has no default export: export default defineConfig({...})`)
    return module.default
  } catch (err) {
    if (err instanceof CliError) throw err
    throw new CliError(`Could not load ${file}: ${(err as Error).message}`)
  }
}
