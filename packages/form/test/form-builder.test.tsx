// @vitest-environment jsdom
import {createClient, type SanityClient} from '@sanity/client'
import {LayerProvider, ThemeProvider} from '@sanity/ui'
import {buildTheme} from '@sanity/ui/theme'
import {cleanup, fireEvent, render, screen} from '@testing-library/react'
import {startTestLake, TEST_DATASET, TEST_PROJECT_ID, type TestLake} from '@tessera/lake/testing'
import {compileSchema} from '@tessera/schema'
import type {SchemaType} from '@tessera/types'
import {afterAll, afterEach, beforeAll, expect, it} from 'vitest'
import {FormBuilder} from '../src/builder/form-builder.js'
import type {FormPatch} from '../src/patch/patches.js'
import {toMutationPatches} from '../src/patch/to-mutation-patches.js'
import {prepareFormState} from '../src/state/prepare-form-state.js'
import './support/themed.js'

const schema = compileSchema({
  name: 'builder',
  types: [
    {name: 'address', type: 'object', fields: [{name: 'city', type: 'string', title: 'City'}]},
    {
      name: 'profile',
      type: 'document',
      fields: [
        {name: 'name', type: 'string', title: 'Name'},
        {name: 'age', type: 'number', title: 'Age'},
        {name: 'home', type: 'address', title: 'Home'},
      ],
    },
  ],
})
const profile = schema.get('profile') as SchemaType

let lake: TestLake
let client: SanityClient

beforeAll(async () => {
  lake = await startTestLake()
  client = createClient({
    projectId: TEST_PROJECT_ID,
    dataset: TEST_DATASET,
    apiHost: lake.url,
    apiVersion: '2025-02-19',
    useProjectHostname: false,
    useCdn: false,
    token: lake.adminToken,
  })
})
afterAll(() => lake?.stop())
afterEach(cleanup)

it('turns typing into document patches, creating nested objects, that the lake applies', async () => {
  await client.create({_id: 'drafts.me', _type: 'profile', name: 'Ada'})
  const document = await client.getDocument('drafts.me')
  const patches: FormPatch[] = []
  render(
    <ThemeProvider theme={buildTheme()}>
      <LayerProvider>
        <FormBuilder
          state={prepareFormState({schemaType: profile, value: document})}
          onChange={(next) => patches.push(...next)}
        />
      </LayerProvider>
    </ThemeProvider>,
  )
  fireEvent.change(screen.getByLabelText('Name'), {target: {value: 'Ada Lovelace'}})
  fireEvent.change(screen.getByLabelText('Age'), {target: {value: '36'}})
  fireEvent.change(screen.getByLabelText('City'), {target: {value: 'London'}})
  // Text goes as a diffMatchPatch of the change (the empty city is started with setIfMissing first).
  expect(patches.map((patch) => [patch.type, patch.path])).toEqual([
    ['diffMatchPatch', ['name']],
    ['set', ['age']],
    ['setIfMissing', ['home']],
    ['setIfMissing', ['home', 'city']],
    ['diffMatchPatch', ['home', 'city']],
  ])
  await client.mutate(toMutationPatches('drafts.me', patches) as never)
  expect(await client.getDocument('drafts.me')).toMatchObject({
    name: 'Ada Lovelace',
    age: 36,
    home: {_type: 'address', city: 'London'},
  })
})
