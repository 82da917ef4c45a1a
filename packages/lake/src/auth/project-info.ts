import {statSync} from 'node:fs'
import type {LakeKernel} from '../kernel.js'
import type {Identity} from './identity.js'
import {describeRoles, type RoleDescription} from './roles.js'

export interface ProjectMember {
  id: string
  role: string
  roles: RoleDescription[]
  isRobot: boolean
  isCurrentUser: boolean
  createdAt: string
}

/** The one project a lake serves, in the shape `/projects/{id}` has on the hosted API. */
export function projectInfo(kernel: LakeKernel, caller: Identity) {
  const {config} = kernel
  return {
    id: config.projectId,
    displayName: config.projectName ?? config.projectId,
    studioHost: null,
    organizationId: null,
    isBlocked: false,
    isDisabled: false,
    isDisabledByUser: false,
    createdAt: createdAt(kernel.dir),
    pendingInvites: 0,
    metadata: {},
    features: config.features,
    members: projectMembers(kernel, caller),
  }
}

/** Users and robot tokens (session tokens belong to users, who are listed already). */
export function projectMembers(kernel: LakeKernel, caller: Identity): ProjectMember[] {
  const member = (id: string, roles: string[], isRobot: boolean, created: string): ProjectMember => ({
    id,
    role: roles[0] ?? '',
    roles: describeRoles(kernel.config, roles),
    isRobot,
    isCurrentUser: id === caller.id,
    createdAt: created,
  })
  return [
    ...kernel.users.list().map((user) => member(user.id, user.roles, false, user.createdAt)),
    ...kernel.tokens
      .list()
      .filter((token) => token.kind === 'robot')
      .map((token) => member(token.id, token.roles, true, token.createdAt)),
  ]
}

/** Datasets holding documents, plus the ones the config names, sorted by name. */
export function datasetNames(kernel: LakeKernel): string[] {
  return [...new Set([...kernel.storage.datasets(), ...kernel.config.datasets])].sort()
}

function createdAt(dir: string): string | null {
  try {
    const stats = statSync(dir)
    const time = stats.birthtimeMs > 0 ? stats.birthtime : stats.mtime
    return time.toISOString()
  } catch {
    return null
  }
}
