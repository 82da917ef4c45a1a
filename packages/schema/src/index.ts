export * from './define/index.js'
export * from './compile/index.js'
export * from './validation/index.js'
export * from './templates/index.js'
