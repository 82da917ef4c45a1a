import type {PresenceServerMessage} from '@tessera/types'
import {PresenceMessageError, isObject, presenceRequest, type PresenceRequest} from './presence-messages.js'

/**
 * Sanity's socket protocol ("bifur", what its studio speaks): JSON-RPC 2.0 requests
 * `{jsonrpc: '2.0', method, params, id}` answered `{jsonrpc, id, result}` or `{jsonrpc, id, error}`;
 * subscriptions push `{jsonrpc, method: '<name>_subscription', params: {subscription, result}}`;
 * the server's heartbeat is the text message '♥'. Credentials may come after connecting, as the
 * `authorization` method with `{authorization: 'Bearer <token>'}`.
 */
export const HEARTBEAT = '♥'

/** JSON-RPC error codes, and the close code for missing or bad credentials Sanity's client knows. */
export const RPC_ERRORS = {
  parseError: -32700,
  invalidRequest: -32600,
  methodNotFound: -32601,
  invalidParams: -32602,
  unauthorized: 4001,
} as const

export interface RpcRequest {
  id: string | number | null
  method: string
  params: Record<string, unknown>
}

/** A JSON-RPC message from the client, or the error to answer it with. */
export function parseRpcRequest(value: Record<string, unknown>): RpcRequest | {error: RpcError} {
  const id = typeof value.id === 'string' || typeof value.id === 'number' ? value.id : null
  if (value.jsonrpc !== '2.0' || typeof value.method !== 'string') {
    return {error: {id, code: RPC_ERRORS.invalidRequest, message: 'Expected a JSON-RPC 2.0 request'}}
  }
  const params = value.params === undefined ? {} : value.params
  if (!isObject(params)) {
    return {error: {id, code: RPC_ERRORS.invalidParams, message: '"params" must be an object'}}
  }
  return {id, method: value.method, params}
}

export interface RpcError {
  id: string | number | null
  code: number
  message: string
}

export const rpcResult = (id: string | number | null, result: unknown) =>
  JSON.stringify({jsonrpc: '2.0', id, result})

export const rpcError = ({id, code, message}: RpcError) =>
  JSON.stringify({jsonrpc: '2.0', id, error: {code, message}})

export const rpcNotification = (method: string, subscription: string, result: unknown) =>
  JSON.stringify({jsonrpc: '2.0', method, params: {subscription, result}})

/**
 * The presence methods as hub requests: `presence_rollcall {session}`,
 * `presence_announce {data: {sessionId, locations}}`, `presence_disconnect {session}`.
 * Undefined for other methods. Throws PresenceMessageError for bad parameters.
 */
export function presenceRpcRequest(rpc: RpcRequest, maxLocations: number): PresenceRequest | undefined {
  if (rpc.method === 'presence_rollcall') return presenceRequest('rollCall', rpc.params, maxLocations)
  if (rpc.method === 'presence_disconnect') return presenceRequest('disconnect', rpc.params, maxLocations)
  if (rpc.method === 'presence_announce') {
    if (!isObject(rpc.params.data)) throw new PresenceMessageError('"data" must be an object')
    return presenceRequest('state', rpc.params.data, maxLocations)
  }
  return undefined
}

/**
 * A hub event in the shape Sanity's studio reads from the `presence` subscription:
 * `{type: 'state', i: userId, m: {sessionId, locations}}`, `{type: 'rollCall', i, session}`,
 * `{type: 'disconnect', i, m: {session}}`. Errors are answered to requests instead.
 */
export function presenceEventForRpc(message: PresenceServerMessage): unknown {
  switch (message.type) {
    case 'state':
      return {
        type: 'state',
        i: message.userId,
        m: {sessionId: message.sessionId, locations: message.locations},
      }
    case 'rollCall':
      return {type: 'rollCall', i: message.userId, session: message.sessionId}
    case 'disconnect':
      return {type: 'disconnect', i: message.userId, m: {session: message.sessionId}}
    default:
      return undefined
  }
}

/** The token in `{authorization: 'Bearer <token>'}`, or undefined. */
export function bearerToken(params: Record<string, unknown>): string | undefined {
  const value = params.authorization
  if (typeof value !== 'string') return undefined
  const match = /^Bearer\s+(\S+)$/i.exec(value.trim())
  return match?.[1]
}
