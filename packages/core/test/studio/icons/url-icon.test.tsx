// @vitest-environment jsdom
import {createServer, type Server} from 'node:http'
import type {AddressInfo} from 'node:net'
import {cleanup, render, waitFor} from '@testing-library/react'
import {afterAll, afterEach, beforeAll, describe, expect, it, vi} from 'vitest'
import {sanitizeSvg} from '../../../src/studio/icons/sanitize-svg.js'
import {UrlIcon} from '../../../src/studio/icons/url-icon.js'
import {WorkspaceIcon} from '../../../src/studio/navbar/workspace-menu/workspace-icon.js'

/*
 * Icons given as URLs (spec 000 §7, §8): loaded as inline SVG, the request aborted when the view goes
 * away, an HTTP error logged. A real HTTP server serves them.
 */

const ICON = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><circle cx="5" cy="5" r="4"/></svg>'
const HOSTILE =
  '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><script>alert(2)</script>' +
  '<a href="javascript:alert(3)"><rect width="5" height="5" onclick="alert(4)"/></a></svg>'

let server: Server
let base = ''
const aborted: string[] = []

beforeAll(async () => {
  server = createServer((request, response) => {
    if (request.url === '/icon.svg') {
      response.writeHead(200, {'content-type': 'image/svg+xml', 'access-control-allow-origin': '*'})
      response.end(ICON)
    } else if (request.url === '/slow.svg') {
      request.socket.on('close', () => {
        if (!response.writableEnded) aborted.push('/slow.svg')
      })
      setTimeout(() => {
        if (!response.destroyed) response.end(ICON)
      }, 1_000)
    } else {
      response.writeHead(404, {'access-control-allow-origin': '*'})
      response.end('not here')
    }
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))
afterEach(() => {
  cleanup()
  vi.restoreAllMocks()
})

describe('icons from URLs', () => {
  it("shows a workspace's icon URL as inline SVG", async () => {
    const {container} = render(<WorkspaceIcon icon={`${base}/icon.svg`} title="Blog" />)
    await waitFor(() => expect(container.querySelector('[data-icon-url] svg circle')).not.toBeNull())
  })

  it('logs an HTTP error status and shows nothing', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined)
    const {container} = render(<UrlIcon url={`${base}/missing.svg`} />)
    await waitFor(() => expect(logged).toHaveBeenCalled())
    expect(String(logged.mock.calls[0]?.[0])).toContain('HTTP 404')
    expect(container.querySelector('svg')).toBeNull()
  })

  it('aborts the request when the view goes away', async () => {
    const {unmount} = render(<UrlIcon url={`${base}/slow.svg`} />)
    await new Promise((resolve) => setTimeout(resolve, 100))
    unmount()
    await waitFor(() => expect(aborted).toContain('/slow.svg'))
  })

  it('keeps only the picture of an SVG: no scripts, handlers or javascript: links', () => {
    const clean = sanitizeSvg(HOSTILE)!
    expect(clean).toContain('<rect')
    expect(clean).not.toMatch(/script|onload|onclick|javascript:/i)
    expect(sanitizeSvg('<html><body>not an icon</body></html>')).toBeUndefined()
  })
})
