import {describe, expect, it} from 'vitest'
import {hotkeyKeys, matchesHotkey, parseHotkey} from '../../src/hotkeys/index.js'

const press = (
  key: string,
  code: string,
  modifiers: {ctrl?: boolean; alt?: boolean; shift?: boolean; meta?: boolean} = {},
) => ({
  key,
  code,
  ctrlKey: modifiers.ctrl ?? false,
  altKey: modifiers.alt ?? false,
  shiftKey: modifiers.shift ?? false,
  metaKey: modifiers.meta ?? false,
})

describe('shortcuts', () => {
  it('reads modifiers and the key, in any case and order', () => {
    expect(parseHotkey('Ctrl+Alt+P')).toEqual({ctrl: true, alt: true, shift: false, meta: false, key: 'P'})
    expect(parseHotkey('shift + cmd + enter')).toEqual({
      ctrl: false,
      alt: false,
      shift: true,
      meta: true,
      key: 'ENTER',
    })
    expect(() => parseHotkey('Ctrl+Alt')).toThrow('A shortcut needs a key after its modifiers: "Ctrl+Alt"')
  })

  it('matches letters by physical key, so Alt+P on a Mac (π) still is P', () => {
    expect(matchesHotkey(press('π', 'KeyP', {ctrl: true, alt: true}), 'Ctrl+Alt+P')).toBe(true)
    expect(matchesHotkey(press('p', 'KeyP', {ctrl: true, alt: true}), 'Ctrl+Alt+P')).toBe(true)
    expect(matchesHotkey(press('Enter', 'Enter', {meta: true}), 'Cmd+Enter')).toBe(true)
  })

  it('needs exactly the modifiers named', () => {
    expect(matchesHotkey(press('p', 'KeyP', {ctrl: true}), 'Ctrl+Alt+P')).toBe(false)
    expect(matchesHotkey(press('p', 'KeyP', {ctrl: true, alt: true, shift: true}), 'Ctrl+Alt+P')).toBe(false)
    expect(matchesHotkey(press('i', 'KeyI', {ctrl: true, alt: true}), 'Ctrl+Alt+P')).toBe(false)
  })

  it('lists the keys for display', () => {
    expect(hotkeyKeys('Ctrl+Alt+I')).toEqual(['Ctrl', 'Alt', 'I'])
  })
})
