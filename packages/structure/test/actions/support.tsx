import type {PluginOptions} from '@tessera/kit'
import type {CurrentUser, WorkspaceKernel} from '@tessera/store'
import type {ValidationMarker} from '@tessera/types'
import {render, waitFor} from '@testing-library/react'
import {useEffect} from 'react'
import {
  describeActionItems,
  DocumentActionsFooter,
  useDocumentActionContext,
  useResolvedDocumentActions,
  type ActionItemState,
  type DocumentActionContext,
  type DocumentActionDescriptor,
} from '../../src/actions/index.js'
import {
  describeBadges,
  DocumentBadges,
  useResolvedDocumentBadges,
  type BadgeItem,
} from '../../src/badges/index.js'
import {StructureTestWorkspace} from '../support/workspace.js'

const NO_MARKERS: ValidationMarker[] = []

/** A required-field error, as the form's validation gives it for an empty post title. */
export const TITLE_REQUIRED: ValidationMarker = {level: 'error', message: 'Required', path: ['title']}

export interface OpenDocument {
  id: string
  type: string
  validation?: ValidationMarker[]
}

export interface Harness {
  /** The latest context and resolved actions/badges, as the pane would have them. */
  context(): DocumentActionContext
  actions(): DocumentActionDescriptor[]
  /** The visible actions as the footer draws them, by name. */
  items(): Record<string, ActionItemState>
  /** The visible actions' names in order. */
  order(): string[]
  badges(): BadgeItem[]
  opened: [string, string][]
  closed(): number
}

interface ProbeProps extends OpenDocument {
  footer: boolean
  onChange(value: {
    context: DocumentActionContext | null
    actions: DocumentActionDescriptor[]
    badges: ReturnType<typeof useResolvedDocumentBadges>
  }): void
  onOpen(id: string, type: string): void
  onClose(): void
}

/** What the document pane does with the actions: the same hooks, and optionally the footer. */
function ActionsProbe({id, type, validation, footer, onChange, onOpen, onClose}: ProbeProps) {
  const context = useDocumentActionContext({
    documentId: id,
    documentType: type,
    validation: validation ?? NO_MARKERS,
    openDocument: onOpen,
    closeDocument: onClose,
  })
  const actions = useResolvedDocumentActions(context)
  const badges = useResolvedDocumentBadges(context)
  useEffect(() => onChange({context, actions, badges}))
  // In a pane frame, as in the document pane: the footer's shortcuts work inside its pane.
  return (
    <div data-pane-kind="document" data-testid="pane">
      {context && <DocumentBadges context={context} badges={badges} />}
      {footer && <DocumentActionsFooter context={context} actions={actions} />}
    </div>
  )
}

/** Whether every check the actions read has been made (the pair loaded, permissions answered). */
function settled(context: DocumentActionContext | null): context is DocumentActionContext {
  return Boolean(
    context?.editState.ready && Object.values(context.permissions).every((check) => check !== null),
  )
}

/**
 * Renders the action hooks (and the footer when asked) for one document, signed in as `currentUser`,
 * and waits until the document and its permission checks have loaded.
 */
export async function openActions(
  session: {kernel: WorkspaceKernel; currentUser: CurrentUser},
  document: OpenDocument,
  options: {footer?: boolean; plugins?: PluginOptions[]} = {},
): Promise<Harness> {
  let latest: Parameters<ProbeProps['onChange']>[0] = {context: null, actions: [], badges: []}
  const opened: [string, string][] = []
  let closed = 0
  render(
    <StructureTestWorkspace
      kernel={session.kernel}
      currentUser={session.currentUser}
      plugins={options.plugins}
    >
      <ActionsProbe
        {...document}
        footer={options.footer ?? false}
        onChange={(value) => void (latest = value)}
        onOpen={(id, type) => opened.push([id, type])}
        onClose={() => closed++}
      />
    </StructureTestWorkspace>,
  )
  await waitFor(() => {
    if (!settled(latest.context)) throw new Error('The action context has not settled yet')
  })
  const context = () => {
    if (!latest.context) throw new Error('No action context')
    return latest.context
  }
  const items = () => describeActionItems(latest.actions, context(), null)
  return {
    context,
    actions: () => latest.actions,
    items: () => Object.fromEntries(items().map((item) => [item.name, item])),
    order: () => items().map((item) => item.name),
    badges: () => describeBadges(latest.badges, context()),
    opened,
    closed: () => closed,
  }
}
