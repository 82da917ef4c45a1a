import {Flex, Text} from '@tessera/kit/primitives'
import {useAfterIdle, useLocale, type DateInput} from '@tessera/kit'
import type {EditState} from '@tessera/store'
import {
  Fragment,
  memo,
  useEffect,
  useId,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react'
import {DocumentStatusDot} from '../../document-status/document-status-dot.js'
import {documentStatus, type DocumentStatus} from '../../document-status/document-status.js'
import {absoluteTimeNeedsFormatter, formatAbsoluteTime, useRelativeTimeText} from './relative-time.js'
import {structureStrings, useStructureText} from '../../i18n/structure-strings.js'

/** The English texts (tests and stories); the line shows them through the `structure` namespace. */
export const NOT_PUBLISHED_TEXT = structureStrings['status.not-published']
export const NEW_DOCUMENT_TEXT = structureStrings['status.new-document']

/** What the status line shows, from a document pair's edit state. */
export interface DocumentStatusSummary {
  status: DocumentStatus
  /** When the draft was last edited (unpublished and edited documents). */
  editedAt?: DateInput
  /** When the published version last changed (edited and published documents). */
  publishedAt?: DateInput
}

/**
 * The status of a pair and its times. A live-edit document has no draft (edits go to the published
 * version), so it is only ever published or new. A draft that exists only locally (the first edit,
 * not yet committed) has no `_updatedAt` yet: it was edited just now.
 */
export function documentStatusSummary(
  editState: Pick<EditState, 'draft' | 'published' | 'liveEdit'>,
  now: DateInput = Date.now(),
): DocumentStatusSummary {
  const draft = editState.liveEdit ? null : editState.draft
  const published = editState.published
  const status = documentStatus({draft: draft !== null, published: published !== null})
  return {
    status,
    editedAt: draft ? (draft._updatedAt ?? now) : undefined,
    publishedAt: published ? (published._updatedAt ?? now) : undefined,
  }
}

export interface DocumentStatusLineViewProps extends DocumentStatusSummary {
  /** The workspace's locale, for the wording of times. */
  locale: string
  /** Relative times ('5 minutes ago', the default) or absolute ones ('Mar 4, 2025, 2:05 PM'). */
  timeFormat?: 'relative' | 'absolute'
}

function TimedText({
  label,
  date,
  locale,
  timeFormat,
}: {
  label: 'status.edited' | 'status.published'
  date: DateInput
  locale: string
  timeFormat: 'relative' | 'absolute'
}) {
  const relative = useRelativeTimeText(date, locale)
  const absolute = useAbsoluteTimeText(date, locale, timeFormat === 'absolute')
  const iso = new Date(date).toISOString()
  const t = useStructureText()
  const shown = timeFormat === 'relative' ? relative : absolute
  const other = timeFormat === 'relative' ? absolute : relative
  // The tooltip gives the absolute time when the line shows it relative, and the other way round.
  const title = other === undefined ? undefined : t(label, {time: other})
  const text = t(label, {time: shown ?? ''})
  // The same element while the words stay ('Edited just now' through a minute of typing, while each
  // stored commit moves the date): the <time> element's attributes (its date and its tooltip, whose
  // absolute time changes with the minute and arrives once the page is idle) are set on it, and the
  // Text (a styled component, whose styles are hashed again on each render) does not render.
  const timeRef = useRef<HTMLTimeElement>(null)
  const [first] = useState({iso, title})
  const textElement = useMemo(
    () => (
      <Text size={1} muted textOverflow="ellipsis">
        <time ref={timeRef} dateTime={first.iso} title={first.title}>
          {text}
        </time>
      </Text>
    ),
    [first, text],
  )
  useLayoutEffect(() => {
    const time = timeRef.current
    if (!time) return
    time.dateTime = iso
    if (title === undefined) time.removeAttribute('title')
    else time.title = title
  }, [iso, title, textElement])
  return textElement
}

/**
 * The absolute wording of `date`: when it is `shown`, at once if the locale's formatter is built and
 * else once the page is idle; a tooltip's after the paint, and also not before the page is idle while
 * the formatter is not built. The page's first `Intl.DateTimeFormat` costs ~30 ms (the locale's data),
 * which a document's first render would otherwise pay on its way to being editable.
 */
function useAbsoluteTimeText(date: DateInput, locale: string, shown: boolean): string | undefined {
  const idle = useAfterIdle(absoluteTimeNeedsFormatter(locale))
  const [later, setLater] = useState<string>()
  useEffect(() => {
    if (!shown && idle) setLater(formatAbsoluteTime(date, locale))
  }, [date, locale, shown, idle])
  if (!shown) return later
  return idle ? formatAbsoluteTime(date, locale) : undefined
}

/**
 * The pane header's status line (spec/001 §4, §9): the status dot, then 'Edited 5 minutes ago' and
 * 'Published 2 days ago' for an edited document, 'Not published' and 'Edited …' for an unpublished
 * one, 'Published …' for a published one and 'New document' before it exists. Memoised: the edit
 * state changes with every keystroke, the status and times only when something is saved or published.
 */
export const DocumentStatusLineView = memo(function DocumentStatusLineView({
  status,
  editedAt,
  publishedAt,
  locale,
  timeFormat = 'relative',
}: DocumentStatusLineViewProps) {
  const t = useStructureText()
  const parts: {key: string; node: ReactNode}[] = []
  const text = (key: string, words: string) =>
    parts.push({
      key,
      node: (
        <Text size={1} muted>
          {words}
        </Text>
      ),
    })
  const timed = (label: 'status.edited' | 'status.published', date: DateInput | undefined) => {
    if (date === undefined) return
    parts.push({
      key: label,
      node: <TimedText label={label} date={date} locale={locale} timeFormat={timeFormat} />,
    })
  }
  if (status === 'none') text('new', t('status.new-document'))
  if (status === 'unpublished') text('not-published', t('status.not-published'))
  timed('status.edited', editedAt)
  timed('status.published', publishedAt)
  return (
    <Flex align="center" gap={2} data-document-status={status} style={{minWidth: 0}}>
      <DocumentStatusDot
        draft={status === 'unpublished' || status === 'edited'}
        published={status === 'edited' || status === 'published'}
      />
      {parts.map(({key, node}, index) => (
        <Fragment key={key}>
          {index > 0 && (
            <Text size={1} muted aria-hidden>
              ·
            </Text>
          )}
          {node}
        </Fragment>
      ))}
    </Flex>
  )
})

export interface DocumentStatusLineProps {
  /** What the line shows (`useDocumentStatusSummary`); nothing shows while it is null. */
  summary: DocumentStatusSummary | null
  timeFormat?: DocumentStatusLineViewProps['timeFormat']
  /** Clicking the line opens 'Review changes' (the document's history). */
  onClick?: () => void
}

const sameDate = (a: DateInput | undefined, b: DateInput | undefined) =>
  a === b || (a !== undefined && b !== undefined && new Date(a).getTime() === new Date(b).getTime())

/**
 * The status line's summary of an edit state (null while it is not ready), the same object while the
 * status and its times stay: the edit state is new with every keystroke, the summary only with a
 * commit the lake has stored (or a publish), so the pane's header does not render while someone types.
 */
export function useDocumentStatusSummary(editState: EditState | null): DocumentStatusSummary | null {
  const previous = useRef<DocumentStatusSummary | null>(null)
  const next = editState?.ready ? documentStatusSummary(editState) : null
  const before = previous.current
  if (
    next &&
    before &&
    next.status === before.status &&
    sameDate(next.editedAt, before.editedAt) &&
    sameDate(next.publishedAt, before.publishedAt)
  )
    return before
  previous.current = next
  return next
}

/** {@link DocumentStatusLineView} for a summary, in the workspace's locale; memoised by its props. */
export const DocumentStatusLine = memo(function DocumentStatusLine({
  summary,
  timeFormat,
  onClick,
}: DocumentStatusLineProps) {
  const locale = useLocale('DocumentStatusLine')
  const lineId = useId()
  const t = useStructureText()
  if (!summary) return null
  const line = <DocumentStatusLineView {...summary} locale={locale} timeFormat={timeFormat} />
  if (!onClick) return line
  return (
    <button
      type="button"
      onClick={onClick}
      // Named for what it does; the status it shows describes it (and stays out of its name, so a
      // 'Publish' button is still the only button named like that).
      aria-label={t('status.review-changes')}
      aria-describedby={lineId}
      title={t('status.review-changes')}
      data-testid="document-status-button"
      style={{
        minWidth: 0,
        border: 0,
        padding: 0,
        margin: 0,
        background: 'none',
        font: 'inherit',
        color: 'inherit',
        cursor: 'pointer',
        textAlign: 'left',
      }}
    >
      <span id={lineId}>{line}</span>
    </button>
  )
})
