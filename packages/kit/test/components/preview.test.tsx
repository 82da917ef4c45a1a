// @vitest-environment jsdom
import {LayerProvider, ThemeProvider} from '@sanity/ui'
import {buildTheme} from '@sanity/ui/theme'
import {cleanup, render, screen} from '@testing-library/react'
import type {ReactNode} from 'react'
import {afterEach, describe, expect, it, vi} from 'vitest'
import {avatarColorOf, initialsOf, UserAvatar} from '../../src/components/avatar/user-avatar.js'
import {firstBlockText, preparePreview} from '../../src/components/preview/prepare-preview.js'
import {PREVIEW_SIZES} from '../../src/components/preview/preview-sizes.js'
import {Preview} from '../../src/components/preview/preview.js'
import {previewDisplay} from '../../src/components/preview/preview-value.js'
import '../support/match-media.js'

const theme = buildTheme()

const themed = (node: ReactNode) =>
  render(
    <ThemeProvider theme={theme}>
      <LayerProvider>{node}</LayerProvider>
    </ThemeProvider>,
  )

afterEach(cleanup)

describe('Preview', () => {
  it("says 'Untitled' when there is no title", () => {
    themed(<Preview subtitle="Ada" />)
    expect(screen.getByText('Untitled')).toBeTruthy()
    expect(screen.getByText('Ada')).toBeTruthy()
  })

  it('has the sizes of spec 000 §3', () => {
    expect(PREVIEW_SIZES).toEqual({
      block: {height: 33},
      blockImage: {width: 600, height: 400},
      compact: {height: 25},
      default: {height: 33},
      detail: {height: 73},
      inline: {height: 15},
      media: {width: 160, height: 160},
    })
    const {container} = themed(<Preview layout="detail" title="Post" description="Long text" />)
    const root = container.querySelector('[data-preview-layout="detail"]') as HTMLElement
    expect(root.style.minHeight).toBe('73px')
    expect(screen.getByText('Long text')).toBeTruthy()
  })

  it('shows the preview values imageUrl (as the media when there is none) and date (spec 001 §2)', () => {
    const shown = previewDisplay({
      title: 'Launch',
      imageUrl: 'https://cdn.example/launch.png',
      date: '2025-03-04T12:00:00',
    })
    expect(shown).toEqual({
      title: 'Launch',
      subtitle: undefined,
      description: undefined,
      media: 'https://cdn.example/launch.png',
      date: '2025-03-04',
    })
    expect(
      previewDisplay({media: 'https://cdn.example/own.png', imageUrl: 'https://cdn.example/x.png'}).media,
    ).toBe('https://cdn.example/own.png')
    const {container} = themed(<Preview {...shown} />)
    expect(container.querySelector('img')?.getAttribute('src')).toBe('https://cdn.example/launch.png')
    expect(container.querySelector('[data-preview-date]')?.textContent).toBe('2025-03-04')
  })

  it("logs values that cannot be shown and gives 'Invalid preview config' (spec 001 §5)", () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined)
    const prepared = preparePreview(
      {_type: 'event', title: {nested: true}, when: '2025'},
      {title: 'title'},
      undefined,
    )
    expect(prepared).toEqual({
      title: 'Invalid preview config',
      subtitle: 'Check the error log in the console',
    })
    expect(errors).toHaveBeenCalledWith(
      'Invalid preview value for type "event": "title" must be a string, number, boolean, undefined or null, got object',
    )
    // Logged once, however often the preview renders.
    preparePreview({_type: 'event', title: {nested: true}}, {title: 'title'}, undefined)
    expect(errors).toHaveBeenCalledTimes(1)
    // An image picked as media is fine; so are numbers and booleans.
    expect(
      preparePreview(
        {_type: 'event', image: {asset: {_ref: 'image-a'}}, n: 3},
        {media: 'image', title: 'n'},
        undefined,
      ),
    ).toEqual({media: {asset: {_ref: 'image-a'}}, title: 3})
    errors.mockRestore()
  })

  it('picks the selected paths and runs prepare', () => {
    const value = {title: 'Hello', author: {name: 'Ada'}}
    expect(preparePreview(value, {title: 'title', subtitle: 'author.name'}, undefined)).toEqual({
      title: 'Hello',
      subtitle: 'Ada',
    })
    expect(
      preparePreview(value, {title: 'title'}, (selection) => ({title: `${String(selection.title)}!`})),
    ).toEqual({title: 'Hello!'})
  })

  it('shows a rich-text value as the text of its first text block', () => {
    const body = [
      {_type: 'image', _key: 'i'},
      {
        _type: 'block',
        _key: 'a',
        children: [{_type: 'span', text: 'First '}, {_type: 'mention'}, {_type: 'span', text: 'block'}],
      },
      {_type: 'block', _key: 'b', children: [{_type: 'span', text: 'Second'}]},
    ]
    expect(preparePreview({body, title: 'T'}, {title: 'title', subtitle: 'body'}, undefined)).toEqual({
      title: 'T',
      subtitle: 'First block',
    })
    expect(preparePreview({body}, {text: 'body'}, (selection) => ({title: selection.text as never}))).toEqual(
      {
        title: 'First block',
      },
    )
    expect(firstBlockText('plain')).toBeUndefined()
    expect(firstBlockText([])).toBeUndefined()
  })
})

describe('UserAvatar', () => {
  it('shows initials and keeps one colour per user', () => {
    expect(initialsOf('Ada King Lovelace')).toBe('AL')
    expect(initialsOf('grace')).toBe('G')
    expect(initialsOf(undefined)).toBe('?')
    expect(avatarColorOf('u-ada')).toBe(avatarColorOf('u-ada'))
    themed(<UserAvatar user={{id: 'u-ada', displayName: 'Ada Lovelace'}} />)
    expect(screen.getByText('AL')).toBeTruthy()
  })
})
