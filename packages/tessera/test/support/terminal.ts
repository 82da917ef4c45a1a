import {spawn} from 'node:child_process'
import {CLI} from './cli.js'

/** Keys as a terminal sends them. */
export const KEYS = {
  enter: '\r',
  down: '\u001b[B',
  right: '\u001b[C',
  ctrlC: '\u0003',
  backspace: '\u007f',
} as const

/** When the screen (escape codes removed) shows `prompt`, type `keys`. */
export interface Step {
  prompt: string
  keys: string
}

export interface TerminalResult {
  code: number
  /** Everything shown, escape codes removed. */
  screen: string
}

// Colours, cursor moves and erases that @clack/prompts draws with.
// eslint-disable-next-line no-control-regex
const ESCAPES = /\u001b\[[0-9;?]*[A-Za-z]/g

/**
 * Runs `tessera <args>` in a real pseudo-terminal, so `process.stdin.isTTY` holds and the prompts
 * run as a person sees them: util-linux `script` gives the terminal (no native module needed). Each
 * step waits for its prompt on screen before typing, as a person would; the run fails when a prompt
 * never shows.
 */
export function runInTerminal(
  args: string[],
  steps: Step[],
  options: {cwd: string; timeoutMs?: number},
): Promise<TerminalResult> {
  const command = [process.execPath, CLI, ...args].map(quote).join(' ')
  // A terminal size, else the pseudo-terminal has 0 columns and every character wraps.
  const child = spawn('script', ['-qfec', `stty cols 120 rows 40; exec ${command}`, '/dev/null'], {
    cwd: options.cwd,
    env: {...process.env, TERM: 'xterm-256color', npm_config_user_agent: ''},
    stdio: ['pipe', 'pipe', 'pipe'],
  })
  const pending = [...steps]
  let screen = ''
  let seenUpTo = 0
  return new Promise((done, fail) => {
    const timer = setTimeout(() => {
      child.kill('SIGKILL')
      fail(new Error(`tessera ${args.join(' ')}: still waiting for "${pending[0]?.prompt}":\n${screen}`))
    }, options.timeoutMs ?? 20_000) // before the test times out (30 s), to show the screen
    const onOutput = (chunk: Buffer) => {
      screen += chunk.toString().replace(ESCAPES, '')
      const step = pending[0]
      const at = step ? screen.indexOf(step.prompt, seenUpTo) : -1
      if (step && at !== -1) {
        pending.shift()
        seenUpTo = at + step.prompt.length
        // A moment for the prompt to finish drawing and listen before the keys arrive.
        setTimeout(() => child.stdin.write(step.keys), 150)
      }
    }
    child.stdout.on('data', onOutput)
    child.stderr.on('data', onOutput)
    child.once('error', fail)
    child.once('close', (code) => {
      clearTimeout(timer)
      if (pending.length > 0) fail(new Error(`Never asked "${pending[0].prompt}":\n${screen}`))
      else done({code: code ?? -1, screen})
    })
  })
}

function quote(arg: string): string {
  return `'${arg.replaceAll("'", `'\\''`)}'`
}
