import {Card, Grid, TextInput} from '@sanity/ui'
import {Stack, Text} from '@tessera/kit/primitives'
import {useState} from 'react'
import {set, unset} from '../patch/patches.js'
import type {ObjectFormNode} from '../state/types.js'
import {isRecord} from '../state/values.js'
import type {ObjectInputProps} from './input-props.js'
import {firstError} from './option-list.js'

type Coordinate = 'lat' | 'lng' | 'alt'

interface CoordinateSpec {
  key: Coordinate
  label: string
  min?: number
  max?: number
}

const COORDINATES: CoordinateSpec[] = [
  {key: 'lat', label: 'Latitude', min: -90, max: 90},
  {key: 'lng', label: 'Longitude', min: -180, max: 180},
  {key: 'alt', label: 'Altitude'},
]

/** The first error at a coordinate's own field, if the form state has one. */
function memberError(node: ObjectFormNode, key: Coordinate): string | undefined {
  for (const member of node.members) {
    if (member.kind === 'field' && member.name === key) return firstError(member.field.validation)
  }
  return undefined
}

/**
 * A geopoint as three numbers: latitude (-90 to 90), longitude (-180 to 180) and altitude. Each sets or
 * (emptied) unsets its own key; numbers out of range are shown with a message and not sent. Latitude
 * carries the field's id.
 */
export function GeopointInput({node, onChange}: ObjectInputProps) {
  const value = isRecord(node.value) ? node.value : {}
  return (
    <Grid gridTemplateColumns={[1, 3]} gap={3}>
      {COORDINATES.map((spec) => (
        <CoordinateInput
          key={spec.key}
          spec={spec}
          id={spec.key === 'lat' ? node.id : `${node.id}.${spec.key}`}
          value={typeof value[spec.key] === 'number' ? (value[spec.key] as number) : undefined}
          readOnly={node.readOnly}
          validity={
            memberError(node, spec.key) ?? (spec.key === 'lat' ? firstError(node.validation) : undefined)
          }
          onValue={(next) => onChange([next === undefined ? unset([spec.key]) : set(next, [spec.key])])}
        />
      ))}
    </Grid>
  )
}

function CoordinateInput(props: {
  spec: CoordinateSpec
  id: string
  value: number | undefined
  readOnly: boolean
  validity: string | undefined
  onValue: (value: number | undefined) => void
}) {
  const {spec, id, value, readOnly, validity, onValue} = props
  const [draft, setDraft] = useState<string>()
  const [problem, setProblem] = useState<string>()
  const shown = draft ?? (value === undefined ? '' : String(value))
  return (
    <Stack gap={2}>
      <Text as="label" htmlFor={id} size={1} muted>
        {spec.label}
      </Text>
      <TextInput
        id={id}
        type="number"
        step="any"
        min={spec.min}
        max={spec.max}
        inputMode="decimal"
        value={shown}
        readOnly={readOnly}
        customValidity={problem ?? validity}
        onChange={(event) => {
          const text = event.currentTarget.value
          setDraft(text)
          if (text.trim() === '') {
            setProblem(undefined)
            onValue(undefined)
            return
          }
          const parsed = Number(text)
          if (!Number.isFinite(parsed)) return
          if (
            (spec.min !== undefined && parsed < spec.min) ||
            (spec.max !== undefined && parsed > spec.max)
          ) {
            setProblem(`${spec.label} must be between ${spec.min} and ${spec.max}`)
            return
          }
          setProblem(undefined)
          onValue(parsed)
        }}
        onBlur={() => {
          if (!problem) setDraft(undefined)
        }}
      />
      {problem && (
        <Card padding={2} radius={2} tone="critical" role="alert">
          <Text size={1}>{problem}</Text>
        </Card>
      )}
    </Stack>
  )
}
