import type {PreviewValue} from '@tessera/types'
import {isValidElement, type ComponentType, type ReactNode} from 'react'

/** What a preview shows in place of values it cannot show (spec 001 §5). */
export const INVALID_PREVIEW_TITLE = 'Invalid preview config'
export const INVALID_PREVIEW_SUBTITLE = 'Check the error log in the console'

/** A placeholder preview value, for a preview whose values are not shown (see `invalidPreviewKeys`). */
export const INVALID_PREVIEW: PreviewValue = {
  title: INVALID_PREVIEW_TITLE,
  subtitle: INVALID_PREVIEW_SUBTITLE,
}

/** Values that are shown as text: spec 001 §5 allows only these for preview values. */
function isShowable(value: unknown): boolean {
  return (
    value === undefined ||
    value === null ||
    typeof value === 'string' ||
    typeof value === 'number' ||
    typeof value === 'boolean'
  )
}

/** The keys checked: every preview value but `media`, which may be an image, an icon or an element. */
const CHECKED_KEYS = ['title', 'subtitle', 'description', 'imageUrl', 'date'] as const

/**
 * The keys of a prepared preview value holding something other than a string, number, boolean,
 * undefined or null (an object picked by `select`, say), with what each holds.
 */
export function invalidPreviewKeys(value: PreviewValue): {key: string; got: string}[] {
  return CHECKED_KEYS.filter((key) => !isShowable(value[key])).map((key) => ({
    key,
    got: Array.isArray(value[key]) ? 'array' : typeof value[key],
  }))
}

const logged = new Set<string>()

/**
 * Logs a preview's invalid values once per type and key (a list re-renders its previews often) with
 * console.error, naming the type and what each key got.
 */
export function logInvalidPreview(typeName: string, invalid: readonly {key: string; got: string}[]): void {
  const message = `Invalid preview value for type "${typeName}": ${invalid
    .map(({key, got}) => `"${key}" must be a string, number, boolean, undefined or null, got ${got}`)
    .join('; ')}`
  if (logged.has(message)) return
  if (logged.size > 500) logged.clear()
  logged.add(message)
  console.error(message)
}

export interface PreviewDisplay {
  title?: string
  subtitle?: string
  description?: string
  media?: ReactNode | ComponentType | string
  /** The `date` value as YYYY-MM-DD (spec 002 §9 default date format). */
  date?: string
}

const text = (value: unknown): string | undefined =>
  typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean'
    ? String(value)
    : undefined

/** `date` (an ISO string or a timestamp) as YYYY-MM-DD in local time; undefined when not a date. */
export function previewDateText(value: unknown): string | undefined {
  if (typeof value !== 'string' && typeof value !== 'number') return undefined
  const date = new Date(value)
  if (Number.isNaN(date.getTime())) return undefined
  const pad = (n: number) => String(n).padStart(2, '0')
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`
}

/**
 * What the Preview component shows for a prepared value: its texts; `media` when it is an image URL,
 * an icon or an element, else `imageUrl` (spec 001 §2's preview values); `date` as a date.
 */
export function previewDisplay(value: PreviewValue): PreviewDisplay {
  const media = value.media
  const shownMedia =
    typeof media === 'string' || typeof media === 'function' || isValidElement(media)
      ? (media as PreviewDisplay['media'])
      : typeof value.imageUrl === 'string' && value.imageUrl !== ''
        ? value.imageUrl
        : undefined
  return {
    title: text(value.title),
    subtitle: text(value.subtitle),
    description: text(value.description),
    media: shownMedia,
    date: previewDateText(value.date),
  }
}
