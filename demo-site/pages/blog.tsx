/** @jsxImportSource hono/jsx */
import { POSTS } from '../server/content/posts.ts'
import { definePage } from '../server/page.ts'

export const page = definePage({
  title: 'Blog',
  description: 'Posts of the bakery, each with a like button and share links.',
  heading: 'From the bakehouse',
  intro: <p>News and recipes. Each post has a like button that works without script and share links.</p>,
  main: () => (
    <ul class="posts">
      {POSTS.map((post) => (
        <li>
          <h2>
            <a href={`/blog/${post.slug}`}>{post.title}</a>
          </h2>
          <p>{post.excerpt}</p>
        </li>
      ))}
    </ul>
  ),
})
