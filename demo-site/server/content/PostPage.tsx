/** @jsxImportSource hono/jsx */
import { Layout } from '../components/Layout.tsx'
import { raw } from 'hono/html'
import { DEMO_CONTEXT } from '../layout.ts'
import { atollServer, stylesPath } from '../ssr.ts'
import { SITE_TIME_ZONE } from './events.ts'
import type { StoredComment } from './comments.ts'
import type { LikeAnswer } from './likes.ts'
import type { Post } from './posts.ts'
import { shareLinks } from './share-links.ts'

/** A post page's context: comments enabled. */
const POST_CONTEXT = { ...DEMO_CONTEXT, pageType: 2, websiteSettings: { commentsEnabled: true } }

export interface PostPageProps {
  post: Post
  likes: LikeAnswer
  /** The post's absolute address, which the share links carry. */
  url: string
  /** The first page of approved comments, and where the next starts. */
  comments: { comments: StoredComment[]; total: number; nextOffset: number | null }
}

/** Comments on this demo's posts show at the site's times (a server-rendered thread shows the same in every browser). */
const COMMENTS_TIME_ZONE = SITE_TIME_ZONE

/**
 * The approved comments, rendered by `atoll/server` as the island draws them: the thread, "More
 * comments" as a link to the next page, and a form that posts without script. The island hydrates it.
 */
async function CommentsSection({ itemId, page }: { itemId: string; page: PostPageProps['comments'] }) {
  const { renderComments } = await atollServer()
  const settings = { itemId, provider: 'native', timeZone: COMMENTS_TIME_ZONE }
  const thread = await renderComments(settings, page, { id: 'comments', page: POST_CONTEXT })
  return (
    <>
      <link rel="stylesheet" href={await stylesPath('comments')} />
      <section
        id="comments"
        aria-labelledby="comments-heading"
        data-block="comments"
        data-block-json={JSON.stringify(settings)}
      >
        <h2 id="comments-heading">Comments ({page.total})</h2>
        {raw(thread)}
      </section>
    </>
  )
}

/**
 * A blog post as a template renders it: the article, a like button that is a form (it posts without
 * script), and a share link per service (plain links without script).
 */
export function PostPage({ post, likes, url, comments }: PostPageProps) {
  const services = ['facebook', 'x', 'linkedin', 'email', 'copy'] as const
  const date = new Date(`${post.publishOn}T12:00:00Z`)
  return (
    <Layout
      title={post.title}
      description={post.excerpt}
      heading={post.title}
      intro={
        <p>
          By {post.author},{' '}
          <time datetime={post.publishOn}>{date.toLocaleDateString('en-US', { dateStyle: 'long' })}</time>
        </p>
      }
      nav={
        <>
          {' · '}
          <a href="/blog">Blog</a>
        </>
      }
      context={{ ...POST_CONTEXT, itemId: post.id }}
    >
      <article>
        {post.body.map((paragraph) => (
          <p>{paragraph}</p>
        ))}
      </article>
      <section aria-label="Reactions" class="reactions">
        <form
          id="likes"
          class="likes"
          data-block="likes"
          data-hydrate="visible"
          data-block-json={JSON.stringify({ itemId: post.id, count: likes.count })}
          method="post"
          action="/api/content/likes"
        >
          <input type="hidden" name="itemId" value={post.id} />
          <button type="submit" data-part="button" aria-pressed={String(likes.liked)}>
            <span aria-hidden="true">♥</span> Like <span data-part="count">{likes.count}</span>
          </button>
        </form>
        <ul
          id="share"
          class="share"
          aria-label="Share this post"
          data-block="share"
          data-block-json={JSON.stringify({ url, title: post.title, services })}
        >
          {shareLinks(services, { url, title: post.title }).map(({ service, label, href }) => (
            <li>
              <a data-service={service} href={href} rel="noopener" target={service === 'email' ? undefined : '_blank'}>
                {label}
              </a>
            </li>
          ))}
        </ul>
      </section>
      <CommentsSection itemId={post.id} page={comments} />
    </Layout>
  )
}

/** The whole document of a post page. */
export async function renderPost(props: PostPageProps): Promise<string> {
  return `<!doctype html>\n${await (<PostPage {...props} />).toString()}\n`
}
