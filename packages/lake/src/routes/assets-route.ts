import {serveAsset} from '../assets/serve-asset.js'
import {handleUpload} from '../assets/upload.js'
import type {Route} from '../http/router.js'

/**
 * Uploads (versioned, with credentials) and the asset URLs (unversioned and public, like the hosted CDN:
 * anyone with a URL can fetch the bytes, while the asset documents stay as private as other documents).
 * A trailing segment after the file name is a vanity name, ignored as it is upstream.
 */
export const assetsRoutes: Route[] = [
  {method: 'POST', path: '/assets/images/:dataset', handler: (ctx) => handleUpload(ctx, 'image')},
  {method: 'POST', path: '/assets/files/:dataset', handler: (ctx) => handleUpload(ctx, 'file')},
  ...(['image', 'file'] as const).flatMap((kind): Route[] =>
    ['', '/:vanity'].map((vanity) => ({
      method: 'GET',
      path: `/${kind}s/:projectId/:dataset/:file${vanity}`,
      handler: (ctx) => serveAsset(ctx, kind),
      // Credentials are not read at all: a stale session cookie must not break every image.
      auth: 'none',
      versioned: false,
    })),
  ),
]
