export {
  createProjectStore,
  PROJECT_API_VERSION,
  type ProjectDataset,
  type ProjectInfo,
  type ProjectMember,
  type ProjectStore,
} from './project-store.js'
