// @vitest-environment jsdom
import {Button, LayerProvider, PortalProvider, Text, ThemeProvider} from '@sanity/ui'
import {buildTheme} from '@sanity/ui/theme'
import {act, cleanup, fireEvent, render, screen} from '@testing-library/react'
import {createRef, type ReactElement} from 'react'
import {afterEach, describe, expect, it, vi} from 'vitest'
import {LazyTooltip} from '../../src/components/tooltip/lazy-tooltip.js'
import '../support/match-media.js'

const theme = buildTheme()

afterEach(cleanup)

function themed(children: ReactElement) {
  return render(
    <ThemeProvider theme={theme}>
      <LayerProvider>
        <PortalProvider element={document.body}>{children}</PortalProvider>
      </LayerProvider>
    </ThemeProvider>,
  )
}

const tip = <Text size={1}>Published 2 days ago</Text>

describe('LazyTooltip', () => {
  it('renders just its child until it is first hovered or focused', () => {
    themed(
      <LazyTooltip content={tip} portal>
        <Button text="Status" />
      </LazyTooltip>,
    )
    expect(screen.getByRole('button', {name: 'Status'})).toBeTruthy()
    expect(document.querySelector('[data-ui="Tooltip"]')).toBeNull()
    expect(screen.queryByText('Published 2 days ago')).toBeNull()
  })

  it('shows the tooltip at the first hover, then hides it when the pointer leaves', async () => {
    themed(
      <LazyTooltip content={tip} portal placement="left">
        <Button text="Status" />
      </LazyTooltip>,
    )
    const button = screen.getByRole('button', {name: 'Status'})
    await act(async () => fireEvent.mouseEnter(button))
    const shown = await screen.findByText('Published 2 days ago')
    const layer = shown.closest('[data-ui="Tooltip"]') as HTMLElement
    expect(layer).toBeTruthy()
    expect(layer.style.display).not.toBe('none')
    // The same element: the child was not remounted when the real Tooltip came in.
    expect(screen.getByRole('button', {name: 'Status'})).toBe(button)
    await act(async () => fireEvent.mouseLeave(button))
    await vi.waitFor(() => expect(layer.style.display).toBe('none'))
    // Hovered again, it shows again (now through the real Tooltip's own handlers).
    await act(async () => fireEvent.mouseEnter(button))
    await vi.waitFor(() => expect(layer.style.display).not.toBe('none'))
  })

  it('shows at the first focus and keeps the focus on the child', async () => {
    themed(
      <LazyTooltip content={tip} portal>
        <Button text="Status" />
      </LazyTooltip>,
    )
    const button = screen.getByRole('button', {name: 'Status'})
    await act(async () => button.focus())
    expect(await screen.findByText('Published 2 days ago')).toBeTruthy()
    expect(document.activeElement).toBe(button)
  })

  it("keeps the child's own handlers and ref", async () => {
    const onMouseEnter = vi.fn()
    const onClick = vi.fn()
    const ref = createRef<HTMLButtonElement>()
    themed(
      <LazyTooltip content={tip} portal>
        <Button ref={ref} text="Status" onMouseEnter={onMouseEnter} onClick={onClick} />
      </LazyTooltip>,
    )
    const button = screen.getByRole('button', {name: 'Status'})
    expect(ref.current).toBe(button)
    await act(async () => fireEvent.mouseEnter(button))
    await screen.findByText('Published 2 days ago')
    fireEvent.click(button)
    expect(onMouseEnter).toHaveBeenCalledTimes(1)
    expect(onClick).toHaveBeenCalledTimes(1)
    expect(ref.current).toBe(button)
  })

  it('shows nothing while disabled, as the real Tooltip', async () => {
    themed(
      <LazyTooltip content={tip} portal disabled>
        <Button text="Status" />
      </LazyTooltip>,
    )
    await act(async () => fireEvent.mouseEnter(screen.getByRole('button', {name: 'Status'})))
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)))
    expect(screen.queryByText('Published 2 days ago')).toBeNull()
  })
})
