import {PortableTextEditable, useEditor, type EditorSchema} from '@portabletext/editor'
import {Card} from '@sanity/ui'
import {Text} from '@tessera/kit/primitives'
import {getTheme_v2, type Theme} from '@sanity/ui/theme'
import {
  memo,
  useCallback,
  useEffect,
  useMemo,
  useRef,
  useState,
  type FocusEvent,
  type KeyboardEvent,
  type MouseEvent,
} from 'react'
import {styled} from 'styled-components'
import {listCss} from '../render/list-markers.js'
import {PLACE_CARET_EVENT} from '../../document/place-caret-event.js'
import {useRichTextContext} from '../objects/rich-text-context.js'
import {handClickCaretToEditor} from './click-caret.js'
import {handFocusCaretToEditor} from './focus-caret.js'
import {EDITOR_HEIGHT} from './editor-height.js'
import {placeCaretAtRevealedBlock} from './reveal-caret.js'
import {optOutOfReactSelectionRestore} from './react-selection-opt-out.js'
import {Toolbar} from '../toolbar/toolbar.js'
import {decoratorHotkeys} from '../toolbar/toolbar-actions.js'
import {formStrings, useFormText} from '../../i18n/form-strings.js'

/** What an empty editor shows. */
export const PLACEHOLDER_TEXT = formStrings['rich-text.placeholder']
/** The inactive editor's overlay: a click (or Enter on it) activates the editor. */
export const ACTIVATE_TEXT = formStrings['rich-text.activate']

const Editable = styled(PortableTextEditable)`
  min-height: 100%;
  outline: none;
  /* Room on the right for each block's gutter (presence and validation). */
  padding: 0.75em 3.5em 0.75em 1em;
  box-sizing: border-box;
  line-height: 1.5;
  font-family: ${({theme}) => getTheme_v2(theme as Theme).font.text.family};
  font-size: 1rem;
  & > * {
    margin: 0 0 0.5em;
    /* The browser skips style, layout and paint of the blocks out of view: a keystroke's text
       insertion and paint no longer touch all ~14,000 nodes of a long body. A skipped block is
       still in the DOM (selection, copy, find in page and scrolling to it work); its height is
       estimated as two lines until it has been shown once, then remembered ('auto'). Containment
       clips a block's painting to its box: the margin keeps the list marker on its left and the
       gutter of presence and validation on its right (up to 3.25em out) visible. List numbers come
       from the value (render/list-numbers.ts): contained blocks cannot share CSS counters. */
    content-visibility: auto;
    contain-intrinsic-size: auto 3em;
    overflow-clip-margin: 3.5em;
  }
  & > blockquote {
    border-left: 3px solid currentColor;
    padding-left: 0.75em;
    opacity: 0.85;
  }
  & [data-link] {
    text-decoration: underline;
    color: var(--card-link-color, #2276fc);
  }
  & code {
    font-family: ui-monospace, monospace;
    font-size: 0.9em;
  }
  ${listCss()}
`

const Overlay = styled.button`
  position: absolute;
  inset: 0;
  display: flex;
  align-items: center;
  justify-content: center;
  width: 100%;
  border: 0;
  margin: 0;
  background: transparent;
  cursor: text;
  opacity: 0;
  &:hover,
  &:focus-visible {
    opacity: 1;
    background: color-mix(in srgb, var(--card-bg-color, #fff) 70%, transparent);
  }
`

export interface EditorFrameProps {
  schema: EditorSchema
  readOnly: boolean
  label: string
}

/**
 * The editor's states (spec/001 §2, §4): inactive (an overlay over the content: 'Click to edit'; a
 * click or Enter activates the editor and puts the caret in it, and focusing the text by keyboard
 * activates it too), active (the toolbar works), and fullscreen (Cmd/Ctrl+Enter toggles it, Escape
 * leaves it). Read-only shows the content without toolbar buttons or overlay.
 */
