/** @jsxImportSource hono/jsx */
import { BLOG_COLLECTION, BLOG_PAGE_SIZE } from '../server/content/BlogPage.tsx'
import { listPosts, type Post } from '../server/content/posts.ts'
import { definePage } from '../server/page.ts'

/** A post as this template writes it: an article of the block itself, no list item around it. */
function NewsItem({ post }: { post: Post }) {
  const date = new Date(`${post.publishOn}T12:00:00Z`)
  return (
    <article data-part="item">
      <h2>
        <a href={`/blog/${post.slug}`}>{post.title}</a>
      </h2>
      <p class="meta">
        <time datetime={post.publishOn}>{date.toLocaleDateString('en-US', { dateStyle: 'long' })}</time> · {post.author}
      </p>
      <p>{post.excerpt}</p>
    </article>
  )
}

/** Where the visitor had loaded to (`?offset=`): the page renders every post before it and one page more. */
function offsetOf(url: URL | undefined): number {
  const offset = Number(url?.searchParams.get('offset'))
  return Number.isInteger(offset) && offset > 0 ? offset : 0
}

export const page = definePage({
  title: 'News: posts without a list',
  description:
    'The blog list as CONTRACT.md writes it: posts and an older-posts link straight in the block, with no list around them; Load more adds the next posts after them.',
  heading: <>News from the bakehouse</>,
  intro: (
    <p>
      The same posts as the blog, in a template that writes each post as an <code>article</code> of the block, with no{' '}
      <code>[data-part=items]</code> list. "Load more" adds the next posts in place; the address keeps your place.
    </p>
  ),
  main: ({ request }) => {
    const offset = offsetOf(request?.url)
    const { items, nextOffset } = listPosts({ offset: 0, limit: offset + BLOG_PAGE_SIZE })
    const settings = { collectionId: BLOG_COLLECTION, pageSize: BLOG_PAGE_SIZE }
    return (
      <section id="news" class="blog-list" data-block="blog-list" data-block-json={JSON.stringify(settings)}>
        {items.map((post) => (
          <NewsItem post={post} />
        ))}
        {nextOffset === null ? null : (
          <a data-part="more" href={`/news?offset=${nextOffset}`}>
            Older posts
          </a>
        )}
      </section>
    )
  },
})
