import {describe, expect, it} from 'vitest'
import {defaultTemplatesForSchema} from './defaults.js'
import {loadInitialValue, type LoadInitialValueOptions} from './load-initial-value.js'
import {prepareTemplates} from './prepare.js'
import {createTestSchema, documentOf, field, stringType} from './test-schema.js'
import type {InitialValueLogger, InitialValueState} from './types.js'

const post = documentOf('post', [field('title', stringType, {initialValue: 'Untitled'})])
const author = documentOf('author', [field('name', stringType)])
const schema = createTestSchema([post, author])

let resolverCalls = 0
const templates = [
  ...defaultTemplatesForSchema(schema),
  ...prepareTemplates(schema, [
    {
      id: 'post-by-author',
      schemaType: 'post',
      value: (params: {author?: string}) => {
        resolverCalls++
        return {title: `By ${params.author}`}
      },
    },
    {
      id: 'broken',
      schemaType: 'post',
      value: () => {
        throw new Error('service down')
      },
    },
  ]),
]

function recordingLogger() {
  const entries: {level: 'warn' | 'error'; message: string; error?: unknown}[] = []
  const logger: InitialValueLogger = {
    warn: (message) => entries.push({level: 'warn', message}),
    error: (message, error) => entries.push({level: 'error', message, error}),
  }
  return {logger, entries}
}

function load(options: Partial<LoadInitialValueOptions> & {documentType: string}) {
  const {logger, entries} = recordingLogger()
  const states: InitialValueState[] = []
  const result = loadInitialValue({
    schema,
    templates,
    logger,
    onState: (state) => states.push(state),
    ...options,
  })
  return {result, states, entries}
}

describe('loadInitialValue', () => {
  it('goes from loading to success with the resolved value of the named template and its parameters', async () => {
    const {result, states, entries} = load({
      documentType: 'post',
      templateName: 'post-by-author',
      templateParams: {author: 'Ada'},
    })
    const settled = await result
    expect(settled).toEqual({status: 'success', value: {_type: 'post', title: 'By Ada'}, warnings: []})
    expect(states).toEqual([{status: 'loading'}, settled])
    expect(entries).toEqual([])
  })

  it("uses the type's default template when no template is named", async () => {
    const {result} = load({documentType: 'post'})
    expect(await result).toEqual({status: 'success', value: {_type: 'post', title: 'Untitled'}, warnings: []})
  })

  it('resolves nothing for a document that already exists', async () => {
    const before = resolverCalls
    const {result, states} = load({
      documentType: 'post',
      templateName: 'post-by-author',
      documentExists: true,
    })
    expect(await result).toEqual({status: 'success', value: {_type: 'post'}, warnings: []})
    expect(resolverCalls).toBe(before)
    expect(states.map((state) => state.status)).toEqual(['loading', 'success'])
  })

  it('warns and uses the empty initial value for a template that is not defined', async () => {
    const {result, entries} = load({documentType: 'post', templateName: 'post-by-nobody'})
    const warning = 'Template "post-by-nobody" not defined, using empty initial value'
    expect(await result).toEqual({status: 'success', value: {_type: 'post'}, warnings: [warning]})
    expect(entries).toEqual([{level: 'warn', message: warning}])
  })

  it('uses the empty initial value without a warning when no template was asked for and none exists', async () => {
    const {result, entries} = load({documentType: 'post', templates: []})
    expect(await result).toEqual({status: 'success', value: {_type: 'post'}, warnings: []})
    expect(entries).toEqual([])
  })

  it("logs 'Failed to resolve initial value' and settles in the error state when resolving fails", async () => {
    const {result, states, entries} = load({documentType: 'post', templateName: 'broken'})
    const settled = await result
    expect(settled.status).toBe('error')
    const error = settled.status === 'error' ? settled.error : undefined
    expect(error?.message).toBe('Template "broken" initial value: service down')
    expect(entries).toEqual([{level: 'error', message: 'Failed to resolve initial value', error}])
    expect(states.map((state) => state.status)).toEqual(['loading', 'error'])
  })

  it('fails when the template creates documents of another type', async () => {
    const {result} = load({documentType: 'author', templateName: 'post-by-author'})
    const settled = await result
    expect(settled.status === 'error' && settled.error.message).toBe(
      'Template "post-by-author" creates documents of type "post", not "author"',
    )
  })

  it('passes the context on to resolvers', async () => {
    const withUser = prepareTemplates(schema, [
      {id: 'mine', schemaType: 'author', value: (_params, context) => ({name: context.currentUser?.id})},
    ])
    const {result} = load({
      documentType: 'author',
      templateName: 'mine',
      templates: withUser,
      context: {currentUser: {id: 'u42', roles: []}},
    })
    expect(await result).toEqual({status: 'success', value: {_type: 'author', name: 'u42'}, warnings: []})
  })
})
