export {defineConfig} from './config/define-config.js'
export {
  DEFAULT_WORKSPACE_NAME,
  listWorkspaces,
  normalizeBasePath,
  type NamedWorkspace,
} from './config/list-workspaces.js'
export type * from './config/types.js'

export {configMessages} from './validation/messages.js'
export type {ConfigProblem, ConfigProblemCode} from './validation/problem.js'
export {
  checkBasePath,
  validateStudioBasePath,
  validateWorkspaceBasePaths,
} from './validation/validate-base-paths.js'
export {validateStudioConfig} from './validation/validate-studio-config.js'
export {validateWorkspaceNames, WORKSPACE_NAME_PATTERN} from './validation/validate-workspace-names.js'
export {validateWorkspaceOptions} from './validation/validate-workspace-options.js'

export {
  intentPath,
  isIntentRoute,
  parseIntentSegments,
  INTENT_SEGMENT,
  type ParsedIntent,
} from './routing/intent-path.js'
export {matchWorkspace, type RoutableWorkspace, type WorkspaceMatch} from './routing/match-workspace.js'
export {routingMessages} from './routing/messages.js'
export {pageTitle} from './routing/page-title.js'
export {joinPath, pathSegments} from './routing/paths.js'
export {resolveActiveTool, type ActiveToolResult} from './routing/resolve-active-tool.js'
export {resolveTools, type ResolvedTools, type ToolWarning} from './routing/resolve-tools.js'
export {
  LEGACY_DESK_TOOL,
  resolveWorkspaceRoute,
  STRUCTURE_TOOL,
  type RoutedWorkspace,
  type WorkspaceRoute,
  type WorkspaceRouteResult,
} from './routing/resolve-workspace-route.js'

export {
  resolveConfig,
  resolveMessages,
  resolveWorkspace,
  type ResolveConfigResult,
  type ResolvedWorkspace,
  type ResolveProblem,
  type ResolveProblemKind,
  type WorkspaceResolution,
} from './resolve/index.js'

export {Studio, TOAST_Z_OFFSET, type StudioProps} from './studio/studio.js'
export {renderStudio} from './studio/render-studio.js'
export {useStudio, type StudioContextValue} from './studio/context/studio-context.js'
export {useActiveWorkspace, type ActiveWorkspaceValue} from './studio/context/active-workspace-context.js'
export {useStudioRouter, useNavigate, RouterContext, NavigateContext} from './studio/router/router-context.js'
export type {StudioRouter} from './studio/router/types.js'
export {
  createBrowserHistory,
  createMemoryHistory,
  type MemoryHistory,
  type StudioHistory,
} from './studio/router/history.js'
export {useColorScheme, ColorSchemeContext} from './studio/colour-scheme/color-scheme-context.js'
export type {ColorSchemeSetting, ColorSchemeValue} from './studio/colour-scheme/types.js'
export {colorSchemeStorageKey} from './studio/colour-scheme/color-scheme-provider.js'
export type {ToolComponentProps} from './studio/layout/active-tool.js'
export {UNCAUGHT_ERROR_TOAST_DURATION} from './studio/errors/uncaught-error-toasts.js'
export {STUDIO_VERSION} from './studio/navbar/constants.js'
export {useTelemetry, TelemetryProvider} from './studio/telemetry/telemetry-context.js'
export {STUDIO_NAMESPACE, studioStrings, useStudioText, type StudioTextKey} from './i18n/studio-strings.js'
