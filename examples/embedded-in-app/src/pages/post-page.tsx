import {useParams} from 'react-router'
import type {PostSummary} from '../lake'
import {useQuery} from '../use-query'

const POST = '*[_type == "post" && slug.current == $slug][0] {_id, title, "slug": slug.current, excerpt}'

export function PostPage() {
  const {slug = ''} = useParams()
  const post = useQuery<PostSummary | null>(POST, {slug})
  if (post.status === 'loading') return <p>Loading…</p>
  if (post.status === 'error') return <p role="alert">Could not load the post: {post.message}</p>
  if (!post.data) return <h1>Not found</h1>
  return (
    <article>
      <h1>{post.data.title}</h1>
      {post.data.excerpt && <p>{post.data.excerpt}</p>}
    </article>
  )
}
