import * as prompts from '@clack/prompts'

export interface Progress {
  advance(step?: number): void
  done(message: string): void
}

/**
 * A progress bar in a terminal (@clack/prompts); elsewhere (CI logs, pipes) one line at the start and
 * one at the end, so logs stay readable. Nothing for nothing to do.
 */
export function startProgress(message: string, total: number): Progress {
  if (total === 0) return {advance: () => {}, done: () => {}}
  if (!process.stdout.isTTY) {
    console.log(`${message} (${total})`)
    return {advance: () => {}, done: (text) => console.log(text)}
  }
  const bar = prompts.progress({max: total, style: 'heavy'})
  bar.start(message)
  return {advance: (step = 1) => bar.advance(step), done: (text) => bar.stop(text)}
}
