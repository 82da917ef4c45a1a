import type {ExprNode} from 'groq-js'
import type {Grant, GrantPermission, SanityDocument} from '@tessera/types'
import type {DatasetIndex} from '../documents/dataset-index.js'
import {anyOf, filterDocuments, type GrantFilter} from './grant-filter.js'
import type {DocumentTest} from './native-filter.js'
import {PERMISSIONS} from './roles.js'
import {ReadScope} from './read-scope.js'

/** A grant with its filter parsed (once, when the lake starts). */
export interface CompiledGrant {
  grant: Grant
  filter: GrantFilter
}

/** What one permission amounts to for a set of grants. */
interface PermissionRule {
  /** Some grant gives it on every document. */
  everywhere: boolean
  /** Otherwise: the filters that give it, as one expression (undefined: given nowhere). */
  expr: ExprNode | undefined
  /** The same as plain JavaScript, when every one of those filters compiles to it. */
  test: DocumentTest | undefined
}

/**
 * What a caller may do with documents, from the grants of their roles: a permission holds on a
 * document when some grant with that permission has a filter matching it. Built once per role set
 * (see GrantRegistry) and reused, with its read scopes, across requests.
 */
export class DocumentAccess {
  readonly roles: readonly string[]
  /** The grants of the caller's roles, as the acl endpoint lists them. */
  readonly grants: Grant[]
  private readonly identity: string
  private readonly rules = new Map<GrantPermission, PermissionRule>()
  private readonly scopes = new WeakMap<DatasetIndex, ReadScope>()

  constructor(roles: readonly string[], compiled: CompiledGrant[], identity: string) {
    this.roles = roles
    this.grants = compiled.map(({grant}) => grant)
    this.identity = identity
    for (const permission of PERMISSIONS) {
      const giving = compiled.filter(({grant}) => grant.permissions.includes(permission))
      const everywhere = giving.some(({filter}) => filter.everything)
      const tests = giving.map(({filter}) => filter.test)
      this.rules.set(permission, {
        everywhere,
        expr: everywhere ? undefined : anyOf(giving.map(({filter}) => filter.expr)),
        test: tests.every(Boolean) ? (doc) => tests.some((test) => test!(doc)) : undefined,
      })
    }
  }

  /** False when the roles grant nothing at all (no roles, or only unknown ones). */
  get hasGrants(): boolean {
    return this.grants.length > 0
  }

  /** Whether `permission` holds on every document, so nothing needs evaluating. */
  everywhere(permission: GrantPermission): boolean {
    return this.rules.get(permission)!.everywhere
  }

  /** Whether `permission` holds on `doc`. A null document is granted: there is nothing to protect. */
  can(permission: GrantPermission, doc: SanityDocument | null): boolean {
    const rule = this.rules.get(permission)!
    if (rule.everywhere || doc === null) return true
    if (rule.test) return rule.test(doc)
    return rule.expr !== undefined && filterDocuments(rule.expr, [doc], this.identity).length > 0
  }

  /**
   * The documents of `index` this caller may read, or undefined when that is all of them (queries then
   * run exactly as without permissions). Cached per dataset version.
   */
  readScope(index: DatasetIndex): ReadScope | undefined {
    const rule = this.rules.get('read')!
    if (rule.everywhere) return undefined
    const cached = this.scopes.get(index)
    if (cached?.version === index.version) return cached
    const all = index.all()
    const readable = rule.test
      ? all.filter(rule.test)
      : rule.expr
        ? filterDocuments(rule.expr, all, this.identity)
        : []
    const scope = new ReadScope(index.version, readable)
    this.scopes.set(index, scope)
    return scope
  }
}
