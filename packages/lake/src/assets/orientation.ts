/**
 * `flip` (v, then h) followed by `or` (0, 90, 180, 270, clockwise; the order the lake has always applied
 * them in) gives one of eight orientations, and several requests give the same one (`flip=hv` is
 * `or=180`). The canonical form is what the renderer does: flip, then at most one 90° clockwise turn,
 * so the transform cache keeps one entry per distinct image.
 */
export interface Orientation {
  flipV: boolean
  flipH: boolean
  rotate90: boolean
}

/** A 2×2 integer matrix on image coordinates (x right, y down), row-major. */
type Matrix = readonly [number, number, number, number]

const IDENTITY: Matrix = [1, 0, 0, 1]
const TURN: Matrix = [0, -1, 1, 0] // 90° clockwise
const FLIP_V: Matrix = [1, 0, 0, -1]
const FLIP_H: Matrix = [-1, 0, 0, 1]

function multiply(a: Matrix, b: Matrix): Matrix {
  return [
    a[0] * b[0] + a[1] * b[2],
    a[0] * b[1] + a[1] * b[3],
    a[2] * b[0] + a[3] * b[2],
    a[2] * b[1] + a[3] * b[3],
  ]
}

/** Applies the steps in order (the first one first). */
function compose(...steps: Matrix[]): Matrix {
  return steps.reduce((done, step) => multiply(step, done), IDENTITY)
}

const CANONICAL: Orientation[] = [false, true].flatMap((rotate90) =>
  [false, true].flatMap((flipV) => [false, true].map((flipH) => ({flipV, flipH, rotate90}))),
)

function matrixOf({flipV, flipH, rotate90}: Orientation): Matrix {
  return compose(flipV ? FLIP_V : IDENTITY, flipH ? FLIP_H : IDENTITY, rotate90 ? TURN : IDENTITY)
}

export function canonicalOrientation(
  rotate: 0 | 90 | 180 | 270,
  flipV: boolean,
  flipH: boolean,
): Orientation {
  const turns: Matrix[] = Array.from({length: rotate / 90}, () => TURN)
  const wanted = compose(flipV ? FLIP_V : IDENTITY, flipH ? FLIP_H : IDENTITY, ...turns)
  return CANONICAL.find((candidate) => matrixOf(candidate).every((value, at) => value === wanted[at]))!
}
