/** A tool as the navbar lists it. */
export interface ToolLink {
  name: string
  title: string
  icon?: unknown
  /** `${basePath}/${name}`. */
  href: string
}
