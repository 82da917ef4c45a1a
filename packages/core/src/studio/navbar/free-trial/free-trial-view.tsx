import {Button, Card, Dialog} from '@sanity/ui'
import {Flex, Text} from '@tessera/kit/primitives'
import {Popover} from '@sanity/ui/popover'
import {ProgressRing} from './progress-ring.js'
import {useStudioText} from '../../../i18n/studio-strings.js'
import {FreeTrialContentView} from './free-trial-content-view.js'
import {trialElapsedRatio, type FreeTrialContent} from './free-trial-types.js'

export interface FreeTrialViewProps {
  daysLeft?: number
  totalDays?: number
  /** What is open now, if anything. */
  open: FreeTrialContent | null
  /** Whether the navbar shows a button (there is click content or a day count). */
  hasButton: boolean
  onToggle(): void
  onCta(): void
  onClose(): void
}

/**
 * The free-trial control (spec 000 §2.4, §4): a navbar button with a progress ring that toggles the
 * trial content, shown as a popover under the button or as a dialog, per the content's dialogType.
 */
export function FreeTrialView({
  daysLeft,
  totalDays,
  open,
  hasButton,
  onToggle,
  onCta,
  onClose,
}: FreeTrialViewProps) {
  const t = useStudioText()
  const ratio = trialElapsedRatio(daysLeft, totalDays)
  const content = open && <FreeTrialContentView content={open} onCta={onCta} onClose={onClose} />
  const popover = open?.dialogType === 'popover' && hasButton
  const button = hasButton && (
    <Button
      mode="bleed"
      padding={2}
      selected={Boolean(open)}
      aria-label={
        typeof daysLeft === 'number' ? t('free-trial.days-left', {days: daysLeft}) : t('free-trial.label')
      }
      onClick={onToggle}
    >
      <Flex align="center" gap={2}>
        {ratio !== undefined && <ProgressRing ratio={ratio} />}
        {typeof daysLeft === 'number' && <Text size={1}>{daysLeft}</Text>}
      </Flex>
    </Button>
  )
  return (
    <>
      {popover ? (
        <Popover
          open
          portal
          placement="bottom-end"
          content={
            <Card radius={3} style={{maxWidth: 320}}>
              {content}
            </Card>
          }
        >
          {button || <span />}
        </Popover>
      ) : (
        button
      )}
      {open && !popover && (
        <Dialog
          id="free-trial"
          width={1}
          onClose={onClose}
          onClickOutside={onClose}
          aria-label={open.headingText}
        >
          {content}
        </Dialog>
      )}
    </>
  )
}
