import {MasterDetailIcon} from '@sanity/icons/MasterDetail'
import {Spinner} from '@sanity/ui'
import {Flex} from '@tessera/kit/primitives'
import {createCodeLoader, useLoadedCode} from '@tessera/kit'
import type {StructureToolOptions, StructureToolProps} from './types.js'

/**
 * The tool's screens load on first use, so a studio's first paint does not wait for them; the shell
 * starts that load early (`preload`) when the URL opens this tool. A spinner shows until they are in
 * (`useLoadedCode`: an ordinary state update, not a Suspense fallback, which React would throttle).
 */
const rootLoader = createCodeLoader(() =>
  import('./structure-tool-root.js').then((module) => module.StructureToolRoot),
)

/** A tool as the shell takes it (core's `Tool`, repeated here: structure sits below core). */
export interface StructureToolDefinition {
  name: string
  title: string
  icon: StructureToolOptions['icon']
  component: (props: StructureToolProps) => React.ReactNode
  canHandleIntent(intent: string, params: Record<string, string>): boolean
  /** Starts loading the tool's screens (the shell calls it when the URL opens this tool). */
  preload(): void
}

/**
 * The plugin `structureTool()` returns: put it in a workspace's `plugins`. A type alias, not an
 * interface, so it fits the shell's plugin type (which has an index signature).
 */
export type StructurePlugin = {
  name: string
  tools: StructureToolDefinition[]
}

/**
 * The structure tool as a plugin: `plugins: [structureTool({structure, defaultDocumentNode})]`.
 * It opens edit intents (with an id) and create intents (with a type).
 */
export function structureTool(options: StructureToolOptions = {}): StructurePlugin {
  function StructureTool(props: StructureToolProps) {
    const Root = useLoadedCode(rootLoader)
    if (!Root)
      return (
        <Flex align="center" justify="center" style={{height: '100%'}} data-testid="structure-tool-loading">
          <Spinner muted />
        </Flex>
      )
    return <Root options={options} props={props} />
  }
  return {
    name: 'tessera/structure',
    tools: [
      {
        name: options.name ?? 'structure',
        title: options.title ?? 'Structure',
        icon: options.icon ?? MasterDetailIcon,
        component: StructureTool,
        canHandleIntent: (intent, params) =>
          (intent === 'edit' && Boolean(params.id)) || (intent === 'create' && Boolean(params.type)),
        preload: () => void rootLoader.load().catch(() => undefined),
      },
    ],
  }
}
