/** Exit codes every command uses: 0 done, 1 it failed, 2 it was called wrongly. */
export const EXIT_FAILURE = 1
export const EXIT_USAGE = 2

/** A failure the user can act on: printed as `tessera: <message>` without a stack, then exit `code`. */
export class CliError extends Error {
  constructor(
    message: string,
    readonly exitCode: number = EXIT_FAILURE,
  ) {
    super(message)
    this.name = 'CliError'
  }
}
