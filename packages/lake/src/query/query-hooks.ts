import {Path} from 'groq-js'
import type {TreeNode as Node} from './tree-walk.js'

/**
 * A way for a rewritten query tree to call the lake's own code while groq-js evaluates it.
 *
 * groq-js has no extension points in evaluation: functions and operators are looked up in tables
 * private to it, by name. One operation does call a method of a value: `"text" in p`, where `p` is
 * a Path, calls `p.matches("text")` and answers its boolean (and null without calling it when the
 * left side is not a string). A hook is such a Path in a `Value` node: `"..." in hook` runs
 * `onString` with the string. Its JSON form (`label`) stands for it in cache keys.
 */
export class QueryHook extends Path {
  private readonly label: string
  private readonly onString: (text: string) => boolean

  constructor(label: string, onString: (text: string) => boolean) {
    super('')
    this.label = label
    this.onString = onString
  }

  override matches(text: string): boolean {
    return this.onString(text)
  }

  override toJSON(): string {
    return this.label
  }
}


/** `text in hook`: calls the hook with the value of `text` when that is a string. */
export function callHook(text: Node, hook: QueryHook): Node {
  return {type: 'OpCall', op: 'in', left: text, right: {type: 'Value', value: hook}}
}

/** `hook` called with an empty string, for its side effect or its answer. */
export function callHookAlone(hook: QueryHook): Node {
  return callHook({type: 'Value', value: ''}, hook)
}
