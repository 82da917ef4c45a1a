/**
 * A compact form of a rendered card tone, for the first load. A tone is ~10,000 colour values in a
 * few nested shapes repeated many times (every button mode × tone × state has the same keys): as
 * JSON it is 200 KB, 18.8 KiB gzip, most of it the same key names again and again, each repeat
 * still costing gzip a back-reference. Here each distinct object shape is written once (`shapes`), each
 * distinct value once (`values`, the most used first), and the tone is the list of its values' indices
 * in document order (`leaves`): 12.2 KiB gzip. Decoding is a plain indexed loop, since it runs once,
 * cold, on the way to the first screen: ~8 ms against ~3 ms for JSON.parse of the plain tone in
 * headless Chromium on a loaded 2-core machine (a first version that split a base-36 string and used
 * `for…of` with destructuring took ~40 ms).
 */
export interface EncodedTone {
  /** Each object shape: its keys in order, each with the shape of its value (0: a plain value). */
  shapes: Array<Array<[key: string, shape: number]>>
  /** The shape of the tone itself (an index into `shapes`, plus one). */
  root: number
  /** Every distinct plain value (colour strings, blend modes, flags), the most frequent first. */
  values: Array<string | number | boolean | null>
  /** The tone's plain values in document order, as indices into `values`. */
  leaves: number[]
}

type Plain = string | number | boolean | null
type Tree = Plain | {[key: string]: Tree}

function isObject(value: unknown): value is {[key: string]: Tree} {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

export function encodeTone(tone: object): EncodedTone {
  const shapeIds = new Map<string, number>()
  const shapes: EncodedTone['shapes'] = []
  const counts = new Map<Plain, number>()
  const order: Plain[] = []

  const visit = (value: Tree): number => {
    if (!isObject(value)) {
      if (Array.isArray(value)) throw new Error('a card tone holds no arrays')
      counts.set(value, (counts.get(value) ?? 0) + 1)
      order.push(value)
      return 0
    }
    const shape = Object.keys(value).map((key): [string, number] => [key, visit(value[key]!)])
    const signature = JSON.stringify(shape)
    let id = shapeIds.get(signature)
    if (id === undefined) {
      shapes.push(shape)
      id = shapes.length
      shapeIds.set(signature, id)
    }
    return id
  }
  const root = visit(tone as Tree)

  const values = [...counts.keys()].sort((a, b) => counts.get(b)! - counts.get(a)!)
  const index = new Map(values.map((value, position) => [value, position]))
  const leaves = order.map((value) => index.get(value)!)
  return {shapes, root, values, leaves}
}

export function decodeTone<T>(encoded: EncodedTone): T {
  const {shapes, values, leaves} = encoded
  let next = 0
  const build = (shapeId: number): {[key: string]: Tree} => {
    const shape = shapes[shapeId - 1]!
    const object: {[key: string]: Tree} = {}
    for (let i = 0; i < shape.length; i++) {
      const member = shape[i]!
      object[member[0]] = member[1] === 0 ? values[leaves[next++]!]! : build(member[1])
    }
    return object
  }
  const tone = build(encoded.root)
  if (next !== leaves.length) throw new Error('the encoded tone has values its shapes do not place')
  return tone as T
}
