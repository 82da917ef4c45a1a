import {cpSync, existsSync, mkdirSync, readdirSync, readFileSync, renameSync, writeFileSync} from 'node:fs'
import {basename, join, relative} from 'node:path'
import {CliError, EXIT_USAGE} from '../errors.js'
import {tesseraManifest} from '../manifest.js'

export const TEMPLATES = {
  clean: 'An empty studio: add your own document types.',
  blog: 'A blog: posts, authors and categories.',
} as const

export type TemplateName = keyof typeof TEMPLATES

/** Files whose `{{name}}`, `{{title}}` and `{{version}}` are filled in. */
const FILLED = ['package.json', 'README.md', 'index.html', 'studio.config.ts']

export function isTemplateName(name: string): name is TemplateName {
  return Object.hasOwn(TEMPLATES, name)
}

/** Whether `dir` can take a new project: missing, or empty apart from a .git folder. */
export function isUsableTarget(dir: string): boolean {
  return !existsSync(dir) || readdirSync(dir).every((entry) => entry === '.git')
}

/** An npm package name from a folder name: lowercase, URL-safe characters. */
export function packageNameFor(dir: string): string {
  const name = basename(dir)
    .toLowerCase()
    .replace(/[^a-z0-9._~-]+/g, '-')
    .replace(/^[._-]+|-+$/g, '')
  return name || 'tessera-studio'
}

/**
 * Writes the template's files into `dir`: every template is the clean one plus its own files. The
 * `.gitignore` is stored as `gitignore` (npm leaves .gitignore files out of packages) and renamed here.
 */
export function scaffold(dir: string, template: string): string[] {
  if (!isTemplateName(template)) {
    throw new CliError(
      `Unknown template "${template}". Templates: ${Object.keys(TEMPLATES).join(', ')}`,
      EXIT_USAGE,
    )
  }
  if (!isUsableTarget(dir)) throw new CliError(`${dir} is not empty: pick a new or empty directory`)
  const {root, version} = tesseraManifest()
  mkdirSync(dir, {recursive: true})
  cpSync(join(root, 'templates', 'clean'), dir, {recursive: true})
  if (template !== 'clean') cpSync(join(root, 'templates', template), dir, {recursive: true})
  renameSync(join(dir, 'gitignore'), join(dir, '.gitignore'))
  const name = packageNameFor(dir)
  const title = titleFor(name)
  for (const file of FILLED) {
    const path = join(dir, file)
    const text = readFileSync(path, 'utf8')
    writeFileSync(
      path,
      text.replaceAll('{{name}}', name).replaceAll('{{title}}', title).replaceAll('{{version}}', version),
    )
  }
  return listFiles(dir).map((file) => relative(dir, file))
}

function titleFor(name: string): string {
  const words = name.split(/[-_.]+/).filter(Boolean)
  return words.map((word) => word[0].toUpperCase() + word.slice(1)).join(' ') || 'Tessera Studio'
}

function listFiles(dir: string): string[] {
  return readdirSync(dir, {withFileTypes: true}).flatMap((entry) =>
    entry.isDirectory() ? listFiles(join(dir, entry.name)) : [join(dir, entry.name)],
  )
}
