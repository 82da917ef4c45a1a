import {useTheme_v2} from '@sanity/ui'
import {useStudioText} from '../../../i18n/studio-strings.js'
import {TRIAL_LATE_RATIO} from './free-trial-types.js'

export interface ProgressRingProps {
  /** 0 to 1. */
  ratio: number
  size?: number
}

/** A ring filled by the elapsed share of the trial; it turns to the caution colour late in the trial. */
export function ProgressRing({ratio, size = 21}: ProgressRingProps) {
  const {color} = useTheme_v2()
  const t = useStudioText()
  const stroke = 2.5
  const radius = (size - stroke) / 2
  const circumference = 2 * Math.PI * radius
  const late = ratio > TRIAL_LATE_RATIO
  const tone = late ? color.button.default.caution.enabled.bg : color.button.default.primary.enabled.bg
  return (
    <svg
      width={size}
      height={size}
      viewBox={`0 0 ${size} ${size}`}
      role="img"
      aria-label={t('free-trial.elapsed', {percent: Math.round(ratio * 100)})}
      data-late={late ? 'true' : 'false'}
    >
      <circle cx={size / 2} cy={size / 2} r={radius} fill="none" stroke={color.border} strokeWidth={stroke} />
      <circle
        cx={size / 2}
        cy={size / 2}
        r={radius}
        fill="none"
        stroke={tone}
        strokeWidth={stroke}
        strokeLinecap="round"
        strokeDasharray={`${circumference * ratio} ${circumference}`}
        transform={`rotate(-90 ${size / 2} ${size / 2})`}
      />
    </svg>
  )
}
