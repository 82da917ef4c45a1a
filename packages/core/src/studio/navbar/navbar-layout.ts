/**
 * What the navbar shows at a @sanity/ui media index (the theme's breakpoints 360, 600, 900, ... px:
 * index 0 is below 360, 1 up to 599, 2 up to 899, 3 from 900). Spec 000 §2.4: the help menu and the
 * login status appear above the narrowest widths (index 2 up), the tools row from the third step
 * (index 3 up); below that a menu button opens the sidebar with the tools. Configuration issues show
 * on the wider widths only, when there are any.
 */
export interface NavbarLayout {
  /** The menu button that opens the mobile sidebar. */
  menuButton: boolean
  tools: boolean
  help: boolean
  userMenu: boolean
  workspaceMenu: boolean
  configIssues: boolean
  freeTrial: boolean
}

export const NAVBAR_TOOLS_MEDIA_INDEX = 3
export const NAVBAR_WIDE_MEDIA_INDEX = 2

export function navbarLayout(mediaIndex: number): NavbarLayout {
  const wide = mediaIndex >= NAVBAR_WIDE_MEDIA_INDEX
  const tools = mediaIndex >= NAVBAR_TOOLS_MEDIA_INDEX
  return {
    menuButton: !tools,
    tools,
    help: wide,
    userMenu: wide,
    workspaceMenu: wide,
    configIssues: wide,
    // On narrow widths the sidebar carries the free-trial entry.
    freeTrial: wide,
  }
}
