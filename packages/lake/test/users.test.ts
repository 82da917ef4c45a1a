import {afterEach, beforeEach, describe, expect, it} from 'vitest'
import {clientError, expectErrorBody} from './helpers/client-error.js'
import {addUser} from './helpers/sign-in.js'
import {PROJECT_ID, lakeClient, request, startLake, type TestLake} from './helpers/start-lake.js'

let t: TestLake
beforeEach(async () => {
  t = await startLake({
    config: {projectId: PROJECT_ID, datasets: ['production'], projectName: 'Tessera Test'},
  })
})
afterEach(() => t.stop())

function sessionFor(userId: string): string {
  return t.lake.kernel.tokens.createSessionToken(userId, new Date(Date.now() + 60_000).toISOString()).token
}

describe('the user store', () => {
  it('hashes passwords with scrypt and never stores them in the clear', async () => {
    const user = await addUser(t.lake, {email: 'ada@example.com', password: 'a secret phrase'})
    const row = t.lake.kernel.sql.prepare('SELECT password_hash FROM users WHERE id = ?').get(user.id) as {
      password_hash: string
    }
    expect(row.password_hash).toMatch(/^scrypt\$16384\$8\$1\$[\w-]{22}\$[\w-]{86}$/)
    expect(row.password_hash).not.toContain('a secret phrase')
    const again = await addUser(t.lake, {email: 'bob@example.com', password: 'a secret phrase'})
    const other = t.lake.kernel.sql.prepare('SELECT password_hash FROM users WHERE id = ?').get(again.id) as {
      password_hash: string
    }
    expect(other.password_hash).not.toBe(row.password_hash) // salted
    expect(await t.lake.kernel.users.verifyPassword('ADA@example.com', 'a secret phrase')).toMatchObject({
      id: user.id,
    })
    expect(await t.lake.kernel.users.verifyPassword('ada@example.com', 'a secret phrasE')).toBeUndefined()
    expect(await t.lake.kernel.users.verifyPassword('nobody@example.com', 'a secret phrase')).toBeUndefined()
  })

  it('validates emails, names, passwords, image URLs and roles, and refuses duplicate emails', async () => {
    const users = t.lake.kernel.users
    await addUser(t.lake, {email: 'ada@example.com'})
    await expect(addUser(t.lake, {email: 'Ada@Example.com'})).rejects.toThrow(
      'A user with the email Ada@Example.com already exists',
    )
    await expect(addUser(t.lake, {email: 'not-an-email'})).rejects.toThrow('is not an email address')
    await expect(addUser(t.lake, {email: 'x@example.com', password: 'short'})).rejects.toThrow('at least 8')
    await expect(
      addUser(t.lake, {email: 'x@example.com', profileImage: 'javascript:alert(1)'}),
    ).rejects.toThrow('http(s) URL')
    await expect(addUser(t.lake, {email: 'x@example.com', roles: ['owner']})).rejects.toThrow(
      'Unknown role "owner". Valid roles: administrator, editor, developer, contributor, viewer',
    )
    expect(users.list().map((user) => user.email)).toEqual(['ada@example.com'])
    expect(() => users.setRoles('u-missing', ['viewer'])).toThrow('No user with the id u-missing')
  })

  it('accepts custom roles from the config', async () => {
    const custom = await startLake({config: {roles: {reviewer: {title: 'Reviewer', grants: []}}}})
    try {
      const user = await addUser(custom.lake, {email: 'rev@example.com', roles: ['reviewer', 'viewer']})
      const token = custom.lake.kernel.tokens.createSessionToken(
        user.id,
        new Date(Date.now() + 60_000).toISOString(),
      )
      const me = await lakeClient(custom.url, {token: token.token}).request({uri: '/users/me'})
      expect(me.roles).toEqual([
        {name: 'reviewer', title: 'Reviewer'},
        {name: 'viewer', title: 'Viewer'},
      ])
    } finally {
      await custom.stop()
    }
  })
})

describe('GET /users/me', () => {
  it('describes a signed-in user, as @sanity/client reads it', async () => {
    const ada = await addUser(t.lake, {
      email: 'ada@example.com',
      name: 'Ada Lovelace',
      roles: ['administrator'],
      profileImage: 'https://images.example/ada.png',
    })
    const client = lakeClient(t.url, {token: sessionFor(ada.id), apiVersion: '2021-06-07'})
    const expected = {
      id: ada.id,
      name: 'Ada Lovelace',
      email: 'ada@example.com',
      profileImage: 'https://images.example/ada.png',
      provider: 'tessera',
      role: 'administrator',
      roles: [{name: 'administrator', title: 'Administrator'}],
    }
    expect(await client.users.getById('me')).toMatchObject(expected)
    expect(await client.request({uri: '/users/me'})).toMatchObject(expected)
  })

  it('describes a robot token by its label and roles', async () => {
    const robot = t.lake.kernel.tokens.createRobotToken({roles: ['viewer'], label: 'Nightly import'})
    const me = await lakeClient(t.url, {token: robot.token}).users.getById('me')
    expect(me).toMatchObject({
      id: robot.id,
      name: 'Nightly import',
      provider: 'tessera',
      role: 'viewer',
      roles: [{name: 'viewer', title: 'Viewer'}],
      isRobot: true,
    })
    const unlabelled = t.lake.kernel.tokens.createRobotToken({roles: ['editor']})
    expect(await lakeClient(t.url, {token: unlabelled.token}).users.getById('me')).toMatchObject({
      name: 'Robot',
    })
  })

  it('answers 401 without credentials, also to anonymous callers the config lets read', async () => {
    await clientError(lakeClient(t.url, {token: null}).users.getById('me'), 401)
    const open = await startLake({config: {anonymousRole: 'viewer'}})
    try {
      const response = await request(open.url, '/v1/users/me', {token: null})
      expect(response.status).toBe(401)
      expectErrorBody(response.body, 401)
    } finally {
      await open.stop()
    }
  })

  it('reflects role changes at once for existing sessions', async () => {
    const ada = await addUser(t.lake, {email: 'ada@example.com', roles: ['viewer']})
    const client = lakeClient(t.url, {token: sessionFor(ada.id)})
    expect((await client.users.getById('me')).role).toBe('viewer')
    t.lake.kernel.users.setRoles(ada.id, ['editor', 'developer'])
    expect(await client.request({uri: '/users/me'})).toMatchObject({
      role: 'editor',
      roles: [
        {name: 'editor', title: 'Editor'},
        {name: 'developer', title: 'Developer'},
      ],
    })
  })
})

