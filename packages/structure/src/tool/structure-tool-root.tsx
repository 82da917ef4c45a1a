import {Spinner} from '@sanity/ui'
import {Box, Flex, Text} from '@tessera/kit/primitives'
import {useSchema, useWorkspace} from '@tessera/kit'
import {useCallback, useEffect, useMemo, type ReactNode} from 'react'
import {structureError} from '../builder/errors.js'
import {isSerializable} from '../builder/list-builders.js'
import {createStructureBuilder} from '../builder/structure-builder.js'
import type {InitialValueTemplateItem, PaneNode} from '../builder/types.js'
import {DocumentPane} from '../document/document-pane.js'
import {PaneLayout} from '../layout/pane-layout.js'
import {ComponentPane} from '../panes/component/component-pane.js'
import {DocumentListPane} from '../panes/document-list/index.js'
import {ListPane} from '../panes/list/list-pane.js'
import type {ResolvedPane} from '../panes/resolve-panes.js'
import {intentToPath} from '../router/intent-to-path.js'
import {formatPanePath, parsePanePath, type PaneSegment} from '../router/pane-path.js'
import type {StructureToolOptions, StructureToolProps} from './types.js'
import {StructureErrorScreen} from './structure-error-screen.js'
import {usePaneResolution} from './use-pane-resolution.js'
import {useStructureText} from '../i18n/structure-strings.js'

type RootResult = {root: PaneNode; error?: undefined} | {root?: undefined; error: Error}

/** The structure tool: the configured structure as panes, following the URL below the tool. */
export function StructureToolRoot({
  options,
  props,
}: {
  options: StructureToolOptions
  props: StructureToolProps
}) {
  const {toolPath, intent, navigate} = props
  const schema = useSchema()
  const {templates} = useWorkspace()
  const rootResult = useMemo((): RootResult => {
    try {
      const S = createStructureBuilder({schema, templates: templates ?? []}, options.defaultDocumentNode)
      const configured = options.structure ? options.structure(S, S.context) : S.defaults()
      const root = isSerializable<PaneNode>(configured) ? configured.serialize([]) : configured
      if (!root || typeof root !== 'object' || !('type' in root)) throw structureError('error.not-a-pane')
      return {root}
    } catch (error) {
      return {error: error instanceof Error ? error : new Error(String(error))}
    }
  }, [schema, templates, options])

  // Intents (edit, create) become pane paths, replacing the intent URL in the history.
  useEffect(() => {
    if (!intent || !rootResult.root) return
    const path = intentToPath(rootResult.root, intent)
    navigate(path ?? '/', {replace: true})
  }, [intent, rootResult, navigate])

  if (rootResult.error) return <StructureErrorScreen error={rootResult.error} />
  if (intent)
    return (
      <Centered>
        <Spinner muted />
      </Centered>
    )
  return <StructurePanes root={rootResult.root} toolPath={toolPath} navigate={navigate} />
}

function StructurePanes({
  root,
  toolPath,
  navigate,
}: {
  root: PaneNode
  toolPath: string
  navigate: StructureToolProps['navigate']
}) {
  const segments = useMemo(() => parsePanePath(toolPath), [toolPath])
  const resolution = usePaneResolution(root, segments)
  const t = useStructureText()
  const {templates} = useWorkspace()
  const goTo = useCallback((next: PaneSegment[]) => navigate(formatPanePath(next)), [navigate])
  // Segments up to pane `depth`, then `next` as the pane after it.
  const openAfter = useCallback(
    (depth: number, next: PaneSegment) => goTo([...segments.slice(0, depth), next]),
    [goTo, segments],
  )
  const onBack = useCallback(
    (index: number) => {
      const pane = resolution?.panes[index]
      goTo(segments.slice(0, pane ? pane.depth : index))
    },
    [goTo, resolution, segments],
  )

  const renderPane = useCallback(
    (pane: ResolvedPane): ReactNode => {
      const {node, depth, selectedId} = pane
      switch (node.type) {
        case 'list':
          return (
            <ListPane
              node={node}
              selectedId={selectedId}
              onSelect={(id) => openAfter(depth, {id, params: {}})}
            />
          )
        case 'documentList':
          return (
            <DocumentListPane
              pane={node}
              selectedId={selectedId}
              onOpen={(id, type) =>
                openAfter(depth, {id, params: type === node.schemaTypeName ? {} : {type}})
              }
              onCreate={(item: InitialValueTemplateItem) => {
                const templateType = templates?.find(
                  (template) => template.id === item.templateId,
                )?.schemaType
                openAfter(depth, {
                  id: crypto.randomUUID(),
                  params: createParams(item, node.schemaTypeName, templateType),
                })
              }}
            />
          )
        case 'component':
          return (
            <ComponentPane
              node={node}
              selectedId={selectedId}
              onSelect={(id, params) => openAfter(depth, {id, params: params ?? {}})}
            />
          )
        case 'document':
          return (
            <DocumentPane
              node={node}
              onOpenDocument={(id, type) => {
                // Another document of the same list replaces this one; any other opens on its own.
                const parent = resolution?.panes.find((candidate) => candidate.depth === depth - 1)?.node
                const sameList = parent?.type === 'documentList' && parent.schemaTypeName === type
                if (sameList) openAfter(depth - 1, {id, params: {}})
                else navigate(intentToPath(root, {name: 'edit', params: {id, type}}) ?? '/')
              }}
              onClose={() => goTo(segments.slice(0, depth - 1))}
              onOpenBeside={(target) => {
                const params: Record<string, string> = {type: target.type}
                if (target.template && target.template.id !== target.type)
                  params.template = target.template.id
                if (target.template && Object.keys(target.template.params).length > 0)
                  params.templateParams = JSON.stringify(target.template.params)
                openAfter(depth, {id: target.id, params})
              }}
            />
          )
      }
    },
    [openAfter, goTo, navigate, resolution, root, segments, templates],
  )

  if (!resolution)
    return (
      <Centered>
        <Spinner muted />
      </Centered>
    )
  const unresolved = resolution.unresolved
  return (
    <PaneLayout
      panes={resolution.panes}
      renderPane={renderPane}
      onBack={onBack}
      trailing={
        unresolved && (
          <Box padding={4} data-testid="pane-not-found">
            <Text size={1} muted>
              {unresolved.reason === 'error'
                ? t('tool.open-failed', {id: unresolved.id, message: unresolved.message})
                : t('tool.not-found', {id: unresolved.id})}
            </Text>
          </Box>
        )
      }
    />
  )
}

/** The parameters of a new document's segment: its template (unless the type's default) and type. */
function createParams(
  item: InitialValueTemplateItem,
  listType: string | undefined,
  templateType: string | undefined,
): Record<string, string> {
  const params: Record<string, string> = {}
  if (templateType && templateType !== listType) params.type = templateType
  if (item.templateId !== (templateType ?? listType)) params.template = item.templateId
  if (item.parameters && Object.keys(item.parameters).length > 0)
    params.templateParams = JSON.stringify(item.parameters)
  return params
}

function Centered({children}: {children: ReactNode}) {
  return (
    <Flex align="center" justify="center" style={{height: '100%'}}>
      {children}
    </Flex>
  )
}
