export * from './plugins/index.js'
export * from './middleware/index.js'
export * from './i18n/index.js'
export * from './time/index.js'
