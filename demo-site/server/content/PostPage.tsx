/** @jsxImportSource hono/jsx */
import { Layout } from '../components/Layout.tsx'
import { DEMO_CONTEXT } from '../layout.ts'
import type { StoredComment } from './comments.ts'
import type { LikeAnswer } from './likes.ts'
import type { Post } from './posts.ts'
import { shareLinks } from './share-links.ts'

export interface PostPageProps {
  post: Post
  likes: LikeAnswer
  /** The post's absolute address, which the share links carry. */
  url: string
  /** The first page of approved comments, and where the next starts. */
  comments: { comments: StoredComment[]; total: number; nextOffset: number | null }
}

function CommentEntry({ comment }: { comment: StoredComment }) {
  const date = new Date(comment.createdOn)
  return (
    <article>
      <p class="atoll-comment-meta">
        <strong data-part="name">{comment.name}</strong>{' '}
        <time datetime={comment.createdOn}>
          {new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' }).format(date)}
        </time>
      </p>
      <p class="atoll-comment-body" data-part="body">
        {comment.body}
      </p>
    </article>
  )
}

/** The approved comments as plain HTML, threads with their replies, and a link to the next page. */
function CommentsSection({ itemId, page }: { itemId: string; page: PostPageProps['comments'] }) {
  const threads = page.comments.filter((comment) => comment.parentId === null)
  return (
    <section
      id="comments"
      aria-labelledby="comments-heading"
      data-block="comments"
      data-block-json={JSON.stringify({ itemId, provider: 'native' })}
    >
      <h2 id="comments-heading">Comments ({page.total})</h2>
      <ol data-part="list" class="atoll-comments">
        {threads.map((thread) => {
          const replies = page.comments.filter((comment) => comment.parentId === thread.id)
          return (
            <li data-part="comment" data-comment-id={thread.id} id={`comment-${thread.id}`}>
              <CommentEntry comment={thread} />
              {replies.length ? (
                <ol class="atoll-comment-replies">
                  {replies.map((reply) => (
                    <li
                      data-part="comment"
                      data-comment-id={reply.id}
                      data-parent-id={thread.id}
                      id={`comment-${reply.id}`}
                    >
                      <CommentEntry comment={reply} />
                    </li>
                  ))}
                </ol>
              ) : null}
            </li>
          )
        })}
      </ol>
      {page.nextOffset === null ? null : (
        <a data-part="more" href={`?commentsOffset=${page.nextOffset}#comments`}>
          More comments
        </a>
      )}
    </section>
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
      context={{ ...DEMO_CONTEXT, pageType: 2, itemId: post.id, websiteSettings: { commentsEnabled: true } }}
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
