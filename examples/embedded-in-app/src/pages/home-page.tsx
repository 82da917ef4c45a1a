import {Link} from 'react-router'
import type {PostSummary} from '../lake'
import {useQuery} from '../use-query'

const POSTS =
  '*[_type == "post" && defined(slug.current)] | order(_createdAt desc) {_id, title, "slug": slug.current, excerpt}'

export function HomePage() {
  const posts = useQuery<PostSummary[]>(POSTS)
  return (
    <main>
      <h1>Field Notes</h1>
      {posts.status === 'loading' && <p>Loading…</p>}
      {posts.status === 'error' && <p role="alert">Could not load the posts: {posts.message}</p>}
      {posts.status === 'done' && posts.data.length === 0 && <p>No posts yet: write one in the studio.</p>}
      {posts.status === 'done' && (
        <ul>
          {posts.data.map((post) => (
            <li key={post._id}>
              <Link to={`/posts/${post.slug}`}>{post.title}</Link>
              {post.excerpt && <p>{post.excerpt}</p>}
            </li>
          ))}
        </ul>
      )}
    </main>
  )
}
