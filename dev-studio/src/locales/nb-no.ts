import type {LocaleDefinition} from '@tessera/kit'

/**
 * A second language for the blog workspace (issue 22: every studio text translatable, proven by a
 * second locale). Norwegian (bokmål) for the shell's, the search's, the structure tool's and the
 * form's texts and the validation messages; anything it lacks falls back to English.
 * Loaded when chosen, as a locale plugin's bundles usually are.
 */
export const norwegian: LocaleDefinition = {
  id: 'nb-NO',
  title: 'Norsk (bokmål)',
  bundles: [
    {namespace: 'studio', resources: () => import('./nb-no-studio.js')},
    {namespace: 'structure', resources: () => import('./nb-no-structure.js')},
    {namespace: 'form', resources: () => import('./nb-no-form.js')},
    {namespace: 'validation', resources: () => import('./nb-no-validation.js')},
  ],
}
