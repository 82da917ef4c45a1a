/** What the user picked in the user menu; 'system' follows the operating system (spec 000 §4). */
export type ColorSchemeSetting = 'system' | 'dark' | 'light'

export interface ColorSchemeValue {
  setting: ColorSchemeSetting
  /** What is shown now: the setting, or the operating system's scheme for 'system'. */
  scheme: 'dark' | 'light'
  setSetting(setting: ColorSchemeSetting): void
}
