// Routing messages. Quoted ones are exact from spec 000 §2.2 and §8.

export const routingMessages = {
  noTools: () => 'No configured tools',
  toolNotFound: (name: string) => `Tool not found: ${name}`,
  toolWithoutName: (index: number) => `The tool at index ${index} has no \`name\` and is left out`,
  toolNameDuplicate: (name: string) => `Several tools are named "${name}"; only the first is used`,
} as const
