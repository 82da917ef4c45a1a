import type {ComponentType} from 'react'
import type {ActionTone, DocumentActionContext, DocumentActionDescriptor} from '../types.js'

/** One action as the footer draws it: everything resolved against the current context. */
export interface ActionItemState {
  name: string
  label: string
  icon?: ComponentType
  tone?: ActionTone
  /** 'Ctrl+Alt+P' */
  shortcut?: string
  /** False when it can be chosen; otherwise why not (its tooltip or subtitle). */
  disabled: false | string
  /** This action's `run` is in progress (its label is then the running label). */
  running: boolean
}

function runningLabelOf(action: DocumentActionDescriptor, context: DocumentActionContext): string | undefined {
  return typeof action.runningLabel === 'function' ? action.runningLabel(context) : action.runningLabel
}

/**
 * The visible actions, in order, as the footer draws them. While one runs every action is disabled:
 * two operations on one document at once would race on its revision.
 */
export function describeActionItems(
  actions: readonly DocumentActionDescriptor[],
  context: DocumentActionContext,
  runningName: string | null,
): ActionItemState[] {
  return actions
    .filter((action) => !action.hidden?.(context))
    .map((action) => {
      const running = action.name === runningName
      const label = typeof action.label === 'function' ? action.label(context) : action.label
      return {
        name: action.name,
        label: running ? (runningLabelOf(action, context) ?? label) : label,
        icon: action.icon,
        tone: action.tone,
        shortcut: action.shortcut,
        disabled: runningName ? context.t('actions.action.busy') : action.disabled(context),
        running,
      }
    })
}
