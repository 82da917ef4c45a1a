export {findSchemaProblems} from './find-problems.js'
export {formatProblemPath, formatSchemaProblems, hasSchemaErrors} from './format.js'
export type {SchemaHelpId} from './help-ids.js'
