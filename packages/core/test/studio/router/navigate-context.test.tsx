// @vitest-environment jsdom
import {act, cleanup, render} from '@testing-library/react'
import {afterEach, expect, it} from 'vitest'
import {createMemoryHistory} from '../../../src/studio/router/history.js'
import {useNavigate, useStudioRouter} from '../../../src/studio/router/router-context.js'
import {RouterProvider} from '../../../src/studio/router/router-provider.js'

afterEach(cleanup)

it('gives navigate on its own: its readers do not render again when the location changes', () => {
  const history = createMemoryHistory('/playground/structure')
  const renders = {navigate: 0, router: 0}
  let go: ReturnType<typeof useNavigate> = () => undefined
  let pathname = ''
  function NavigateOnly() {
    go = useNavigate()
    renders.navigate++
    return null
  }
  function WholeRouter() {
    pathname = useStudioRouter().pathname
    renders.router++
    return null
  }
  const navigateOnly = <NavigateOnly />
  const wholeRouter = <WholeRouter />
  render(
    <RouterProvider history={history}>
      {navigateOnly}
      {wholeRouter}
    </RouterProvider>,
  )
  const first = go
  act(() => go('/playground/structure/post'))
  act(() => go('/playground/vision', {replace: true}))
  expect(history.location.pathname).toBe('/playground/vision')
  expect(pathname).toBe('/playground/vision')
  expect(renders).toEqual({navigate: 1, router: 3})
  expect(go).toBe(first)
})
