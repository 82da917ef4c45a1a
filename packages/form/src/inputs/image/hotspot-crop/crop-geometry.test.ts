import {describe, expect, it} from 'vitest'
import {clampHotspot, dragHandle, moveRect, previewRegion, rectToCrop} from './crop-geometry.js'

describe('crop and hotspot geometry', () => {
  it('reorders crop edges dragged past each other and keeps them inside the image', () => {
    expect(rectToCrop({x0: 0.8, x1: 0.2, y0: -0.5, y1: 1.5})).toEqual({
      top: 0,
      bottom: 0,
      left: 0.2,
      right: 0.2,
    })
  })

  it('a handle moves only its edges, clamped to the image', () => {
    const rect = {x0: 0.1, y0: 0.1, x1: 0.9, y1: 0.9}
    expect(dragHandle(rect, 'ne', 0.5, -0.5)).toEqual({x0: 0.1, y0: 0, x1: 1, y1: 0.9})
    expect(dragHandle(rect, 'w', 0.2, 0.3)).toEqual({x0: 0.30000000000000004, y0: 0.1, x1: 0.9, y1: 0.9})
  })

  it('moves the whole crop without leaving the image', () => {
    expect(moveRect({x0: 0.5, y0: 0.5, x1: 0.9, y1: 0.9}, 0.5, -0.1)).toMatchObject({x1: 1, y0: 0.4})
  })

  it('clamps the hotspot inside the crop, size included', () => {
    const crop = {top: 0.2, bottom: 0.2, left: 0.1, right: 0.5}
    expect(clampHotspot({x: 0.9, y: 0.5, width: 1, height: 0.2}, crop)).toEqual({
      x: 0.3,
      y: 0.5,
      width: 0.4,
      height: 0.2,
    })
  })

  it('a preview box shows the largest region of its aspect inside the crop, centred on the hotspot', () => {
    // A 2:1 image, no crop, a square preview with the hotspot at the far right.
    const region = previewRegion(
      {top: 0, bottom: 0, left: 0, right: 0},
      {x: 1, y: 0.5, width: 0.1, height: 0.1},
      2,
      1,
    )
    expect(region).toEqual({x0: 0.5, x1: 1, y0: 0, y1: 1})
  })
})
