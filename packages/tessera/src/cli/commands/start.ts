import {existsSync} from 'node:fs'
import type {AddressInfo} from 'node:net'
import {resolve} from 'node:path'
import type {Command} from 'commander'
import {LAKE_URL_GLOBAL} from '../../vite-env.js'
import {CliError} from '../errors.js'
import {
  addServerOptions,
  databaseOption,
  DEFAULT_HOST,
  DEFAULT_OUT_DIR,
  type ServerOptions,
} from '../options.js'
import {allowStudio, lakeDataPlace, noUsersHint, startLake, urlHost} from '../serve/lake-server.js'
import {runUntilSignal} from '../serve/run-until-signal.js'
import {createStaticServer} from '../serve/static-server.js'

interface StartOptions extends ServerOptions {
  outDir: string
  lakeUrl?: string
}

/** `tessera start [project]`: one process serving the built studio and its lake (self-hosting). */
export function registerStart(program: Command): void {
  const command = program
    .command('start')
    .description('Serve the built studio (tessera build) and its lake from one process.')
    .argument('[project]', 'the studio project', '.')
  addServerOptions(command, {default: DEFAULT_HOST, hint: ' (0.0.0.0 for every interface)'})
    .option('--out-dir <dir>', 'the build to serve, relative to the project', DEFAULT_OUT_DIR)
    .option('--lake-url <url>', "the lake's address as browsers reach it (behind a proxy); default its own")
    .action(async (projectDir: string, options: StartOptions) => {
      const root = resolve(projectDir)
      const outDir = resolve(root, options.outDir)
      if (!existsSync(resolve(outDir, 'index.html'))) {
        throw new CliError(`No build in ${outDir}: run npx tessera build first`)
      }
      const lakeDir = resolve(root, options.dir)
      const database = databaseOption(options)
      const lake = await startLake({dir: lakeDir, host: options.host, port: options.lakePort, database})
      const lakeUrl = options.lakeUrl ?? lake.url
      const studio = createStaticServer({
        root: outDir,
        headScript: `globalThis.${LAKE_URL_GLOBAL}=${JSON.stringify(lakeUrl)}`,
      })
      await new Promise<void>((done, fail) => {
        studio.once('error', fail)
        studio.listen(options.port, options.host, () => done())
      })
      const studioUrl = `http://${urlHost(options.host)}:${(studio.address() as AddressInfo).port}`
      allowStudio(lake.lake, studioUrl)
      runUntilSignal(async () => {
        await new Promise<void>((done) => studio.close(() => done()))
        await lake.lake.close()
      })
      const hint = noUsersHint(lake.lake, options.dir, database)
      console.log(`
  Tessera studio  ${studioUrl}
  Its lake        ${lakeUrl} (${lakeDataPlace(lakeDir, database)})
${hint ? `\n${hint}\n` : ''}
  Ctrl-C stops both.`)
    })
}
