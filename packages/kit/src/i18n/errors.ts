import {i18nMessages} from './messages.js'

/** The locale configuration broke one or more rules of spec/000 §5; `problems` lists each message. */
export class I18nConfigError extends Error {
  override name = 'I18nConfigError'
  readonly problems: readonly string[]

  constructor(problems: readonly string[]) {
    super(['Invalid locale configuration', ...problems.map((problem) => `- ${problem}`)].join('\n'))
    this.problems = problems
  }
}

/** No bundle exists for a namespace in the current locale nor in the default locale. */
export class MissingNamespaceError extends Error {
  override name = 'MissingNamespaceError'
  constructor(
    readonly namespace: string,
    readonly locale: string,
  ) {
    super(i18nMessages.missingNamespace(namespace, locale))
  }
}
