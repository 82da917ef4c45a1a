import {useStudio} from '../../context/studio-context.js'
import {ConfigIssuesView} from './config-issues-view.js'

/** The configuration issues button of the studio; nothing when there are no problems. */
export function ConfigIssues() {
  return <ConfigIssuesView problems={useStudio().problems} />
}
