import {describe, expect, it} from 'vitest'
import {resolveActiveTool} from '../../src/index.js'

const tools = [{name: 'structure'}, {name: 'vision'}]

describe('resolveActiveTool', () => {
  it('finds the named tool', () => {
    expect(resolveActiveTool(tools, 'vision')).toEqual({type: 'tool', tool: tools[1]})
  })

  it('falls back to the first tool when none is named', () => {
    expect(resolveActiveTool(tools, undefined)).toEqual({type: 'tool', tool: tools[0]})
  })

  it("says 'Tool not found: {name}' for an unknown name", () => {
    expect(resolveActiveTool(tools, 'media')).toEqual({
      type: 'tool-not-found',
      toolName: 'media',
      message: 'Tool not found: media',
    })
  })

  it("says 'No configured tools' without tools", () => {
    expect(resolveActiveTool([], 'structure')).toEqual({type: 'no-tools', message: 'No configured tools'})
    expect(resolveActiveTool([], undefined)).toEqual({type: 'no-tools', message: 'No configured tools'})
  })
})
