// @vitest-environment jsdom
import {cleanup, render} from '@testing-library/react'
import {memo} from 'react'
import {afterEach, describe, expect, it} from 'vitest'
import {SortableList, useSortableRow} from '../../src/arrays/sortable-list.js'
import '../support/themed.js'

afterEach(cleanup)

describe('SortableList', () => {
  it('leaves memoised rows alone when the list re-renders with the same ids (typing in one item)', () => {
    const renders = new Map<string, number>()
    const Row = memo(function Row({id}: {id: string}) {
      const row = useSortableRow(id, false)
      renders.set(id, (renders.get(id) ?? 0) + 1)
      return <div ref={row.setNodeRef}>{id}</div>
    })
    const List = ({ids}: {ids: string[]; keystroke: number}) => (
      <SortableList ids={ids} onMove={() => {}}>
        {ids.map((id) => (
          <Row key={id} id={id} />
        ))}
      </SortableList>
    )
    const {rerender} = render(<List ids={['a', 'b', 'c']} keystroke={0} />)
    const first = Object.fromEntries(renders)
    for (let keystroke = 1; keystroke <= 5; keystroke++)
      rerender(<List ids={['a', 'b', 'c']} keystroke={keystroke} />)
    expect(Object.fromEntries(renders)).toEqual(first)
  })
})
