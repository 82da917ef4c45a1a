import {useEffect, useState} from 'react'
import {sanitizeSvg} from './sanitize-svg.js'

/**
 * An icon given as a URL (spec 000 §7: 'GET of an icon URL': loaded as inline SVG, the request aborted
 * when the view goes away; §8: an HTTP error status is logged). Nothing is shown until it has loaded,
 * or when it is not an SVG.
 */
export function UrlIcon({url, title}: {url: string; title?: string}) {
  const [markup, setMarkup] = useState<string>()
  useEffect(() => {
    const controller = new AbortController()
    setMarkup(undefined)
    fetch(url, {signal: controller.signal})
      .then(async (response) => {
        if (!response.ok) {
          console.error(`Could not load the icon ${url}: HTTP ${response.status}`)
          return
        }
        const svg = sanitizeSvg(await response.text())
        if (svg === undefined) console.error(`The icon ${url} is not an SVG image`)
        else setMarkup(svg)
      })
      .catch((error: unknown) => {
        if (!controller.signal.aborted) console.error(`Could not load the icon ${url}:`, error)
      })
    return () => controller.abort()
  }, [url])
  if (markup === undefined) return null
  return (
    <span
      role="img"
      aria-label={title}
      data-icon-url={url}
      style={{display: 'inline-flex', width: '100%', height: '100%'}}
      // Sanitized SVG markup: no scripts, handlers or embedded documents (sanitize-svg.ts).
      dangerouslySetInnerHTML={{__html: markup}}
    />
  )
}
