/** @jsxImportSource hono/jsx */
import { Layout } from '../components/Layout.tsx'
import { DEMO_CONTEXT } from '../layout.ts'
import { CATEGORIES, listPosts, type Post } from './posts.ts'

/** CONTRACT.md section 8: the blog's collection, and the posts a page shows. */
export const BLOG_COLLECTION = 'blog'
export const BLOG_PAGE_SIZE = 4

export interface BlogQuery {
  /** Where the visitor had loaded to (`?offset=`): the page renders every post before it and one page more. */
  offset: number
  category?: string | undefined
  tag?: string | undefined
}

/** The address of the blog list with these filters. */
export function blogHref({ offset, category, tag }: Partial<BlogQuery>): string {
  const query = new URLSearchParams()
  if (category) query.set('category', category)
  if (tag) query.set('tag', tag)
  if (offset) query.set('offset', String(offset))
  const text = query.toString()
  return text ? `/blog?${text}` : '/blog'
}

function PostItem({ post }: { post: Post }) {
  const date = new Date(`${post.publishOn}T12:00:00Z`)
  return (
    <li data-part="item">
      <article>
        <h2>
          <a href={`/blog/${post.slug}`}>{post.title}</a>
        </h2>
        <p class="meta">
          <time datetime={post.publishOn}>{date.toLocaleDateString('en-US', { dateStyle: 'long' })}</time> ·{' '}
          {post.author}
        </p>
        <p>{post.excerpt}</p>
      </article>
    </li>
  )
}

/**
 * The blog list as a template renders it: filters and a next-page link that work without script, and
 * every post up to the visitor's place, so a reload or Back lands where they were.
 */
export function BlogPage({ offset, category, tag }: BlogQuery) {
  const { items, nextOffset } = listPosts({ offset: 0, limit: offset + BLOG_PAGE_SIZE, category, tag })
  const settings = { collectionId: BLOG_COLLECTION, pageSize: BLOG_PAGE_SIZE, category, tag }
  return (
    <Layout
      searchBox
      title="Blog"
      description="Posts of the bakery: load more in place, filter by category, like and share each post."
      heading="From the bakehouse"
      intro={<p>News and recipes. "Load more" adds the next posts in place; the address keeps your place.</p>}
      context={{ ...DEMO_CONTEXT, pageType: 1 }}
    >
      <section id="blog" class="blog-list" data-block="blog-list" data-block-json={JSON.stringify(settings)}>
        <nav data-part="filters" aria-label="Categories">
          <ul>
            {[undefined, ...CATEGORIES].map((name) => (
              <li>
                <a href={blogHref({ category: name })} aria-current={name === category ? 'page' : undefined}>
                  {name ?? 'All posts'}
                </a>
              </li>
            ))}
          </ul>
        </nav>
        <ol data-part="items">
          {items.map((post) => (
            <PostItem post={post} />
          ))}
        </ol>
        {nextOffset === null ? null : (
          <a data-part="more" href={blogHref({ offset: nextOffset, category, tag })}>
            Older posts
          </a>
        )}
      </section>
    </Layout>
  )
}

export async function renderBlog(query: BlogQuery): Promise<string> {
  return `<!doctype html>\n${await (<BlogPage {...query} />).toString()}\n`
}
