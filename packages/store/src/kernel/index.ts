export {
  createWorkspaceKernel,
  type WorkspaceKernel,
  type WorkspaceKernelOptions,
} from './create-workspace-kernel.js'
