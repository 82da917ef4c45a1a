import type {Meta, StoryObj} from '@storybook/react-vite'
import type {TypeDefinition} from '@tessera/types'
import {screen, userEvent} from 'storybook/test'
import {ArrayOfObjectsInput} from './array-of-objects-input.js'
import {ArrayStory} from './story-state.js'

const meta: Meta<typeof ArrayOfObjectsInput> = {
  title: 'Form/Arrays/Array of objects',
  component: ArrayOfObjectsInput,
}
export default meta

type Story = StoryObj<typeof ArrayOfObjectsInput>

/** Opens the first item's editor, so the screenshot shows it. */
const openOslo: Story['play'] = async () => {
  await userEvent.click(await screen.findByRole('button', {name: /Oslo/}))
  await screen.findByRole('dialog', {name: 'Edit Stop'})
}

const stop: TypeDefinition = {
  name: 'stop',
  type: 'object',
  title: 'Stop',
  fields: [
    {name: 'city', type: 'string', title: 'City'},
    {name: 'country', type: 'string', title: 'Country'},
    {name: 'nights', type: 'number', title: 'Nights'},
  ],
  preview: {
    select: {city: 'city', country: 'country', nights: 'nights'},
    prepare: ({city, country, nights}) => ({
      title: typeof city === 'string' ? city : undefined,
      subtitle: [
        country,
        typeof nights === 'number' ? `${nights} ${nights === 1 ? 'night' : 'nights'}` : undefined,
      ]
        .filter(Boolean)
        .join(' · '),
    }),
  },
}
const hotel: TypeDefinition = {
  name: 'hotel',
  type: 'object',
  title: 'Hotel',
  fields: [
    {name: 'name', type: 'string', title: 'Name'},
    {name: 'stars', type: 'number', title: 'Stars'},
  ],
}
const note: TypeDefinition = {
  name: 'note',
  type: 'object',
  title: 'Note',
  fields: [{name: 'text', type: 'text', title: 'Text', rows: 3}],
}

const trip = [
  {_key: 'oslo', _type: 'stop', city: 'Oslo', country: 'Norway', nights: 2},
  {_key: 'bergen', _type: 'stop', city: 'Bergen', country: 'Norway', nights: 3},
  {_key: 'roma', _type: 'stop', city: 'Roma', country: 'Italy', nights: 4},
]

const stops = (extra: Partial<TypeDefinition> = {}) =>
  ({name: 'stops', type: 'array', title: 'Stops', of: [{type: 'stop'}], ...extra}) as TypeDefinition & {
    name: string
  }

export const List: Story = {
  render: () => <ArrayStory types={[stop]} field={stops()} value={trip} input={ArrayOfObjectsInput} />,
}

export const Empty: Story = {
  render: () => <ArrayStory types={[stop]} field={stops()} input={ArrayOfObjectsInput} />,
}

export const Grid: Story = {
  render: () => (
    <ArrayStory
      types={[stop]}
      field={stops({options: {layout: 'grid'}})}
      value={[...trip, {_key: 'paris', _type: 'stop', city: 'Paris', country: 'France', nights: 1}]}
      input={ArrayOfObjectsInput}
    />
  ),
}

export const SeveralTypes: Story = {
  render: () => (
    <ArrayStory
      types={[stop, hotel, note]}
      field={stops({of: [{type: 'stop'}, {type: 'hotel'}, {type: 'note'}]})}
      value={[trip[0], {_key: 'grand', _type: 'hotel', name: 'Grand Hotel', stars: 5}, trip[1]]}
      input={ArrayOfObjectsInput}
    />
  ),
}

export const PopoverEditing: Story = {
  render: () => (
    <ArrayStory
      types={[stop]}
      field={stops({options: {modal: {type: 'popover', width: 1}}})}
      value={trip}
      input={ArrayOfObjectsInput}
    />
  ),
  play: openOslo,
}

export const WideDialog: Story = {
  render: () => (
    <ArrayStory
      types={[stop]}
      field={stops({options: {modal: {type: 'dialog', width: 3}}})}
      value={trip}
      input={ArrayOfObjectsInput}
    />
  ),
  play: openOslo,
}

export const NotSortable: Story = {
  render: () => (
    <ArrayStory
      types={[stop]}
      field={stops({options: {sortable: false}})}
      value={trip}
      input={ArrayOfObjectsInput}
    />
  ),
}

export const ReadOnly: Story = {
  render: () => (
    <ArrayStory types={[stop]} field={stops()} value={trip} readOnly input={ArrayOfObjectsInput} />
  ),
}

const cities = ['Oslo', 'Bergen', 'Roma', 'Paris', 'Lyon', 'Porto', 'Gent', 'Split', 'Turku', 'Cork']
export const HundredTwentyItems: Story = {
  name: '120 items (virtualised)',
  render: () => (
    <ArrayStory
      types={[stop]}
      field={stops()}
      value={Array.from({length: 120}, (_, index) => ({
        _key: `stop-${index}`,
        _type: 'stop',
        city: `${cities[index % cities.length]} ${index + 1}`,
        nights: (index % 5) + 1,
      }))}
      input={ArrayOfObjectsInput}
      showValue={false}
    />
  ),
}

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

export const SlowInitialValue: Story = {
  name: 'Initial value (slow, then failing)',
  render: () => (
    <ArrayStory
      types={[
        {
          ...stop,
          initialValue: async () => (await wait(1200), {city: 'Paris', country: 'France', nights: 2}),
        },
        {
          ...hotel,
          initialValue: async () => {
            await wait(600)
            throw new Error('The rates service did not answer')
          },
        },
      ]}
      field={stops({of: [{type: 'stop'}, {type: 'hotel'}]})}
      value={trip.slice(0, 1)}
      input={ArrayOfObjectsInput}
    />
  ),
}

export const UndeclaredType: Story = {
  render: () => (
    <ArrayStory
      types={[stop]}
      field={stops()}
      value={[trip[0], {_key: 'ghost', _type: 'ferry', from: 'Kiel', to: 'Oslo'}, trip[1]]}
      input={ArrayOfObjectsInput}
    />
  ),
}