describe('GET /users/{ids}', () => {
  it('answers one id with an object and several with an array, in the fields both the API and the studio read', async () => {
    const ada = await addUser(t.lake, {
      email: 'ada@example.com',
      name: 'Ada Lovelace',
      profileImage: 'https://images.example/ada.png',
    })
    const bob = await addUser(t.lake, {email: 'bob@example.com', name: 'Bob'})
    const robot = t.lake.kernel.tokens.createRobotToken({roles: ['editor'], label: 'Importer'})
    const client = lakeClient(t.url, {token: sessionFor(ada.id), apiVersion: '2021-06-07'})

    const one = await client.users.getById(ada.id)
    expect(one).toEqual({
      id: ada.id,
      projectId: PROJECT_ID,
      displayName: 'Ada Lovelace',
      name: 'Ada Lovelace',
      imageUrl: 'https://images.example/ada.png',
      profileImage: 'https://images.example/ada.png',
      familyName: null,
      givenName: null,
      middleName: null,
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
      isCurrentUser: true,
      isRobot: false,
    })
    expect(JSON.stringify(one)).not.toContain('ada@example.com')

    const several = (await client.request({
      uri: `/users/${bob.id},missing,<system>,${robot.id},${ada.id}`,
    })) as {
      id: string
      displayName: string
      isCurrentUser: boolean
    }[]
    expect(several.map(({id, displayName, isCurrentUser}) => ({id, displayName, isCurrentUser}))).toEqual([
      {id: bob.id, displayName: 'Bob', isCurrentUser: false},
      {id: '<system>', displayName: 'System', isCurrentUser: false},
      {id: robot.id, displayName: 'Importer', isCurrentUser: false},
      {id: ada.id, displayName: 'Ada Lovelace', isCurrentUser: true},
    ])
  })

  it('answers 404 for a single unknown id and 401 without credentials', async () => {
    const error = await clientError(t.client.users.getById('u-nobody'), 404)
    expect(error.message).toContain('u-nobody')
    await clientError(lakeClient(t.url, {token: null}).users.getById('u-nobody'), 401)
  })
})

describe('projects and datasets', () => {
  it('GET /projects/{id} describes the project with its members', async () => {
    const ada = await addUser(t.lake, {email: 'ada@example.com', roles: ['administrator']})
    const client = lakeClient(t.url, {token: sessionFor(ada.id), apiVersion: '2021-12-15'})
    const project = await client.projects.getById(PROJECT_ID)
    expect(project).toMatchObject({
      id: PROJECT_ID,
      displayName: 'Tessera Test',
      studioHost: null,
      organizationId: null,
      isBlocked: false,
      metadata: {},
      features: [],
      createdAt: expect.any(String),
    })
    const adminToken = t.lake.kernel.tokens.list().find((token) => token.label === 'tests')!
    expect(project.members).toEqual([
      {
        id: ada.id,
        role: 'administrator',
        roles: [{name: 'administrator', title: 'Administrator'}],
        isRobot: false,
        isCurrentUser: true,
        createdAt: expect.any(String),
      },
      {
        id: adminToken.id,
        role: 'administrator',
        roles: [{name: 'administrator', title: 'Administrator'}],
        isRobot: true,
        isCurrentUser: false,
        createdAt: expect.any(String),
      },
    ])
  })

  it('answers 404 for another project id', async () => {
    const error = await clientError(t.client.projects.getById('elsewhere'), 404)
    expect(error.message).toContain('elsewhere')
    expect((await request(t.url, '/v2021-12-15/projects/elsewhere/datasets')).status).toBe(404)
  })

  it('GET /projects/{id}/datasets lists datasets with documents and configured ones', async () => {
    const client = lakeClient(t.url, {apiVersion: '2021-12-15'})
    expect((await client.datasets.list()).map((dataset) => dataset.name)).toEqual(['production'])
    await t.client.create({_id: 'a', _type: 'thing'})
    await t.clientFor({dataset: 'blog'}).create({_id: 'b', _type: 'thing'})
    const datasets = await client.datasets.list()
    expect(datasets.map((dataset) => dataset.name)).toEqual(['blog', 'production', 'test'])
    expect(datasets[0]).toMatchObject({name: 'blog', aclMode: 'private'})
  })

  it('GET /projects/{id}/datasets/{ds}/index-settings answers the default depth', async () => {
    const response = await request(t.url, `/v2021-12-15/projects/${PROJECT_ID}/datasets/test/index-settings`)
    expect(response).toMatchObject({status: 200, body: {partialIndexSettings: {maxFieldDepth: 20}}})
    expect((await request(t.url, `/v1/projects/${PROJECT_ID}/datasets/Bad!/index-settings`)).status).toBe(400)
    expect((await request(t.url, `/v1/projects/${PROJECT_ID}`, {token: null})).status).toBe(401)
  })
})
