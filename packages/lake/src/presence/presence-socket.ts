import type {WebSocket} from 'ws'
import type {Identity} from '../auth/identity.js'
import {randomId} from '../documents/ids.js'
import type {LakeKernel} from '../kernel.js'
import {
  HEARTBEAT,
  RPC_ERRORS,
  bearerToken,
  parseRpcRequest,
  presenceEventForRpc,
  presenceRpcRequest,
  rpcError,
  rpcNotification,
  rpcResult,
  type RpcRequest,
} from './jsonrpc-presence.js'
import type {PresenceConnection, PresenceHub} from './presence-hub.js'
import {PresenceMessageError, isObject} from './presence-messages.js'
import {canSeeDocument} from './presence-visibility.js'

const CLOSE_UNAUTHORIZED = 4001

/**
 * One presence socket. It speaks the lake's own messages (`{type: 'state', ...}`) or Sanity's JSON-RPC
 * protocol, whichever its first message is in. Credentials come with the upgrade (token or cookie)
 * or, for a socket opened without any from an allowed origin, as a JSON-RPC `authorization` request;
 * until then it is not in the hub and may do nothing else.
 */
export class PresenceSocket {
  private auth?: {token: string; identity: Identity; connection: PresenceConnection}
  private protocol?: 'tessera' | 'jsonrpc'
  /** Open `presence` subscriptions (JSON-RPC), each getting every hub event. */
  private readonly presenceSubscriptions = new Set<string>()
  alive = true

  constructor(
    private readonly kernel: LakeKernel,
    private readonly hub: PresenceHub,
    readonly ws: WebSocket,
    private readonly dataset: string,
  ) {}

  get authenticated(): boolean {
    return this.auth !== undefined
  }

  /** The token to check again at each heartbeat (undefined while waiting for credentials). */
  get token(): string | undefined {
    return this.auth?.token
  }

  /** Signs the socket in and joins the hub (credentials from the upgrade or an `authorization`). */
  authenticate(identity: Identity, token: string): void {
    if (this.auth) {
      // A refreshed token for the same user keeps the socket; another user needs a new socket.
      if (this.auth.identity.id !== identity.id) {
        this.ws.close(CLOSE_UNAUTHORIZED, 'Credentials of another user: open a new socket')
        return
      }
      this.auth.token = token
      this.auth.identity = identity
      return
    }
    const connection: PresenceConnection = {
      userId: identity.id,
      dataset: this.dataset,
      canSee: (documentId) =>
        this.auth !== undefined && canSeeDocument(this.kernel, this.dataset, this.auth.identity, documentId),
      send: (message) => {
        if (this.protocol !== 'jsonrpc') return this.send(JSON.stringify(message))
        const event = presenceEventForRpc(message)
        if (event === undefined) return
        for (const subscription of this.presenceSubscriptions)
          this.send(rpcNotification('presence_subscription', subscription, event))
      },
    }
    this.auth = {token, identity, connection}
    this.hub.join(connection)
  }

  /** The heartbeat found the token still valid: roles may have changed. */
  refresh(identity: Identity): void {
    if (this.auth) this.auth.identity = identity
  }

  /** Sanity's client takes the text '♥' as the server's heartbeat. */
  heartbeat(): void {
    if (this.protocol === 'jsonrpc') this.send(HEARTBEAT)
  }

  leave(): void {
    if (this.auth) this.hub.leave(this.auth.connection)
  }

  receive(text: string): void {
    this.alive = true
    let value: unknown
    try {
      value = JSON.parse(text)
    } catch {
      value = undefined
    }
    if (this.protocol === 'jsonrpc' || (isObject(value) && 'jsonrpc' in value)) {
      this.protocol = 'jsonrpc'
      if (!isObject(value)) {
        this.send(rpcError({id: null, code: RPC_ERRORS.parseError, message: 'Message is not a JSON object'}))
        return
      }
      const rpc = parseRpcRequest(value)
      if ('error' in rpc) this.send(rpcError(rpc.error))
      else this.receiveRpc(rpc)
      return
    }
    if (!this.auth) {
      this.ws.close(CLOSE_UNAUTHORIZED, 'Send credentials first')
      return
    }
    this.protocol = 'tessera'
    this.hub.receive(this.auth.connection, text)
  }

  private receiveRpc(rpc: RpcRequest): void {
    const {id, method} = rpc
    if (method === 'authorization') return this.authorize(rpc)
    if (!this.auth) {
      this.send(rpcError({id, code: RPC_ERRORS.unauthorized, message: 'Send "authorization" first'}))
      return
    }
    if (method === 'presence_subscribe') {
      const subscription = randomId(16)
      this.presenceSubscriptions.add(subscription)
      this.send(rpcResult(id, subscription))
      return
    }
    if (method === 'authorization_subscribe') {
      // Token expiry events: the lake checks tokens at each heartbeat and closes the socket instead.
      this.send(rpcResult(id, randomId(16)))
      return
    }
    if (method.endsWith('_unsubscribe')) {
      const subscription = rpc.params.subscriptionId
      if (typeof subscription === 'string') this.presenceSubscriptions.delete(subscription)
      this.send(rpcResult(id, true))
      return
    }
    try {
      const request = presenceRpcRequest(rpc, this.kernel.limits.presenceMaxLocations)
      if (!request) {
        this.send(rpcError({id, code: RPC_ERRORS.methodNotFound, message: `Unknown method "${method}"`}))
        return
      }
      this.hub.handle(this.auth.connection, request)
      this.send(rpcResult(id, true))
    } catch (err) {
      if (!(err instanceof PresenceMessageError)) throw err
      this.send(rpcError({id, code: RPC_ERRORS.invalidParams, message: err.message}))
    }
  }

  /** `authorization {authorization: 'Bearer <token>'}`: bad credentials close the socket (4001). */
  private authorize({id, params}: RpcRequest): void {
    const token = bearerToken(params)
    const identity = token ? this.kernel.tokens.resolve(token) : undefined
    if (!token || !identity || identity.kind === 'anonymous') {
      const message = token ? 'Invalid credentials' : 'Expected {authorization: "Bearer <token>"}'
      this.send(rpcError({id, code: RPC_ERRORS.unauthorized, message}))
      this.ws.close(CLOSE_UNAUTHORIZED, message)
      return
    }
    this.authenticate(identity, token)
    this.send(rpcResult(id, true))
  }

  private send(text: string): void {
    if (this.ws.readyState === this.ws.OPEN) this.ws.send(text)
  }
}
