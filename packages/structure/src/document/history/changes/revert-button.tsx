import {RevertIcon} from '@sanity/icons/Revert'
import {Button, useClickOutsideEvent} from '@sanity/ui'
import {Box, Flex, Stack, Text} from '@tessera/kit/primitives'
import {Popover} from '@sanity/ui/popover'
import {createContext, useContext, useRef, useState, type CSSProperties} from 'react'
import {useStructureText} from '../../../i18n/structure-strings.js'

const PLAIN_BUTTON_STYLE: CSSProperties = {
  border: 0,
  background: 'none',
  color: 'var(--card-badge-critical-fg-color, #b3261e)',
  font: 'inherit',
  fontSize: 13,
  padding: '4px 6px',
  borderRadius: 3,
  cursor: 'pointer',
  display: 'inline-flex',
  alignItems: 'center',
  gap: 4,
  flex: 'none',
}

/**
 * Whether reverting is offered (comparing with the current version, with update permission): the
 * change list provides it, every revert button reads it, so a permission that arrives after the list
 * re-renders the buttons only.
 */
export const RevertAllowedContext = createContext(false)

export interface RevertButtonProps {
  text: string
  /** The question the confirmation popover asks. */
  question: string
  onConfirm(): void
  testId?: string
  /** A plain button (nested changes; see FieldChangeView) instead of a styled one. */
  plain?: boolean
}

/**
 * A revert button that asks first (spec 002 §4 'Change viewer revert'): a popover with the question,
 * confirm (applies the patches) and cancel (closes it).
 */
export function RevertButton({text, question, onConfirm, testId, plain}: RevertButtonProps) {
  const t = useStructureText()
  const [open, setOpen] = useState(false)
  const button = useRef<HTMLButtonElement>(null)
  const popover = useRef<HTMLDivElement>(null)
  useClickOutsideEvent(open && (() => setOpen(false)), () => [button.current, popover.current])
  const allowed = useContext(RevertAllowedContext)
  if (!allowed) return null
  const trigger = plain ? (
    <button
      ref={button}
      type="button"
      data-testid={testId}
      aria-pressed={open}
      onClick={() => setOpen((was) => !was)}
      style={PLAIN_BUTTON_STYLE}
    >
      <RevertIcon /> {text}
    </button>
  ) : (
    <Button
      ref={button}
      mode="bleed"
      tone="critical"
      fontSize={1}
      padding={2}
      icon={RevertIcon}
      text={text}
      data-testid={testId}
      selected={open}
      onClick={() => setOpen((was) => !was)}
    />
  )
  // The popover is mounted only while open: a change list has a button per change, and idle popovers
  // (portals, position observers) would cost every render of the list.
  if (!open) return trigger
  return (
    <Popover
      open
      portal
      placement="bottom-end"
      ref={popover}
      content={
        <Box
          padding={3}
          data-testid="revert-confirmation"
          style={{maxWidth: 280}}
          onKeyDown={(event) => event.key === 'Escape' && setOpen(false)}
        >
          <Stack gap={3}>
            <Text size={1}>{question}</Text>
            <Flex gap={2} justify="flex-end">
              <Button
                mode="bleed"
                fontSize={1}
                padding={2}
                text={t('history.changes.revert-cancel')}
                onClick={() => setOpen(false)}
              />
              <Button
                tone="critical"
                fontSize={1}
                padding={2}
                text={t('history.changes.revert-confirm')}
                onClick={() => {
                  setOpen(false)
                  onConfirm()
                }}
              />
            </Flex>
          </Stack>
        </Box>
      }
    >
      {trigger}
    </Popover>
  )
}
