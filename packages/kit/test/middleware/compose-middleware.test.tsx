import {useState, type ReactNode} from 'react'
import {renderToStaticMarkup} from 'react-dom/server'
import {describe, expect, it} from 'vitest'

import {composeMiddleware, type MiddlewareProps} from '../../src/index.js'

interface NavbarProps {
  title: string
}

function Navbar(props: NavbarProps): ReactNode {
  return <nav>{props.title}</nav>
}

function PluginLayer(props: MiddlewareProps<NavbarProps>): ReactNode {
  return <div className="plugin">{props.renderDefault({...props, title: `${props.title} (plugin)`})}</div>
}

function RootLayer(props: MiddlewareProps<NavbarProps>): ReactNode {
  return <div className="root">{props.renderDefault(props)}</div>
}

describe('composeMiddleware', () => {
  it('renders the default component without layers', () => {
    const Composed = composeMiddleware<NavbarProps>([], Navbar)
    expect(renderToStaticMarkup(<Composed title="Studio" />)).toBe('<nav>Studio</nav>')
  })

  it('makes the last layer the outermost, each renderDefault rendering the next layer down', () => {
    const Composed = composeMiddleware<NavbarProps>([PluginLayer, RootLayer], Navbar)
    expect(renderToStaticMarkup(<Composed title="Studio" />)).toBe(
      '<div class="root"><div class="plugin"><nav>Studio (plugin)</nav></div></div>',
    )
  })

  it('lets a layer replace the default by not calling renderDefault', () => {
    function Replace(props: MiddlewareProps<NavbarProps>): ReactNode {
      return <header>{props.title}</header>
    }
    const Composed = composeMiddleware<NavbarProps>([PluginLayer, Replace], Navbar)
    expect(renderToStaticMarkup(<Composed title="Studio" />)).toBe('<header>Studio</header>')
  })

  it('renders each layer as a component, so layers may use hooks', () => {
    function Stateful(props: MiddlewareProps<NavbarProps>): ReactNode {
      const [count] = useState(3)
      return props.renderDefault({...props, title: `${props.title} ${count}`})
    }
    const Composed = composeMiddleware<NavbarProps>([Stateful, Stateful], Navbar)
    expect(renderToStaticMarkup(<Composed title="Studio" />)).toBe('<nav>Studio 3 3</nav>')
  })

  it('does not pass renderDefault on to the default component', () => {
    const seen: object[] = []
    function Spy(props: NavbarProps): ReactNode {
      seen.push(props)
      return null
    }
    const Composed = composeMiddleware<NavbarProps>([RootLayer], Spy)
    renderToStaticMarkup(<Composed title="Studio" />)
    expect(seen).toEqual([{title: 'Studio'}])
  })

  it('names the composed component after the default', () => {
    expect(composeMiddleware<NavbarProps>([], Navbar).displayName).toBe('Composed(Navbar)')
  })
})
