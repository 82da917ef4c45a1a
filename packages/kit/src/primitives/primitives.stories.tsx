import {ChevronDownIcon} from '@sanity/icons/ChevronDown'
import * as ui from '@sanity/ui'
import type {Meta, StoryObj} from '@storybook/react-vite'
import type {ComponentType, ReactNode} from 'react'
import {styled} from 'styled-components'
import * as kit from './index.js'

/**
 * The kit's primitives beside @sanity/ui's, with the same props: each pair must look the same. The
 * play function compares the computed styles and sizes of every pair (and of their text's line box
 * and icons), so the story test fails if a primitive drifts from the component it stands in for.
 */
const meta: Meta = {title: 'Kit/Primitives'}
export default meta

const PROPERTIES = [
  'display',
  'box-sizing',
  'padding-top',
  'padding-right',
  'padding-bottom',
  'padding-left',
  'margin-top',
  'margin-right',
  'margin-bottom',
  'margin-left',
  'flex-grow',
  'flex-shrink',
  'flex-basis',
  'min-width',
  'min-height',
  'height',
  'width',
  'overflow-x',
  'overflow-y',
  'align-items',
  'justify-content',
  'flex-direction',
  'flex-wrap',
  'row-gap',
  'column-gap',
  'grid-template-columns',
  'grid-auto-rows',
  'list-style-type',
  'position',
  'font-family',
  'font-size',
  'font-weight',
  'line-height',
  'letter-spacing',
  'transform',
  'color',
  'text-align',
  'white-space',
  'text-overflow',
]

function Pair({name, sanity, ours}: {name: string; sanity: ReactNode; ours: ReactNode}) {
  return (
    <div data-pair={name} style={{display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 16, width: 640}}>
      <div data-side="sanity" style={{display: 'flex', outline: '1px dashed #ccc'}}>
        {sanity}
      </div>
      <div data-side="ours" style={{display: 'flex', outline: '1px dashed #ccc'}}>
        {ours}
      </div>
    </div>
  )
}

const LONG = 'A long line of text that does not fit in the width it is given, so it is cut'

function text(T: typeof ui.Text | typeof kit.Text) {
  return (
    <ui.Stack gap={3} padding={2} style={{flex: 1, minWidth: 0}}>
      <T size={0}>Size 0</T>
      <T size={1} weight="medium">
        Size 1 medium
      </T>
      <T size={2} muted>
        Size 2 muted <code>code</code> <a href="#x">link</a> <strong>strong</strong>
      </T>
      <T size={3} weight="semibold" accent>
        Size 3 accent
      </T>
      <T size={4} weight="bold" align="center">
        Size 4 bold centred
      </T>
      <T size={[1, 2, 3]}>
        Responsive <ChevronDownIcon />
      </T>
      <T size={1} textOverflow="ellipsis">
        {LONG}
      </T>
      <T as="label" size={1} weight="medium">
        A label
      </T>
    </ui.Stack>
  )
}

// A styled(Box)'s own rules override the Box's, as they do @sanity/ui's.
const StyledUiBox = styled(ui.Box)`
  padding: 5px;
  display: flex;
`
const StyledKitBox = styled(kit.Box)`
  padding: 5px;
  display: flex;
`

function boxes(
  B: typeof ui.Box | typeof kit.Box,
  F: typeof ui.Flex | typeof kit.Flex,
  S: typeof ui.Stack | typeof kit.Stack,
  Styled: ComponentType<{padding: number; children: ReactNode}>,
) {
  return (
    <div style={{flex: 1, minWidth: 0}}>
      <B padding={3}>padding 3</B>
      <B paddingX={[2, 3, 4]} paddingY={1} marginTop={2}>
        paddingX responsive
      </B>
      <B padding={2} paddingLeft={4} overflow="auto" sizing="border">
        padding, then left
      </B>
      <F gap={2} align="center" justify="space-between" wrap="wrap" padding={1}>
        <B flex={1}>flex 1</B>
        <B flex={2}>flex 2</B>
        <B>none</B>
      </F>
      <F direction="column" gap={[1, 3]}>
        <B>column</B>
        <B>gap</B>
      </F>
      <S gap={3} padding={2}>
        <B>stack</B>
        <B>gap 3</B>
      </S>
      <B as="ul" padding={1}>
        <li>list</li>
      </B>
      <B display={['none', 'block']}>display responsive</B>
      <div style={{height: 40, display: 'flex'}}>
        <B height="fill">fill</B>
      </div>
      <Styled padding={3}>styled</Styled>
    </div>
  )
}

export const Parity: StoryObj = {
  render: () => (
    <ui.Card padding={4}>
      <ui.Stack gap={4}>
        <Pair name="text" sanity={text(ui.Text)} ours={text(kit.Text)} />
        <Pair
          name="boxes"
          sanity={boxes(ui.Box, ui.Flex, ui.Stack, StyledUiBox)}
          ours={boxes(kit.Box, kit.Flex, kit.Stack, StyledKitBox)}
        />
        <ui.Card tone="critical" padding={2}>
          <Pair name="tone" sanity={text(ui.Text)} ours={text(kit.Text)} />
        </ui.Card>
      </ui.Stack>
    </ui.Card>
  ),
  play: async ({canvasElement}) => {
    const differences: string[] = []
    for (const pair of Array.from(canvasElement.querySelectorAll<HTMLElement>('[data-pair]'))) {
      const sanity = Array.from(pair.querySelectorAll<HTMLElement>('[data-side="sanity"] *'))
      const ours = Array.from(pair.querySelectorAll<HTMLElement>('[data-side="ours"] *'))
      if (sanity.length !== ours.length) {
        differences.push(`${pair.dataset.pair}: ${sanity.length} elements against ${ours.length}`)
        continue
      }
      sanity.forEach((element, index) => {
        const other = ours[index]!
        const where = `${pair.dataset.pair} #${index} <${element.tagName.toLowerCase()}> "${element.textContent?.slice(0, 20)}"`
        for (const pseudo of [null, '::before', '::after']) {
          const a = getComputedStyle(element, pseudo)
          const b = getComputedStyle(other, pseudo)
          for (const property of PROPERTIES) {
            const [left, right] = [a.getPropertyValue(property), b.getPropertyValue(property)]
            if (left !== right) differences.push(`${where}${pseudo ?? ''} ${property}: ${left} vs ${right}`)
          }
        }
        const [ra, rb] = [element.getBoundingClientRect(), other.getBoundingClientRect()]
        if (Math.abs(ra.width - rb.width) > 0.5 || Math.abs(ra.height - rb.height) > 0.5) {
          differences.push(`${where} size: ${ra.width}×${ra.height} vs ${rb.width}×${rb.height}`)
        }
      })
    }
    if (differences.length > 0) throw new Error(`primitives differ:\n${differences.slice(0, 40).join('\n')}`)
  },
}
