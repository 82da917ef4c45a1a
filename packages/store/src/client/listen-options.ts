/**
 * A listen request's `includeResult: false`, as it must be written for @sanity/client: the client
 * leaves options that are `false` out of the URL (it special-cases includeMutations only), and a lake
 * asked nothing sends each event's result, the whole document, to every listener. As the text 'false'
 * it reaches the lake, which reads it as false. Spread it into the listen options.
 */
export const WITHOUT_RESULT = {includeResult: 'false' as unknown as boolean}
