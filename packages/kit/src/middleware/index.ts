export {composeMiddleware} from './compose-middleware.js'
export type {MiddlewareComponent, MiddlewareProps, RenderDefault} from './compose-middleware.js'
