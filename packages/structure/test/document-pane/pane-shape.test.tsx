// @vitest-environment jsdom
import {cleanup, renderHook} from '@testing-library/react'
import type {EditState} from '@tessera/store'
import {afterEach, describe, expect, it} from 'vitest'
import {documentValueOf, usePaneShape} from '../../src/document/pane-edit-state.js'

afterEach(cleanup)

const published = {_id: 'post-1', _type: 'post', _rev: 'r1', title: 'Hello'}
const editState = (draft: EditState['draft'], options: Partial<EditState> = {}): EditState => ({
  id: 'post-1',
  type: 'post',
  draft,
  published,
  liveEdit: false,
  ready: true,
  transactionSyncLock: {enabled: false},
  ...options,
})

describe("the document pane's shape", () => {
  it('stays the same object while only the draft’s content changes (someone typing)', () => {
    const {result, rerender} = renderHook(({state}) => usePaneShape(state), {
      initialProps: {state: editState({...published, _id: 'drafts.post-1', title: 'Hello w'})},
    })
    const first = result.current
    expect(first).toEqual({ready: true, id: 'post-1', liveEdit: false, exists: true, published})
    rerender({state: editState({...published, _id: 'drafts.post-1', title: 'Hello wo'})})
    rerender({state: editState({...published, _id: 'drafts.post-1', title: 'Hello wor'})})
    expect(result.current).toBe(first)
  })

  it('changes when the document is published, deleted or turns out not to exist', () => {
    const {result, rerender} = renderHook(({state}) => usePaneShape(state), {
      initialProps: {state: editState(null, {ready: false, published: null}) as EditState | null},
    })
    expect(result.current?.exists).toBeUndefined()
    rerender({state: editState(null, {published: null})})
    expect(result.current?.exists).toBe(false)
    rerender({state: editState(null)})
    expect(result.current).toMatchObject({exists: true, published})
    const republished = {...published, _rev: 'r2', title: 'Hello world'}
    rerender({state: editState(null, {published: republished})})
    expect(result.current?.published).toBe(republished)
    rerender({state: null})
    expect(result.current).toBeNull()
  })

  it('leaves out the published copy of a live-edit document (it has no review against it)', () => {
    const {result} = renderHook(() => usePaneShape(editState(null, {liveEdit: true})))
    expect(result.current).toMatchObject({liveEdit: true, published: undefined, exists: true})
  })

  it('reads the document as the draft, else the published copy', () => {
    const draft = {...published, _id: 'drafts.post-1', title: 'Draft'}
    expect(documentValueOf(editState(draft))).toBe(draft)
    expect(documentValueOf(editState(null))).toBe(published)
    expect(documentValueOf(editState(null, {published: null}))).toBeUndefined()
    expect(documentValueOf(null)).toBeUndefined()
  })
})
