import {SpinnerIcon} from '@sanity/icons/Spinner'
import {keyframes, styled} from 'styled-components'

const spin = keyframes`
  from {
    transform: rotate(0deg);
  }
  to {
    transform: rotate(360deg);
  }
`

/**
 * A turning spinner for an icon slot (a button's or a text input's). @sanity/ui's Spinner is a Text of
 * its own and sits off-centre there.
 */
export const SpinningIcon = styled(SpinnerIcon)`
  animation: ${spin} 500ms linear infinite;
`
