export {hotkeyKeys, matchesHotkey, parseHotkey, type Hotkey} from './hotkeys.js'
export {usePaneHotkeys, type PaneHotkey} from './use-pane-hotkeys.js'
