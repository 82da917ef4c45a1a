import type {Route} from '../http/router.js'

export const usersRoutes: Route[] = []
