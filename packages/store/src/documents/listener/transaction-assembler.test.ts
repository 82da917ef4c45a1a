import {describe, expect, it} from 'vitest'
import type {RemoteMutationEvent} from '../types.js'
import {TransactionAssembler} from './transaction-assembler.js'

function event(
  documentId: string,
  transactionId: string,
  current: number,
  total: number,
): RemoteMutationEvent {
  return {
    documentId,
    transactionId,
    transition: 'update',
    previousRev: 'p',
    resultRev: transactionId,
    timestamp: '2024-01-01T00:00:00.000Z',
    mutations: [],
    transactionTotalEvents: total,
    transactionCurrentEvent: current,
  }
}

describe('TransactionAssembler', () => {
  it('passes single-document transactions straight through', () => {
    const assembler = new TransactionAssembler()
    expect(assembler.push(event('a', 't1', 1, 1), 0)).toEqual([[event('a', 't1', 1, 1)]])
    expect(assembler.waiting).toBe(false)
  })

  it('holds a multi-document transaction until all its events are in, then releases them in order', () => {
    const assembler = new TransactionAssembler()
    expect(assembler.push(event('drafts.a', 't1', 2, 2), 0)).toEqual([])
    expect(assembler.waiting).toBe(true)
    // Another transaction is not held up by it.
    expect(assembler.push(event('b', 't2', 1, 1), 0)).toHaveLength(1)
    expect(assembler.push(event('a', 't1', 1, 2), 0)).toEqual([
      [event('a', 't1', 1, 2), event('drafts.a', 't1', 2, 2)],
    ])
    expect(assembler.waiting).toBe(false)
  })

  it('releases an incomplete transaction after the wait', () => {
    const assembler = new TransactionAssembler(500)
    assembler.push(event('a', 't1', 1, 2), 100)
    expect(assembler.nextDeadline()).toBe(600)
    expect(assembler.expire(599)).toEqual([])
    expect(assembler.expire(600)).toEqual([[event('a', 't1', 1, 2)]])
    expect(assembler.waiting).toBe(false)
    expect(assembler.nextDeadline()).toBeUndefined()
  })
})
