/**
 * Keyboard shortcuts of the document pane, written as people read them: 'Ctrl+Alt+P'. Letters and
 * digits match by physical key (`event.code`), because Alt changes `event.key` on macOS (Alt+P
 * types 'π'). 'Ctrl' is Control everywhere, as in the hosted studios' own shortcuts.
 */
export interface Hotkey {
  ctrl: boolean
  alt: boolean
  shift: boolean
  meta: boolean
  /** The key without modifiers, upper case for letters: 'P', 'I', 'ENTER'. */
  key: string
}

const MODIFIERS = new Set(['CTRL', 'CONTROL', 'ALT', 'OPTION', 'SHIFT', 'META', 'CMD', 'MOD'])

export function parseHotkey(text: string): Hotkey {
  const parts = text.split('+').map((part) => part.trim().toUpperCase())
  const key = parts.at(-1) ?? ''
  if (!key || MODIFIERS.has(key)) throw new Error(`A shortcut needs a key after its modifiers: "${text}"`)
  const has = (...names: string[]) => parts.slice(0, -1).some((part) => names.includes(part))
  return {
    ctrl: has('CTRL', 'CONTROL'),
    alt: has('ALT', 'OPTION'),
    shift: has('SHIFT'),
    meta: has('META', 'CMD'),
    key,
  }
}

/** The key an event is for, as `parseHotkey` names it. */
function eventKey(event: Pick<KeyboardEvent, 'key' | 'code'>): string {
  const physical = /^(?:Key([A-Z])|Digit(\d))$/.exec(event.code)
  if (physical) return physical[1] ?? physical[2]!
  return event.key.toUpperCase()
}

export function matchesHotkey(
  event: Pick<KeyboardEvent, 'key' | 'code' | 'ctrlKey' | 'altKey' | 'shiftKey' | 'metaKey'>,
  hotkey: string | Hotkey,
): boolean {
  const wanted = typeof hotkey === 'string' ? parseHotkey(hotkey) : hotkey
  return (
    event.ctrlKey === wanted.ctrl &&
    event.altKey === wanted.alt &&
    event.shiftKey === wanted.shift &&
    event.metaKey === wanted.meta &&
    eventKey(event) === wanted.key
  )
}

/** The keys of a shortcut for @sanity/ui's `Hotkeys` / `MenuItem hotkeys`: ['Ctrl', 'Alt', 'P']. */
export function hotkeyKeys(text: string): string[] {
  return text.split('+').map((part) => part.trim())
}
