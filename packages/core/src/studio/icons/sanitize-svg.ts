/** Elements that can run code or pull in other documents: never part of an inline icon. */
const UNSAFE_ELEMENTS = ['script', 'foreignObject', 'iframe', 'object', 'embed']

/**
 * The markup of an SVG document without what could run code (scripts, event handler attributes,
 * `javascript:` links, embedded documents), or undefined when it is not an SVG. Icons come from the
 * studio's configuration, but a URL's content can change under it: it is shown as a picture, nothing
 * more.
 */
export function sanitizeSvg(text: string): string | undefined {
  const parsed = new DOMParser().parseFromString(text, 'image/svg+xml')
  const svg = parsed.documentElement
  if (svg.nodeName.toLowerCase() !== 'svg' || parsed.getElementsByTagName('parsererror').length > 0)
    return undefined
  for (const name of UNSAFE_ELEMENTS)
    for (const element of Array.from(svg.getElementsByTagName(name))) element.remove()
  for (const element of [svg, ...Array.from(svg.getElementsByTagName('*'))]) {
    for (const attribute of Array.from(element.attributes)) {
      const value = attribute.value.trim().toLowerCase()
      if (attribute.name.toLowerCase().startsWith('on') || value.startsWith('javascript:'))
        element.removeAttribute(attribute.name)
    }
  }
  // It fills the box it is put in.
  svg.setAttribute('width', '100%')
  svg.setAttribute('height', '100%')
  return new XMLSerializer().serializeToString(svg)
}
