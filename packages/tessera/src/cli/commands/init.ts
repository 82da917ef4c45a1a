import {relative, resolve} from 'node:path'
import * as prompts from '@clack/prompts'
import type {Command} from 'commander'
import {CliError, EXIT_USAGE} from '../errors.js'
import {detectPackageManager, install, runScript} from '../init/package-manager.js'
import {isTemplateName, isUsableTarget, scaffold, TEMPLATES, type TemplateName} from '../init/scaffold.js'

interface InitOptions {
  template?: string
  yes?: boolean
  install: boolean
}

const DEFAULT_DIR = 'my-studio'
const DEFAULT_TEMPLATE: TemplateName = 'clean'

/** `tessera init [dir]`: a new studio project from a template, asked for or given by flags. */
export function registerInit(program: Command): void {
  program
    .command('init')
    .description('Create a new studio project (package.json, studio.config.ts, entry, Vite config).')
    .argument('[dir]', `where to create it (default ${DEFAULT_DIR})`)
    .option('--template <name>', `the template: ${Object.keys(TEMPLATES).join(', ')}`)
    .option('-y, --yes', 'ask nothing: take the defaults for what no flag gives')
    .option('--no-install', 'do not install the dependencies')
    .action(async (dirArgument: string | undefined, options: InitOptions) => {
      if (options.template !== undefined && !isTemplateName(options.template)) {
        throw new CliError(
          `Unknown template "${options.template}". Templates: ${Object.keys(TEMPLATES).join(', ')}`,
          EXIT_USAGE,
        )
      }
      const interactive = !options.yes && process.stdin.isTTY === true
      const answers = interactive ? await ask(dirArgument, options) : undefined
      const dir = resolve(answers?.dir ?? dirArgument ?? DEFAULT_DIR)
      const template = answers?.template ?? (options.template as TemplateName | undefined) ?? DEFAULT_TEMPLATE
      const shouldInstall = answers?.install ?? options.install

      const files = scaffold(dir, template)
      console.log(`Created a ${template} studio in ${dir} (${files.length} files)`)
      const manager = detectPackageManager()
      if (shouldInstall) {
        const code = await install(manager, dir)
        if (code !== 0) throw new CliError(`${manager} install failed (exit code ${code}) in ${dir}`)
      }
      const cd = relative(process.cwd(), dir) || '.'
      console.log(`
Next:
  cd ${cd}${shouldInstall ? '' : `\n  ${manager} install`}
  npx tessera lake users add --email you@example.com --name "Your Name" --password '<8+ characters>' --role administrator
  ${runScript(manager, 'dev')}`)
    })
}

interface Answers {
  dir: string
  template: TemplateName
  install: boolean
}

/** The interactive questions, for what the flags left open; Ctrl-C cancels without writing anything. */
async function ask(dirArgument: string | undefined, options: InitOptions): Promise<Answers> {
  prompts.intro('New Tessera studio')
  const dir =
    dirArgument ??
    check(
      await prompts.text({
        message: 'Where should the project go?',
        placeholder: DEFAULT_DIR,
        defaultValue: DEFAULT_DIR,
        validate: (value) =>
          value && !isUsableTarget(resolve(value)) ? 'That directory is not empty' : undefined,
      }),
    )
  const template =
    (options.template as TemplateName | undefined) ??
    check(
      await prompts.select<TemplateName>({
        message: 'Which template?',
        options: Object.entries(TEMPLATES).map(([value, hint]) => ({
          value: value as TemplateName,
          label: value,
          hint,
        })),
        initialValue: DEFAULT_TEMPLATE,
      }),
    )
  // --no-install answers the question already.
  const shouldInstall =
    options.install === false
      ? false
      : check(await prompts.confirm({message: 'Install the dependencies now?', initialValue: true}))
  prompts.outro('Creating the project')
  return {dir, template, install: shouldInstall}
}

function check<T>(answer: T): Exclude<T, symbol> {
  if (prompts.isCancel(answer)) {
    prompts.cancel('Cancelled: nothing was created')
    process.exit(1)
  }
  return answer as Exclude<T, symbol>
}