export const EditorFrame = memo(function EditorFrame({schema, readOnly, label}: EditorFrameProps) {
  const t = useFormText()
  const editor = useEditor()
  const [active, setActive] = useState(false)
  const [fullscreen, setFullscreen] = useState(false)
  const hotkeys = useMemo(() => ({marks: decoratorHotkeys(schema)}), [schema])

  // Stable props: a new function here re-renders every block of the editor on each keystroke.
  const onFocus = useCallback(
    (event: FocusEvent<HTMLDivElement>) => {
      setActive(true)
      // Keys typed right after a focus without a click go where its caret is (see focus-caret.ts).
      if (event.target === event.currentTarget) handFocusCaretToEditor(editor, event.currentTarget)
    },
    [editor],
  )
  // A key typed right after a click goes where the click put the caret (see click-caret.ts).
  const onClickCapture = useCallback(
    (event: MouseEvent<HTMLDivElement>) => handClickCaretToEditor(editor, event.nativeEvent),
    [editor],
  )
  // A block the form reveals gets the editor's caret (see reveal-caret.ts).
  const {fieldId} = useRichTextContext()
  const frameRef = useRef<HTMLDivElement>(null)
  useEffect(() => {
    const frame = frameRef.current
    if (!frame) return
    const onPlaceCaret = (event: Event) => placeCaretAtRevealedBlock(editor, fieldId, event)
    frame.addEventListener(PLACE_CARET_EVENT, onPlaceCaret)
    return () => frame.removeEventListener(PLACE_CARET_EVENT, onPlaceCaret)
  }, [editor, fieldId])
  const activate = () => {
    setActive(true)
    editor.send({type: 'focus'})
  }

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Enter' && (event.metaKey || event.ctrlKey)) {
      event.preventDefault()
      setFullscreen((previous) => !previous)
    } else if (event.key === 'Escape' && fullscreen) {
      event.preventDefault()
      setFullscreen(false)
    }
  }

  return (
    <Card
      border
      radius={fullscreen ? 0 : 2}
      onKeyDown={onKeyDown}
      data-rich-text=""
      data-reports-focus-path=""
      data-state={readOnly ? 'read-only' : fullscreen ? 'fullscreen' : active ? 'active' : 'inactive'}
      style={
        fullscreen
          ? {position: 'fixed', inset: 0, zIndex: 1000, display: 'flex', flexDirection: 'column'}
          : {display: 'flex', flexDirection: 'column'}
      }
    >
      <Card borderBottom>
        <Toolbar
          schema={schema}
          readOnly={readOnly}
          fullscreen={fullscreen}
          onToggleFullscreen={() => setFullscreen((previous) => !previous)}
        />
      </Card>
      <div
        ref={frameRef}
        onClickCapture={onClickCapture}
        style={{
          position: 'relative',
          overflow: 'auto',
          height: fullscreen ? undefined : EDITOR_HEIGHT,
          flex: fullscreen ? 1 : undefined,
        }}
      >
        <Editable
          ref={editableRef}
          aria-label={label}
          hotkeys={hotkeys}
          renderPlaceholder={renderPlaceholder}
          onFocus={onFocus}
        />
        {!active && !readOnly && (
          <Overlay type="button" onClick={activate} data-activate-overlay="">
            <Text size={1} weight="medium">
              {t('rich-text.activate')}
            </Text>
          </Overlay>
        )}
      </div>
    </Card>
  )
})

const renderPlaceholder = () => <Placeholder />

/** The editing host, kept out of React's per-commit selection walk (see react-selection-opt-out.ts). */
const editableRef = (element: HTMLDivElement | null) => {
  if (element) optOutOfReactSelectionRestore(element)
}

function Placeholder() {
  const t = useFormText()
  return (
    <span style={{opacity: 0.5, pointerEvents: 'none', userSelect: 'none'}}>
      {t('rich-text.placeholder')}
    </span>
  )
}
