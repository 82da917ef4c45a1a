import {Card} from '@sanity/ui'
import {Stack, Text} from '@tessera/kit/primitives'
import {StructureError, type StructureNodeKind} from '../builder/errors.js'
import {useStructureText, type StructureText} from '../i18n/structure-strings.js'

/**
 * The error's text in the studio's locale: a builder error by its key, the node kind and the path
 * translated too; any other error (a structure function that threw) by its own message.
 */
export function structureErrorText(error: Error, t: StructureText): string {
  if (!(error instanceof StructureError) || !error.text) return error.message
  const {key, values = {}} = error.text
  const kind = values.kind
  const translated = t(`builder.${key}`, {
    ...values,
    ...(kind ? {kind: t(`builder.kind.${kind as StructureNodeKind}`)} : {}),
  })
  return error.path.length > 0
    ? t('builder.error.at', {message: translated, path: error.path.join(' > ')})
    : translated
}

/** In place of the panes when the configured structure cannot be built. */
export function StructureErrorScreen({error}: {error: Error}) {
  const t = useStructureText()
  return (
    <Card padding={4} tone="critical" style={{height: '100%'}} data-testid="structure-error">
      <Stack gap={3}>
        <Text weight="semibold">{t('tool.error')}</Text>
        <Text size={1}>{structureErrorText(error, t)}</Text>
      </Stack>
    </Card>
  )
}
