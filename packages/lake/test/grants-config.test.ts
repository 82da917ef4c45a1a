import {mkdtempSync, rmSync} from 'node:fs'
import {tmpdir} from 'node:os'
import {join} from 'node:path'
import {afterAll, beforeAll, describe, expect, test} from 'vitest'
import {createLake, type LakeOptions} from '../src/index.js'
import {clientError} from './helpers/client-error.js'
import {lakeClient, request, startLake, type TestLake} from './helpers/start-lake.js'

/** Role definitions from the config: checked at start, listed by the acl endpoint, the anonymous role. */

const ROLES = {
  postReader: {title: 'Post reader', grants: [{filter: '_type == "post"', permissions: ['read', 'history']}]},
}

let lake: TestLake

beforeAll(async () => {
  lake = await startLake({config: {roles: ROLES as never}})
})
afterAll(() => lake.stop())

function tokenFor(roles: string[]): string {
  return lake.lake.kernel.tokens.createRobotToken({roles}).token
}

describe('the acl endpoint', () => {
  test("lists the grants of all the caller's roles, once each", async () => {
    const response = await request(lake.url, '/v2021-06-07/projects/local/datasets/test/acl', {
      token: tokenFor(['postReader', 'viewer', 'postReader']),
    })
    expect(response.status).toBe(200)
    expect(response.body).toEqual([
      {filter: '_type == "post"', permissions: ['read', 'history']},
      {filter: '_id in path("**")', permissions: ['read', 'history']},
    ])
  })

  test('another project is 404, a bad dataset name 400', async () => {
    const project = await request(lake.url, '/v2021-06-07/projects/elsewhere/datasets/test/acl')
    expect(project.status).toBe(404)
    expect((project.body as {message: string}).message).toBe(
      'No project with the id "elsewhere": this lake serves "local"',
    )
    const dataset = await request(lake.url, '/v2021-06-07/projects/local/datasets/Bad!/acl')
    expect(dataset.status).toBe(400)
  })
})

describe('anonymous callers with an anonymous role', () => {
  let open: TestLake
  beforeAll(async () => {
    open = await startLake({config: {anonymousRole: 'viewer'}})
    await open.client.create({_id: 'public-1', _type: 'post'})
  })
  afterAll(() => open.stop())

  test('read with the role, and cannot write', async () => {
    const anonymous = lakeClient(open.url, {token: null, perspective: 'raw'})
    expect(await anonymous.fetch('*._id')).toEqual(['public-1'])
    const error = await clientError(anonymous.create({_id: 'anon', _type: 'post'}), 403)
    expect(error.message).toBe('Permission denied: not allowed to create document "anon" (requires "create")')
  })
})

describe('role definitions are checked when the lake starts', () => {
  const start = (config: LakeOptions['config']) => {
    const dir = mkdtempSync(join(tmpdir(), 'tessera-grants-'))
    try {
      createLake({dir, config}).kernel.close()
    } finally {
      rmSync(dir, {recursive: true, force: true})
    }
  }
  const role = (grants: unknown) => ({roles: {reviewer: {title: 'Reviewer', grants}} as never})

  test.each([
    [
      'a filter that is not GROQ',
      role([{filter: '_type ==', permissions: ['read']}]),
      'Invalid role "reviewer" in the lake config: grant 0 has an invalid filter "_type ==": Syntax error in GROQ query at position 8: Expected expression',
    ],
    [
      'an unknown function',
      role([{filter: 'frobnicate(_id)', permissions: ['read']}]),
      'Invalid role "reviewer" in the lake config: grant 0 has an invalid filter "frobnicate(_id)": Undefined function: frobnicate',
    ],
    [
      'an unknown permission',
      role([
        {filter: 'true', permissions: ['read']},
        {filter: 'true', permissions: ['delete']},
      ]),
      'Invalid role "reviewer" in the lake config: grant 1 has unknown permission "delete" (known: read, create, update, history)',
    ],
    [
      'a parameter',
      role([{filter: '_type == $type', permissions: ['read']}]),
      'Invalid role "reviewer" in the lake config: grant 0 has an invalid filter "_type == $type": grant filters cannot use parameters',
    ],
    [
      'grants that are not a list',
      role({filter: 'true'}),
      'Invalid role "reviewer" in the lake config: "grants" must be an array of {filter, permissions}',
    ],
    [
      'a grant without a filter',
      role([{permissions: ['read']}]),
      'Invalid role "reviewer" in the lake config: grant 0 needs a "filter": a GROQ expression such as _type == "post"',
    ],
    [
      'a redefined built-in role',
      {roles: {editor: {grants: []}} as never},
      'Invalid role "editor" in the lake config: it is a built-in role and cannot be redefined',
    ],
    [
      'an unknown anonymous role',
      {anonymousRole: 'guest'},
      'Invalid "anonymousRole" in the lake config: "guest" is not a built-in or configured role',
    ],
  ])('%s', (_label, config, message) => {
    expect(() => start(config)).toThrow(message)
  })

  test('valid roles start', () => {
    expect(() => start({roles: ROLES as never, anonymousRole: 'postReader'})).not.toThrow()
  })
})
