import {resolve} from 'node:path'
import {Option, type Command} from 'commander'
import {CliError, EXIT_USAGE} from '../errors.js'
import {DEFAULT_LAKE_DIR} from '../options.js'

interface ConnectionFlags {
  dir: string
  url?: string
  token?: string
  project: string
}

/** The options saying which lake: the project's lake directory, or a running lake / Content Lake API. */
function addConnectionOptions(command: Command): Command {
  return command
    .option('--dir <dir>', "the lake's data directory (the lake must not be running on it)", DEFAULT_LAKE_DIR)
    .option('--url <url>', 'a running lake or Content Lake API instead, e.g. http://localhost:3334')
    .addOption(new Option('--token <token>', 'a token for --url with the rights needed').env('TESSERA_TOKEN'))
    .option('--project <id>', 'the project id on --url', 'local')
}

/** `tessera dataset export|import`: datasets in the Content Lake's export format. */
export function registerDataset(program: Command): void {
  const dataset = program
    .command('dataset')
    .description(
      "Move datasets in and out, in the Content Lake's export format (.tar.gz with data.ndjson and assets).",
    )

  addConnectionOptions(
    dataset
      .command('export')
      .description('Write a dataset, its drafts and its asset files to an archive.')
      .argument('<dataset>', 'the dataset, e.g. production')
      .argument('[file]', 'the archive to write (default <dataset>.tar.gz)')
      .option('--no-drafts', 'leave drafts out')
      .option('--overwrite', 'replace the file if it exists'),
  ).action(
    async (
      name: string,
      file: string | undefined,
      flags: ConnectionFlags & {drafts: boolean; overwrite?: boolean},
    ) => {
      const [{connectLake}, {exportDataset}] = await Promise.all([
        import('../dataset/lake-connection.js'),
        import('../dataset/export-dataset.js'),
      ])
      const target = resolve(file ?? `${name}.tar.gz`)
      const connection = await connectLake({...flags, dataset: name, mustExist: true})
      try {
        const result = await exportDataset({
          client: connection.client,
          dataset: name,
          file: target,
          drafts: flags.drafts,
          overwrite: flags.overwrite === true,
        })
        console.log(
          `Exported ${result.documents} documents and ${result.assets} assets of ${name} to ${target}`,
        )
      } finally {
        await connection.close()
      }
    },
  )

  addConnectionOptions(
    dataset
      .command('import')
      .description(
        'Import an export archive (or an .ndjson file) into a dataset. Nothing is written unless all of it checks out.',
      )
      .argument('<file>', 'the archive (.tar.gz) or .ndjson file')
      .argument('<dataset>', 'the dataset to import into')
      .option('--replace', 'replace documents that exist already')
      .option('--missing', 'skip documents that exist already'),
  ).action(
    async (file: string, name: string, flags: ConnectionFlags & {replace?: boolean; missing?: boolean}) => {
      if (flags.replace && flags.missing)
        throw new CliError('--replace and --missing exclude each other', EXIT_USAGE)
      const [{connectLake}, {readArchive}, {importDataset}] = await Promise.all([
        import('../dataset/lake-connection.js'),
        import('../dataset/read-archive.js'),
        import('../dataset/import-dataset.js'),
      ])
      // The archive is checked whole before the lake is even opened.
      const archive = await readArchive(resolve(file))
      try {
        const connection = await connectLake({...flags, dataset: name, mustExist: false})
        try {
          const policy = flags.replace ? 'replace' : flags.missing ? 'missing' : 'fail'
          const result = await importDataset(connection.client, archive, policy)
          const skipped = result.skipped > 0 ? ` (${result.skipped} existing ones skipped)` : ''
          console.log(
            `Imported ${result.documents} documents${skipped} and ${result.assets} assets into ${name}`,
          )
        } finally {
          await connection.close()
        }
      } finally {
        archive.dispose()
      }
    },
  )
}
