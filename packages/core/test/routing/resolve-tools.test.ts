import {describe, expect, it} from 'vitest'
import {resolveTools, type Tool, type ToolSwitcherConfig} from '../../src/index.js'

const tools: Tool[] = [{name: 'structure'}, {name: 'vision'}, {name: 'media'}, {name: 'schedule'}]
const names = (list: Tool[]) => list.map((tool) => tool.name)

describe('resolveTools: order and hidden tools', () => {
  it.each<[string, ToolSwitcherConfig | undefined, string[], string[]]>([
    [
      'no config keeps the given order',
      undefined,
      ['structure', 'vision', 'media', 'schedule'],
      ['structure', 'vision', 'media', 'schedule'],
    ],
    [
      'order puts named tools first',
      {order: ['media', 'vision']},
      ['media', 'vision', 'structure', 'schedule'],
      ['media', 'vision', 'structure', 'schedule'],
    ],
    [
      'unknown and repeated names in order are ignored',
      {order: ['nope', 'media', 'media']},
      ['media', 'structure', 'vision', 'schedule'],
      ['media', 'structure', 'vision', 'schedule'],
    ],
    [
      'hidden tools leave the switcher only',
      {hidden: ['vision']},
      ['structure', 'vision', 'media', 'schedule'],
      ['structure', 'media', 'schedule'],
    ],
    [
      'order and hidden together',
      {order: ['schedule'], hidden: ['structure', 'nope']},
      ['schedule', 'structure', 'vision', 'media'],
      ['schedule', 'vision', 'media'],
    ],
  ])('%s', (_label, switcher, all, visible) => {
    const resolved = resolveTools(tools, switcher)
    expect(names(resolved.tools)).toEqual(all)
    expect(names(resolved.visibleTools)).toEqual(visible)
    expect(resolved.warnings).toEqual([])
  })
})

describe('resolveTools: warnings', () => {
  it('leaves out tools without a name and later duplicates, with warnings', () => {
    const resolved = resolveTools([
      {name: 'structure', title: 'First'},
      {name: ''},
      {title: 'Anonymous'} as Tool,
      {name: 'structure', title: 'Second'},
      {name: 'vision'},
    ])
    expect(resolved.tools.map((tool) => tool.title ?? tool.name)).toEqual(['First', 'vision'])
    expect(resolved.warnings).toEqual([
      {code: 'tool-without-name', message: 'The tool at index 1 has no `name` and is left out', index: 1},
      {code: 'tool-without-name', message: 'The tool at index 2 has no `name` and is left out', index: 2},
      {
        code: 'tool-name-duplicate',
        message: 'Several tools are named "structure"; only the first is used',
        index: 3,
      },
    ])
  })
})
