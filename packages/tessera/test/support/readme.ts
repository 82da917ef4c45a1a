import {readFileSync} from 'node:fs'
import {join} from 'node:path'
import {PACKAGE_ROOT} from './cli.js'

export interface CodeBlock {
  lang: string
  code: string
}

/** The fenced code blocks of one `## ` section of the repository's README, in order. */
export function readmeSection(title: string): CodeBlock[] {
  const readme = readFileSync(join(PACKAGE_ROOT, '..', '..', 'README.md'), 'utf8')
  const start = readme.indexOf(`## ${title}\n`)
  if (start < 0) throw new Error(`The README has no section "${title}"`)
  const end = readme.indexOf('\n## ', start + 1)
  const section = readme.slice(start, end < 0 ? undefined : end)
  return [...section.matchAll(/```(\w+)\n([\s\S]*?)```/g)].map((match) => ({lang: match[1], code: match[2]}))
}

/** The shell commands of a section: every line of its `sh` blocks, without comments. */
export function readmeCommands(title: string): string[] {
  return readmeSection(title)
    .filter((block) => block.lang === 'sh')
    .flatMap((block) => block.code.split('\n'))
    .map((line) => line.replace(/\s+#.*$/, '').trim())
    .filter((line) => line && !line.startsWith('#'))
}
