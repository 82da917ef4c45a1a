import * as prompts from '@clack/prompts'

export interface Progress {
  advance(step?: number): void
  done(message: string): void
}

/**
 * A progress bar in a terminal (@clack/prompts); elsewhere (CI logs, pipes) one line at the start and
 * one at the end, so logs stay readable.
 */
export function startProgress(message: string, total: number): Progress {
  if (!process.stdout.isTTY || total === 0) {
    console.log(`${message} (${total})`)
    return {advance: () => {}, done: (text) => console.log(text)}
  }
  const bar = prompts.progress({max: total, style: 'heavy'})
  bar.start(message)
  return {advance: (step = 1) => bar.advance(step), done: (text) => bar.stop(text)}
}
