import type {Route} from '../http/router.js'
import {aclRoutes} from './acl-route.js'
import {actionsRoutes} from './actions-route.js'
import {assetsRoutes} from './assets-route.js'
import {authRoutes} from './auth-route.js'
import {docRoutes} from './doc-route.js'
import {extrasRoutes} from './extras-route.js'
import {historyRoutes} from './history-route.js'
import {keyValueRoutes} from './keyvalue-route.js'
import {listenRoutes} from './listen-route.js'
import {manageRoutes} from './manage-route.js'
import {mutateRoutes} from './mutate-route.js'
import {projectsRoutes} from './projects-route.js'
import {queryRoutes} from './query-route.js'
import {studioRoutes} from './studio-route.js'
import {usersRoutes} from './users-route.js'

/** Every endpoint of the lake, matched after the `/v{version}` prefix is removed. */
export const routes: Route[] = [
  ...queryRoutes,
  ...docRoutes,
  ...mutateRoutes,
  ...actionsRoutes,
  ...listenRoutes,
  ...historyRoutes,
  ...authRoutes,
  ...keyValueRoutes,
  ...usersRoutes,
  ...projectsRoutes,
  ...aclRoutes,
  ...assetsRoutes,
  ...extrasRoutes,
  ...studioRoutes,
  ...manageRoutes,
]
