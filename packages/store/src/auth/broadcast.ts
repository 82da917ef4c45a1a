import type {BroadcastChannelLike} from './types.js'

type AuthEvent = 'login' | 'logout'

interface AuthMessage {
  type: 'tessera.auth'
  projectId: string
  event: AuthEvent
}

function isAuthMessage(data: unknown, projectId: string): data is AuthMessage {
  const message = data as Partial<AuthMessage> | null
  return message?.type === 'tessera.auth' && message.projectId === projectId
}

/**
 * Sign-in and sign-out across tabs. Messages carry no token: the other tabs read the shared storage
 * (or cookie) themselves when told something changed.
 */
export function createAuthBroadcast(
  projectId: string,
  given: BroadcastChannelLike | null | undefined,
  onChange: () => void,
): {post(event: AuthEvent): void; close(): void} {
  const owned = given === undefined && typeof BroadcastChannel === 'function'
  const channel: BroadcastChannelLike | null = owned
    ? new BroadcastChannel(`tessera-auth-${projectId}`)
    : (given ?? null)
  const listener = (event: {data: unknown}) => {
    if (isAuthMessage(event.data, projectId)) onChange()
  }
  channel?.addEventListener('message', listener)
  return {
    post(event) {
      channel?.postMessage({type: 'tessera.auth', projectId, event} satisfies AuthMessage)
    },
    close() {
      channel?.removeEventListener('message', listener)
      // Only a channel this store opened is its to close.
      if (owned) channel?.close?.()
    },
  }
}
