export {createUserStore, USER_BATCH_MAX_IDS, USER_BATCH_WINDOW_MS} from './user-store.js'
export type {UserStore, UserStoreOptions} from './user-store.js'
export {SYSTEM_USER, SYSTEM_USER_ID, toCurrentUser, toUser} from './user-shapes.js'
export type {CurrentUser, Role, User} from './types.js'
