import {Button, Flex} from '@sanity/ui'
import {compileSchema} from '@tessera/schema'
import type {ValidationMarker} from '@tessera/types'
import type {Meta, StoryObj} from '@storybook/react-vite'
import {useState} from 'react'
import {createValidatingFlag, LiveValidationSummary} from './document-validation.js'

const schema = compileSchema({
  name: 'stories',
  types: [{name: 'note', title: 'Note', type: 'document', fields: [{name: 'title', type: 'string'}]}],
})
const note = schema.get('note')!
const markers: ValidationMarker[] = [{level: 'error', message: 'Required', path: ['title']}]

/**
 * The summary reading the run's state from a flag outside React state (what the document pane does):
 * the button starts and ends a run; a run shows 'Validating…' once it has lasted 400 ms.
 */
function FlagFromOutside() {
  const [flag] = useState(createValidatingFlag)
  const [running, setRunning] = useState(false)
  return (
    <Flex gap={3} align="center" padding={3}>
      <Button
        mode="ghost"
        text={running ? 'End the run' : 'Start a run'}
        onClick={() => {
          flag.set(!running)
          setRunning(!running)
        }}
      />
      <LiveValidationSummary flag={flag} markers={markers} schemaType={note} onJump={() => {}} />
    </Flex>
  )
}

const meta = {
  title: 'Structure/Document header/Live validation summary',
  component: FlagFromOutside,
} satisfies Meta<typeof FlagFromOutside>

export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {}
