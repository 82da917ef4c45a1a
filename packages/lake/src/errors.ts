import {STATUS_CODES} from 'node:http'
import type {LakeErrorBody} from '@tessera/types'

type ErrorDetail = {type: string; description: string; [detail: string]: unknown}

/**
 * An error that becomes a JSON response. Thrown anywhere inside a request; the server turns it into
 * `{error, message, statusCode}`. With a typed `detail`, `error` is that object (the shape @sanity/client
 * reads for query parse errors and mutation errors); otherwise it is the HTTP reason phrase.
 */
export class LakeError extends Error {
  readonly statusCode: number
  readonly detail: ErrorDetail | undefined

  constructor(statusCode: number, message: string, detail?: ErrorDetail) {
    super(message)
    this.name = 'LakeError'
    this.statusCode = statusCode
    this.detail = detail
  }

  toBody(): LakeErrorBody {
    return {
      error: this.detail ?? STATUS_CODES[this.statusCode] ?? 'Error',
      message: this.message,
      statusCode: this.statusCode,
    }
  }
}

export function badRequest(message: string, type = 'validationError'): LakeError {
  return new LakeError(400, message, {type, description: message})
}

export function notFound(message: string): LakeError {
  return new LakeError(404, message)
}

/** One failing item of a transaction, as the mutate and actions endpoints report them. */
export interface MutationErrorItem {
  index: number
  type: string
  description: string
  id?: string
}

/**
 * A transaction that failed as a whole. The description lists every failing item, so the message a
 * client shows names the documents involved.
 */
export function mutationError(
  statusCode: number,
  items: MutationErrorItem[],
  kind: 'mutationError' | 'actionError' = 'mutationError',
): LakeError {
  const what = kind === 'mutationError' ? 'The mutation(s) failed' : 'The action(s) failed'
  const description = `${what}: ${items.map((item) => item.description).join('; ')}`
  return new LakeError(statusCode, description, {
    type: kind,
    description,
    items: items.map(({index, type, description: itemDescription, id}) => ({
      index,
      error: {type, description: itemDescription, ...(id ? {id} : {})},
    })),
  })
}
