// @vitest-environment jsdom
import {act, cleanup, render, screen} from '@testing-library/react'
import {startTestLake, TEST_DATASET, TEST_PROJECT_ID, type TestLake} from '@tessera/lake/testing'
import type {LocaleDefinition} from '@tessera/kit'
import {afterAll, afterEach, beforeAll, describe, expect, it} from 'vitest'
import type {StudioConfig} from '../../../src/config/types.js'
import {localeStorageKey} from '../../../src/studio/boot/locale-storage.js'
import {createMemoryHistory} from '../../../src/studio/router/history.js'
import {Studio} from '../../../src/studio/studio.js'
import {installDomShims} from '../navbar/support.js'

/*
 * Issue 22: the screens before a workspace exists speak the workspace's language: the locale stored
 * for its project, else its first locale (see ScreenLocale).
 */

let lake: TestLake

/** The lazy screen's code and the locale's bundle load first: on a busy machine that takes a while. */
const WAIT = {timeout: 8_000}

/** Norwegian for the screens, loaded lazily as a locale plugin's bundles usually are. */
const norwegian: LocaleDefinition = {
  id: 'nb-NO',
  title: 'Norsk',
  bundles: [
    {
      namespace: 'studio',
      resources: async () => ({
        'screen.schema-errors.title': 'Skjemafeil',
        'screen.schema-errors.description': 'Studioet kan ikke starte før skjemafeilene nedenfor er rettet.',
        'screen.workspace-not-found.title': 'Fant ikke arbeidsområdet',
        'screen.workspace-not-found.description':
          'Ingen arbeidsområder i dette studioet ligger på {{pathname}}.',
        'screen.workspace-not-found.go-to-default': 'Gå til standard arbeidsområde',
        'login.title': 'Logg inn',
        'login.choose-provider': 'Velg innloggingsmetode',
        'login.sign-in-with': 'Logg inn med {{provider}}',
      }),
    },
  ],
}
const english = {id: 'en-US', title: 'English'}

function workspace(overrides: Record<string, unknown> = {}): StudioConfig {
  return {
    projectId: TEST_PROJECT_ID,
    dataset: TEST_DATASET,
    apiHost: lake.url,
    apiVersion: '2025-02-19',
    auth: {redirectOnSingle: false},
    schema: {types: [{name: 'post', type: 'document', fields: [{name: 'title', type: 'string'}]}]},
    ...overrides,
  } as StudioConfig
}

const brokenSchema = {
  types: [{name: 'post', type: 'document', fields: [{name: 'author', type: 'person'}]}],
}

/**
 * Renders in an awaited act: a lazy screen's code arriving after a plain render's act scope would
 * never be retried in the test environment (React retries suspensions inside act only when awaited).
 */
async function renderAt(path: string, config: StudioConfig) {
  await act(async () => {
    render(<Studio config={config} history={createMemoryHistory(path)} />)
  })
}

beforeAll(async () => {
  installDomShims(1400)
  // The lazy screens' code in the module cache first, so it arrives within the act scope.
  await Promise.all([
    import('../../../src/studio/screens/schema-errors-screen.js'),
    import('../../../src/studio/screens/workspace-not-found-screen.js'),
    import('../../../src/studio/boot/login-container.js'),
  ])
  lake = await startTestLake({config: {dev: true, devOrigins: [window.location.origin]}})
})
afterAll(() => lake?.stop())
afterEach(() => {
  cleanup()
  localStorage.clear()
})

describe('the screens before a workspace exists, in the workspace locale', {timeout: 30_000}, () => {
  it('shows the schema errors screen in the locale stored for the project, English by default', async () => {
    const config = workspace({schema: brokenSchema, i18n: {locales: [english, norwegian]}})
    await renderAt('/', config)
    await screen.findByRole('heading', {name: 'Schema errors'}, WAIT)
    cleanup()
    localStorage.setItem(localeStorageKey(TEST_PROJECT_ID), 'nb-NO')
    await renderAt('/', config)
    await screen.findByRole('heading', {name: 'Skjemafeil'}, WAIT)
    expect(screen.getByText('Studioet kan ikke starte før skjemafeilene nedenfor er rettet.')).toBeTruthy()
    // The problem itself is the schema's message for the developer, in English.
    expect(screen.getByText(/person/)).toBeTruthy()
  })

  it('shows the sign-in screen in the first locale when nothing is stored', async () => {
    await renderAt('/', workspace({i18n: {locales: [norwegian, english]}}))
    await screen.findByRole('heading', {name: 'Logg inn'}, WAIT)
    await screen.findByText('Velg innloggingsmetode', {}, WAIT)
    expect(screen.getAllByRole('button', {name: /^Logg inn med /}).length).toBeGreaterThan(0)
  })

  it("shows 'Workspace not found' in the first workspace's locale, the path inside the sentence", async () => {
    localStorage.setItem(localeStorageKey(TEST_PROJECT_ID), 'nb-NO')
    await renderAt('/nowhere', [
      {...workspace({i18n: {locales: [english, norwegian]}}), name: 'blog', basePath: '/blog'},
    ] as unknown as StudioConfig)
    await screen.findByRole('heading', {name: 'Fant ikke arbeidsområdet'}, WAIT)
    const sentence = screen.getByText(/^Ingen arbeidsområder i dette studioet ligger på/)
    expect(sentence.textContent).toBe('Ingen arbeidsområder i dette studioet ligger på /nowhere.')
    expect(sentence.querySelector('code')?.textContent).toBe('/nowhere')
    expect(screen.getByRole('button', {name: 'Gå til standard arbeidsområde'})).toBeTruthy()
  })
})
