import {describe, expect, it} from 'vitest'
import {checkBasePath, validateStudioBasePath} from '../../src/index.js'

describe('validateStudioBasePath', () => {
  it.each<[unknown, string[]]>([
    ['/', []],
    ['/studio', []],
    ['studio', ['basePath must be a string, and must start with a slash']],
    [undefined, ['basePath must be a string, and must start with a slash']],
    [7, ['basePath must be a string, and must start with a slash']],
  ])('%s', (basePath, expected) => {
    expect(validateStudioBasePath(basePath).map((problem) => problem.message)).toEqual(expected)
  })
})

describe('checkBasePath', () => {
  it.each<[unknown, string | undefined]>([
    ['/a/B_c-1', undefined],
    ['/', undefined],
    ['a', 'base-path-invalid'],
    ['/a b', 'base-path-characters'],
    ['/a/', 'base-path-trailing-slash'],
  ])('%s', (basePath, code) => {
    expect(checkBasePath(basePath)?.code).toBe(code)
  })
})
