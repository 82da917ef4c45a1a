// Messages of config resolution. Quoted ones are exact from spec 000 §5.

export const resolveMessages = {
  newDocumentOptionUnknownTemplate: () => 'Every new-document option must refer to an existing template id',
} as const
