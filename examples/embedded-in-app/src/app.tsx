import {lazy, Suspense} from 'react'
import {Link, Route, Routes} from 'react-router'
import {AboutPage} from './pages/about-page'
import {HomePage} from './pages/home-page'
import {PostPage} from './pages/post-page'

// The studio is loaded only when someone opens /studio, so the public pages stay small.
const StudioPage = lazy(() => import('./pages/studio-page'))

/** The app's own routes; everything under /studio belongs to the studio, which routes on its own. */
export function App() {
  return (
    <Routes>
      <Route
        path="/studio/*"
        element={
          <Suspense fallback={<p>Loading the studio…</p>}>
            <StudioPage />
          </Suspense>
        }
      />
      <Route
        path="*"
        element={
          <div style={{fontFamily: 'system-ui, sans-serif', maxWidth: 720, margin: '0 auto', padding: 24}}>
            <nav style={{display: 'flex', gap: 16, marginBottom: 24}}>
              <Link to="/">Field Notes</Link>
              <Link to="/about">About</Link>
              <Link to="/studio">Studio</Link>
            </nav>
            <Routes>
              <Route index element={<HomePage />} />
              <Route path="about" element={<AboutPage />} />
              <Route path="posts/:slug" element={<PostPage />} />
            </Routes>
          </div>
        }
      />
    </Routes>
  )
}
