import {Studio} from 'tessera'
import config from '../studio.config'

/** The studio mounted inside the app at /studio: a full-height page of its own. */
export default function StudioPage() {
  return (
    <div style={{height: '100vh'}}>
      <Studio config={config} basePath="/studio" />
    </div>
  )
}
