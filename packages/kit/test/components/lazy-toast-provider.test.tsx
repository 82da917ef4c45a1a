// @vitest-environment jsdom
import {Button, LayerProvider, ThemeProvider} from '@sanity/ui'
import {buildTheme} from '@sanity/ui/theme'
import {ToastProvider, useToast as useSanityToast} from '@sanity/ui/toast'
import {act, cleanup, fireEvent, render, screen} from '@testing-library/react'
import type {ReactElement} from 'react'
import {afterEach, describe, expect, it, vi} from 'vitest'
import {LazyToastProvider} from '../../src/components/toast/lazy-toast-provider.js'
import {useToast} from '../../src/components/toast/toast-context.js'
import '../support/match-media.js'

const theme = buildTheme()

afterEach(cleanup)

function themed(children: ReactElement) {
  return render(
    <ThemeProvider theme={theme}>
      <LayerProvider>{children}</LayerProvider>
    </ThemeProvider>,
  )
}

const ids: string[] = []
function PushButton({title, useHook = useToast}: {title: string; useHook?: typeof useToast}) {
  const toast = useHook()
  return <Button text={`Push ${title}`} onClick={() => ids.push(toast.push({title, status: 'info'}))} />
}

describe('LazyToastProvider', () => {
  // First in the file: the toasts' code is not in yet (a loaded module stays loaded).
  it('renders no toast layer until the first toast; toasts pushed before its code came all show', async () => {
    themed(
      <LazyToastProvider>
        <PushButton title="First" />
        <PushButton title="Second" />
      </LazyToastProvider>,
    )
    expect(document.querySelector('[data-ui="ToastProvider"]')).toBeNull()
    act(() => {
      fireEvent.click(screen.getByRole('button', {name: 'Push First'}))
      fireEvent.click(screen.getByRole('button', {name: 'Push Second'}))
    })
    // Both ids came back at once, before the code.
    expect(ids).toHaveLength(2)
    expect(new Set(ids).size).toBe(2)
    expect(document.querySelector('[data-ui="ToastProvider"]')).toBeNull()
    expect(await screen.findByText('First')).toBeTruthy()
    expect(await screen.findByText('Second')).toBeTruthy()
    expect(document.querySelectorAll('[data-ui="ToastProvider"] [data-ui="Toast"]')).toHaveLength(2)
  })

  it('shows later toasts through the real provider, without remounting the app inside', async () => {
    themed(
      <LazyToastProvider>
        <PushButton title="Saved" />
      </LazyToastProvider>,
    )
    const button = screen.getByRole('button', {name: 'Push Saved'})
    await act(async () => fireEvent.click(button))
    expect(await screen.findByText('Saved')).toBeTruthy()
    await act(async () => fireEvent.click(button))
    await vi.waitFor(() => expect(screen.getAllByText('Saved')).toHaveLength(2))
    expect(screen.getByRole('button', {name: 'Push Saved'})).toBe(button)
  })

  it("works with @sanity/ui's useToast inside, and the kit's useToast under @sanity/ui's provider", async () => {
    themed(
      <LazyToastProvider>
        <PushButton title="Sanity hook" useHook={useSanityToast} />
      </LazyToastProvider>,
    )
    await act(async () => fireEvent.click(screen.getByRole('button', {name: 'Push Sanity hook'})))
    expect(await screen.findByText('Sanity hook')).toBeTruthy()
    cleanup()
    themed(
      <ToastProvider>
        <PushButton title="Kit hook" />
      </ToastProvider>,
    )
    await act(async () => fireEvent.click(screen.getByRole('button', {name: 'Push Kit hook'})))
    expect(await screen.findByText('Kit hook')).toBeTruthy()
  })
})
