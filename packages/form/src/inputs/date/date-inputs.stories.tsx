import {Card} from '@sanity/ui'
import type {Meta, StoryObj} from '@storybook/react-vite'
import {useState} from 'react'
import {primitiveInput, StoryForm, storyDocType} from '../story-helpers.js'
import {Calendar} from './calendar.js'
import {DateInput} from './date-input.js'
import {DateTimeInput} from './date-time-input.js'

const meta: Meta = {title: 'Form/Date inputs'}
export default meta

const type = storyDocType([
  {name: 'published', title: 'Published (date, YYYY-MM-DD)', type: 'date'},
  {name: 'birthday', title: 'Birthday (date, DD.MM.YYYY)', type: 'date', options: {dateFormat: 'DD.MM.YYYY'}},
  {name: 'startsAt', title: 'Starts at (datetime)', type: 'datetime'},
  {
    name: 'slot',
    title: 'Slot (datetime, h:mm A, every 15 minutes)',
    type: 'datetime',
    options: {dateFormat: 'MMM D, YYYY', timeFormat: 'h:mm A', timeStep: 15},
  },
])

const inputs = {
  published: primitiveInput(DateInput),
  birthday: primitiveInput(DateInput),
  startsAt: primitiveInput(DateTimeInput),
  slot: primitiveInput(DateTimeInput),
}

export const Editable: StoryObj = {
  render: () => (
    <StoryForm
      type={type}
      inputs={inputs}
      initialValue={{published: '2024-03-15', startsAt: '2024-03-15T09:30:00.000Z'}}
    />
  ),
}

export const Empty: StoryObj = {render: () => <StoryForm type={type} inputs={inputs} />}

export const ReadOnly: StoryObj = {
  render: () => (
    <StoryForm
      type={type}
      inputs={inputs}
      readOnly
      initialValue={{published: '2024-03-15', startsAt: '2024-03-15T09:30:00.000Z'}}
    />
  ),
}

export const WithError: StoryObj = {
  render: () => (
    <StoryForm
      type={type}
      inputs={inputs}
      initialValue={{published: '2019-01-01'}}
      validation={[{level: 'error', message: 'Must be at or after 2020-01-01', path: ['published']}]}
    />
  ),
}

/** The calendar on its own, with time, today fixed at 4 March 2024. */
export const CalendarWithTime: StoryObj = {
  render: function Render() {
    const [selected, setSelected] = useState<Date>(new Date(2024, 2, 15, 10, 30))
    return (
      <Card padding={3} style={{width: 320}} shadow={2} radius={3}>
        <Calendar selected={selected} onSelect={setSelected} timeStep={15} today={new Date(2024, 2, 4)} />
      </Card>
    )
  },
}
