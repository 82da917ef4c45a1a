import {lazyInput} from '../builder/lazy/lazy-input.js'
import type {MemberErrorProps} from './member-error.js'

/**
 * The member error panel (with its type conversions) as the form's field list uses it: its code loads
 * when a document first has a member in error, since most documents never do; until then a field-sized
 * placeholder keeps the layout. The array inputs, lazy themselves, import `MemberError` directly.
 */
export const LazyMemberError = lazyInput<MemberErrorProps>(() =>
  import('./member-error.js').then((module) => module.MemberError),
)
