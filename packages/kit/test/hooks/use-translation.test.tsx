// @vitest-environment jsdom
import {act, cleanup, render, screen} from '@testing-library/react'
import type {WorkspaceKernel} from '@tessera/store'
import {Suspense} from 'react'
import {afterAll, afterEach, beforeAll, describe, expect, it} from 'vitest'
import {useTranslation} from '../../src/hooks/use-translation.js'
import {createI18n, type I18n} from '../../src/i18n/create-i18n.js'
import {startLake, type TestLake} from '../support/lake.js'
import {createTestKernel, workspaceWrapper} from '../support/workspace.js'

let lake: TestLake
let kernel: WorkspaceKernel

beforeAll(async () => {
  lake = await startLake()
  kernel = createTestKernel(lake.url, (await lake.user('Ada Editor')).token)
})

afterEach(cleanup)

afterAll(async () => {
  kernel.dispose()
  await lake.stop()
})

function deferred<T>(): {promise: Promise<T>; resolve(value: T): void} {
  let resolve!: (value: T) => void
  const promise = new Promise<T>((done) => (resolve = done))
  return {promise, resolve}
}

function Greeting() {
  const {t} = useTranslation('seo')
  return <p>{t('greeting', {name: 'Ada'})}</p>
}

function createSeoI18n(load: () => Promise<Record<string, string>>): I18n {
  return createI18n({
    locales: [
      {id: 'en-US', title: 'English'},
      {id: 'nb-NO', title: 'Norsk'},
    ],
    bundles: [
      {locale: 'en-US', namespace: 'seo', resources: load},
      {locale: 'nb-NO', namespace: 'seo', resources: {greeting: 'Hei, {{name}}'}},
    ],
    defaultLocale: 'en-US',
  })
}

describe('useTranslation', () => {
  it('suspends while the lazy bundle loads, then translates; loads it once', async () => {
    const bundle = deferred<Record<string, string>>()
    let loads = 0
    const i18n = createSeoI18n(() => {
      loads++
      return bundle.promise
    })
    // Awaited act: React 19 retries a suspended render only when the act scope is awaited.
    await act(async () => {
      render(
        <Suspense fallback={<p>loading translations</p>}>
          <Greeting />
          <Greeting />
        </Suspense>,
        {wrapper: workspaceWrapper(kernel, {i18n})},
      )
    })
    expect(screen.getByText('loading translations')).toBeTruthy()

    await act(async () => bundle.resolve({greeting: 'Hello, {{name}}'}))
    expect(screen.getAllByText('Hello, Ada')).toHaveLength(2)
    expect(loads).toBe(1)
  })

  it('re-renders in the new locale after changeLocale', async () => {
    const i18n = createSeoI18n(async () => ({greeting: 'Hello, {{name}}'}))
    await act(async () => {
      render(
        <Suspense fallback={<p>loading translations</p>}>
          <Greeting />
        </Suspense>,
        {wrapper: workspaceWrapper(kernel, {i18n})},
      )
    })
    expect(screen.getByText('Hello, Ada')).toBeTruthy()
    await act(() => i18n.changeLocale('nb-NO'))
    expect(screen.getByText('Hei, Ada')).toBeTruthy()
  })

  it('renders at once, without a fallback, when the namespace has nothing to load', () => {
    const i18n = createI18n({
      locales: [
        {id: 'en-US', title: 'English', bundles: [{namespace: 'seo', resources: {greeting: 'Hi, {{name}}'}}]},
      ],
      defaultLocale: 'en-US',
    })
    render(
      <Suspense fallback={<p>loading translations</p>}>
        <Greeting />
      </Suspense>,
      {wrapper: workspaceWrapper(kernel, {i18n})},
    )
    expect(screen.getByText('Hi, Ada')).toBeTruthy()
  })
})
