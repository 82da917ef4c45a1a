/** The browser location as the shell routes it, and a way to move it. */
export interface StudioRouter {
  /** The current path, e.g. '/blog/structure/post;abc'. */
  pathname: string
  search: string
  hash: string
  /** Goes to `path` (absolute, including base paths); `replace` replaces the history entry. */
  navigate(path: string, options?: {replace?: boolean}): void
}
