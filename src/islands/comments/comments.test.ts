// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest'
import { type Comment, readPage, readRendered, threads } from './comments.ts'

const at = (id: string, parentId: string | null, minute: number): Comment => ({
  id,
  parentId,
  name: id,
  body: id,
  createdOn: `2026-10-03T08:${String(minute).padStart(2, '0')}:00Z`,
})

describe('threads', () => {
  const comments = [at('b', null, 5), at('a', null, 1), at('a1', 'a', 9), at('a2', 'a1', 3), at('x', 'gone', 7)]

  it('puts replies one level deep under their thread, oldest reply first', () => {
    expect(threads(comments, 'oldest').map(({ comment, replies }) => [comment.id, replies.map((r) => r.id)])).toEqual([
      ['a', ['a2', 'a1']],
      ['b', []],
      ['x', []],
    ])
  })

  it('turns the threads, not the replies, for newest first', () => {
    expect(threads(comments, 'newest').map(({ comment, replies }) => [comment.id, replies.map((r) => r.id)])).toEqual([
      ['x', []],
      ['b', []],
      ['a', ['a2', 'a1']],
    ])
  })
})

describe('answers and markup', () => {
  it('reads bodies as text and refuses an answer without comments', () => {
    expect(readPage({ comments: [at('a', null, 1)], total: 1, nextOffset: null }).comments[0]?.body).toBe('a')
    expect(() => readPage({ total: 1, nextOffset: null })).toThrow('/api/comment/comments: the answer has no comments')
    expect(() => readPage({ comments: [{ id: 'a' }], total: 1, nextOffset: null })).toThrow('a comment has no name')
  })

  it('reads a date as epoch milliseconds, and leaves out one it cannot read, keeping the comment', () => {
    const answer = (createdOn: unknown) => ({ ...at('a', null, 1), createdOn })
    const { comments } = readPage({
      comments: [answer(Date.parse('2026-10-03T08:12:00Z')), answer('3 October'), answer(null), answer({})],
      total: 4,
      nextOffset: null,
    })
    expect(comments.map((comment) => comment.createdOn)).toEqual(['2026-10-03T08:12:00.000Z', '', '', ''])
    // Undated comments come after the dated ones, in the order they came.
    expect(
      threads([{ ...at('x', null, 0), createdOn: '' }, at('y', null, 5)], 'oldest').map((t) => t.comment.id),
    ).toEqual(['y', 'x'])
  })

  it('reads the comments the server rendered', () => {
    document.body.innerHTML = `<ol><li data-part="comment" data-comment-id="c1"><strong data-part="name"> Ines </strong>
      <time datetime="2026-10-03T08:12:00Z">Oct 3</time><p data-part="body">Hello &lt;b&gt;</p>
      <ol><li data-part="comment" data-comment-id="c2" data-parent-id="c1"><strong data-part="name">Mara</strong><time datetime="x"></time><p data-part="body">Hi</p></li></ol></li></ol>`
    expect(readRendered(document.body)).toEqual([
      {
        id: 'c1',
        parentId: null,
        name: 'Ines',
        body: 'Hello <b>',
        createdOn: '2026-10-03T08:12:00Z',
        shownTime: 'Oct 3',
      },
      { id: 'c2', parentId: 'c1', name: 'Mara', body: 'Hi', createdOn: 'x', shownTime: '' },
    ])
  })
})
