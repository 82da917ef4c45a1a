import {Card} from '@sanity/ui'
import {Box, Flex, Text} from '@tessera/kit/primitives'
import {LazyTooltip, UserAvatar, type UserAvatarProps} from '@tessera/kit'
import {createContext, useContext, type ReactNode} from 'react'
import type {FormPresence} from '../state/types.js'

/** What the form knows of a user: name and picture (kit's `UserAvatar` shape). */
export type PresenceUser = UserAvatarProps['user']

/** Limits of spec/001 §9. */
export const PRESENCE_MAX_AVATARS = 3
/** Each avatar starts 21 px after the previous one (25 px avatars: they overlap a little). */
export const PRESENCE_AVATAR_DISTANCE = 21
const AVATAR_SIZE = 25
/** Three avatars and a '+N' counter: 3 × 21 + 25 = 88 px. */
export const PRESENCE_MAX_WIDTH = 88

/**
 * How the form shows users, set once around the form: kit's `UserAvatarById` needs a workspace, which
 * stories and tests do not have, so the studio passes `renderAvatar={(id) => <UserAvatarById userId={id} />}`
 * (and `users` for names in tooltips); without either, avatars show initials of what is known.
 */
export interface PresenceUsersValue {
  /** Known users by id, for names and pictures. */
  users?: Readonly<Record<string, PresenceUser>>
  /** Renders one user's avatar instead of kit's `UserAvatar` (e.g. `UserAvatarById` in a workspace). */
  renderAvatar?: (userId: string) => ReactNode
}

const PresenceUsersContext = createContext<PresenceUsersValue>({})
export const PresenceUsersProvider = PresenceUsersContext.Provider

export interface FieldPresenceProps extends PresenceUsersValue {
  presence: readonly FormPresence[]
  /** Avatars shown before the '+N' counter (3; some layouts use 4 or 1). */
  maxAvatars?: number
  /** Mark the avatars as a place `PresenceScrollArea` docks when it scrolls out of view (default true). */
  anchor?: boolean
}

/** One entry per user, in the order they arrived (a user may be there in several sessions). */
export function presentUserIds(presence: readonly FormPresence[]): string[] {
  return [...new Set(presence.map((entry) => entry.userId))]
}

/** '<name> is editing this document', or 'N people are editing this document right now'. */
export function presenceTooltipText(names: readonly string[]): string {
  if (names.length === 1) return `${names[0]} is editing this document`
  return `${names.length} people are editing this document right now`
}

/**
 * The avatars of the people at a field (spec/001 §9): at most `maxAvatars`, then '+N' for the rest,
 * each 21 px after the previous one in a box at most 88 px wide, with a tooltip naming who is there.
 * Nothing when nobody is.
 */
export function FieldPresence({
  presence,
  maxAvatars = PRESENCE_MAX_AVATARS,
  anchor = true,
  ...props
}: FieldPresenceProps) {
  const fromContext = useContext(PresenceUsersContext)
  const users = props.users ?? fromContext.users
  const renderAvatar = props.renderAvatar ?? fromContext.renderAvatar
  const ids = presentUserIds(presence)
  if (ids.length === 0) return null
  const shown = ids.length > maxAvatars ? ids.slice(0, Math.max(0, maxAvatars)) : ids
  const hidden = ids.length - shown.length
  const names = ids.map((id) => users?.[id]?.displayName ?? id)
  const slots = shown.length + (hidden > 0 ? 1 : 0)
  const width = AVATAR_SIZE + (slots - 1) * PRESENCE_AVATAR_DISTANCE
  return (
    <LazyTooltip
      portal
      content={
        <Box padding={2}>
          <Text size={1}>{presenceTooltipText(names)}</Text>
        </Box>
      }
    >
      <Flex
        role="group"
        data-field-presence={ids.length}
        data-presence-anchor={anchor ? '' : undefined}
        data-presence-users={ids.join(' ')}
        aria-label={presenceTooltipText(names)}
        style={{position: 'relative', width, maxWidth: PRESENCE_MAX_WIDTH, height: AVATAR_SIZE, flex: 'none'}}
      >
        {shown.map((id, index) => (
          <div
            key={id}
            data-presence-user={id}
            style={{
              position: 'absolute',
              top: 0,
              left: index * PRESENCE_AVATAR_DISTANCE,
              zIndex: slots - index,
            }}
          >
            {renderAvatar ? renderAvatar(id) : <UserAvatar user={users?.[id] ?? {id}} status="editing" />}
          </div>
        ))}
        {hidden > 0 && (
          <div
            data-presence-overflow={hidden}
            style={{position: 'absolute', top: 0, left: shown.length * PRESENCE_AVATAR_DISTANCE, zIndex: 0}}
          >
            <Card
              radius={6}
              border
              style={{width: AVATAR_SIZE, height: AVATAR_SIZE, display: 'flex', alignItems: 'center'}}
            >
              <Box flex={1}>
                <Text size={0} weight="medium" align="center">{`+${hidden}`}</Text>
              </Box>
            </Card>
          </div>
        )}
      </Flex>
    </LazyTooltip>
  )
}
