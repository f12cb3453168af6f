import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { baseUrl, usePages } from './harness.ts'
import { keepsElement } from './hydration.ts'
import { routePage } from './routed-page.ts'

const names = (page: Page) => page.locator('#comments [data-part=comment] > article [data-part=name]').allTextContents()

async function fill(scope: ReturnType<Page['getByRole']>, { name, email, body }: Record<string, string>) {
  await scope.getByLabel('Name').fill(name ?? '')
  await scope.getByLabel('Email').fill(email ?? '')
  await scope.getByLabel('Comment').fill(body ?? '')
}

describe('comments on a blog post', () => {
  const pages = usePages()

  it('posts a comment by keyboard alone and shows it at once, awaiting approval', async () => {
    const { page, inbox, consoleErrors, pageErrors, cspViolations } = await pages.open('/blog/harbour-loaf')
    await page.waitForSelector('#comments[data-island-state=mounted]')
    expect(await names(page)).toEqual(['Ines', 'Mara Quint', 'Jonas'])

    const form = page.getByRole('form', { name: 'Post comment' })
    await form.getByLabel('Name').focus()
    await page.keyboard.type('Ada')
    await page.keyboard.press('Tab')
    await page.keyboard.type('ada@example.com')
    await page.keyboard.press('Tab')
    await page.keyboard.type('Is there a rye version?')
    await page.keyboard.press('Tab')
    await page.keyboard.press('Enter')

    await expect.poll(() => names(page)).toEqual(['Ines', 'Mara Quint', 'Jonas', 'Ada'])
    expect(await page.locator('#comments li', { hasText: 'Ada' }).textContent()).toContain('Awaiting approval')
    expect(await page.getByRole('status').filter({ hasText: 'approved' }).textContent()).toBe(
      'Your comment will appear once it is approved.',
    )
    expect(await form.getByLabel('Comment').inputValue()).toBe('')
    const [received] = await inbox('comment')
    expect(received?.body).toEqual({
      targetId: 'post-harbour-loaf',
      parentId: null,
      name: 'Ada',
      email: 'ada@example.com',
      body: 'Is there a rye version?',
    })
    expect(consoleErrors).toEqual([])
    expect(pageErrors).toEqual([])
    expect(await cspViolations()).toEqual([])
  })

  it('checks the email with the forms rule, and keeps what was typed through a failure', async () => {
    const probe = await pages.open('/blog/harbour-loaf', {
      beforeGoto: async (page) => {
        await page.route('**/api/comment/comments*', (route) =>
          route.request().method() === 'POST' ? route.fulfill({ status: 500, body: '' }) : route.fallback(),
        )
      },
    })
    const { page } = probe
    probe.expectConsoleError(
      'Failed to load resource: the server responded with a status of 500 (Internal Server Error)',
    )
    probe.expectConsoleError(/^\[atoll:comments\] #comments: the comment was not posted HttpError: /)
    probe.expectConsoleError(/^\[atoll:data\] POST \S+\/api\/comment\/comments\S* answered 500$/)
    await page.waitForSelector('#comments[data-island-state=mounted]')
    const form = page.getByRole('form', { name: 'Post comment' })
    await fill(form, { name: 'Ada', email: 'ada@', body: 'Lovely.' })
    await form.getByRole('button', { name: 'Post comment' }).click()
    expect(await form.getByText('Email is not valid').textContent()).toBe(
      'Email is not valid. Email addresses should follow the format name@example.com.',
    )
    expect(await page.evaluate(() => document.activeElement?.getAttribute('type'))).toBe('email')

    await form.getByLabel('Email').fill('ada@example.com')
    await form.getByRole('button', { name: 'Post comment' }).click()
    await expect
      .poll(() => form.getByRole('alert').textContent())
      .toBe('Unable to post your comment. What you wrote is kept; please try again.')
    expect(await form.getByLabel('Comment').inputValue()).toBe('Lovely.')
    expect(await form.getByLabel('Name').inputValue()).toBe('Ada')
  })

  it('shows a stored comment as posted when its answer dates it in epoch milliseconds, or not readably', async () => {
    const dates: unknown[] = [Date.parse('2026-11-26T09:30:00Z'), 'yesterday']
    const { page, inbox, consoleErrors, pageErrors } = await pages.open('/blog/harbour-loaf', {
      beforeGoto: async (page) => {
        // The server stores the comment; its answer writes the date another way.
        await page.route('**/api/comment/comments*', async (route) => {
          if (route.request().method() !== 'POST') return route.fallback()
          const response = await route.fetch()
          const answer = (await response.json()) as { comment: { createdOn: unknown } }
          answer.comment.createdOn = dates.shift()
          await route.fulfill({ response, json: answer })
        })
      },
    })
    await page.waitForSelector('#comments[data-island-state=mounted]')
    const form = page.getByRole('form', { name: 'Post comment' })
    await fill(form, { name: 'Ada', email: 'ada@example.com', body: 'Is there a rye version?' })
    await form.getByRole('button', { name: 'Post comment' }).click()
    await expect.poll(() => names(page)).toEqual(['Ines', 'Mara Quint', 'Jonas', 'Ada'])
    expect(await page.getByRole('status').filter({ hasText: 'approved' }).textContent()).toBe(
      'Your comment will appear once it is approved.',
    )
    const timeOf = (name: string) =>
      page
        .locator('#comments [data-part=comment] > article')
        .filter({ has: page.locator('[data-part=name]', { hasText: new RegExp(`^${name}$`) }) })
        .locator('time')
    expect(await timeOf('Ada').getAttribute('datetime')).toBe('2026-11-26T09:30:00.000Z')
    expect(await timeOf('Ada').textContent()).toBe('Nov 26, 2026, 10:30 AM')
    expect(await form.getByRole('alert').count()).toBe(0)

    await fill(form, { name: 'Bo', email: 'bo@example.com', body: 'Same here.' })
    await form.getByRole('button', { name: 'Post comment' }).click()
    await expect.poll(() => names(page)).toEqual(['Ines', 'Mara Quint', 'Jonas', 'Ada', 'Bo'])
    // The date is left out; the comment stands.
    expect(await timeOf('Bo').count()).toBe(0)
    expect(await form.getByRole('alert').count()).toBe(0)
    expect(await inbox('comment')).toHaveLength(2)
    expect(consoleErrors).toEqual([])
    expect(pageErrors).toEqual([])
  })

  it('replies under a comment, one level deep, and returns focus to the reply button', async () => {
    const { page, inbox } = await pages.open('/blog/harbour-loaf')
    await page.waitForSelector('#comments[data-island-state=mounted]')
    await page.getByRole('button', { name: 'Reply to Ines' }).click()
    const reply = page.getByRole('form', { name: 'Reply to Ines' })
    await fill(reply, { name: 'Bo', email: 'bo@example.com', body: 'Same here.' })
    await reply.getByRole('button', { name: 'Post reply' }).click()
    await expect
      .poll(() => page.locator('#comment-c-1 .atoll-comment-replies [data-part=name]').allTextContents())
      .toEqual(['Mara Quint', 'Bo'])
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Reply to Ines')
    const [received] = await inbox('comment')
    expect(received?.body).toMatchObject({ parentId: 'c-1' })
  })

  it('shows the newest first on request', async () => {
    const { page } = await pages.open('/blog/harbour-loaf')
    await page.waitForSelector('#comments[data-island-state=mounted]')
    await page.getByLabel('Sort comments').selectOption('newest')
    await expect.poll(() => names(page)).toEqual(['Jonas', 'Ines', 'Mara Quint'])
  })

  it('hydrates the thread the server rendered: the same nodes, made live, nothing redrawn', async () => {
    const { page, consoleErrors } = await pages.open('/blog/harbour-loaf')
    // Before the island: the server's thread, the order and replies disabled, the form a plain form.
    expect(await page.getAttribute('#comments [data-atoll-rendered]', 'data-atoll-rendered')).toMatch(/^\d+\.\d+\.\d+-/)
    expect(await page.getByLabel('Sort comments').isDisabled()).toBe(true)
    expect(
      await keepsElement(page, '#comment-c-1 article', () =>
        page.waitForSelector('#comments[data-island-state=mounted]'),
      ),
    ).toBe(true)
    await expect.poll(() => page.getByLabel('Sort comments').isDisabled()).toBe(false)
    expect(await page.textContent('#comment-c-1 time')).toBe('Oct 3, 2026, 10:12 AM')
    expect(consoleErrors).toEqual([])
  })

  it('posts a comment without script, with the same checks, and says it waits for approval', async () => {
    const { page, inbox } = await pages.open('/blog/harbour-loaf', { javaScriptEnabled: false })
    expect(await names(page)).toEqual(['Ines', 'Mara Quint', 'Jonas'])
    const form = page.getByRole('form', { name: 'Post comment' })
    await fill(form, { name: 'Ada', email: 'ada@example.com', body: 'Is there a rye version?' })
    await Promise.all([
      page.waitForURL(`${baseUrl()}/api/comment/comments`),
      form.getByRole('button', { name: 'Post comment' }).click(),
    ])
    expect(await page.textContent('h1')).toBe('Thank you!')
    expect(await page.textContent('main p')).toBe('Your comment will appear once it is approved.')
    expect(await page.getAttribute('main a', 'href')).toBe('/blog/harbour-loaf')
    const [received] = await inbox('comment')
    expect(Object.fromEntries(new URLSearchParams(String(received?.body)))).toEqual({
      targetId: 'post-harbour-loaf',
      name: 'Ada',
      email: 'ada@example.com',
      body: 'Is there a rye version?',
    })
  })

  it('answers a comment posted without script that fails the checks with what to correct', async () => {
    const probe = await pages.open('/blog/harbour-loaf', { javaScriptEnabled: false })
    const { page } = probe
    probe.expectConsoleError('Failed to load resource: the server responded with a status of 400 (Bad Request)')
    const form = page.getByRole('form', { name: 'Post comment' })
    // The browser's own checks hold an empty field; a server takes what a browser did not check.
    await fill(form, { name: 'Ada', email: 'ada@example', body: 'Rye?' })
    await Promise.all([
      page.waitForURL(`${baseUrl()}/api/comment/comments`),
      form.getByRole('button', { name: 'Post comment' }).click(),
    ])
    expect(await page.textContent('h1')).toBe('Not posted')
    expect(await page.$$eval('.form-answer-errors li', (items) => items.map((item) => item.textContent))).toEqual([
      'Email is not valid. Email addresses should follow the format name@example.com.',
    ])
  })

  it('loads Disqus only when the comments come into view, from the shortname host, and fills the count links', async () => {
    const asked: string[] = []
    const { page } = await pages.open('/disqus-post', {
      beforeGoto: async (page, context) => {
        await routePage(
          page,
          '/disqus-post',
          `<p><a href="#comments" data-disqus-count>Comments</a></p>${'<p>The harbour loaf, a note.</p>'.repeat(150)}
           <section id="comments" data-block="comments" data-block-json='{"itemId":"post-harbour-loaf","provider":"disqus"}'><h2>Comments</h2></section>`,
          { locale: 'en-US', websiteSettings: { commentsEnabled: true, disqusShortname: 'harbour-bakery' } },
        )
        // Disqus faked at the network layer: the embed writes into the thread, the counter into the links.
        await context.route('https://harbour-bakery.disqus.com/**', (route) => {
          asked.push(route.request().url())
          const embed = "document.getElementById('disqus_thread').textContent = 'Disqus thread'"
          const count = "for (const a of document.querySelectorAll('[data-disqus-count]')) a.textContent = '3 Comments'"
          return route.fulfill({
            contentType: 'text/javascript',
            body: route.request().url().endsWith('embed.js') ? embed : count,
          })
        })
      },
    })
    expect(asked).toEqual([])
    await page.locator('#comments').scrollIntoViewIfNeeded()
    await expect.poll(() => page.textContent('#disqus_thread')).toBe('Disqus thread')
    await expect.poll(() => page.textContent('[data-disqus-count]')).toBe('3 Comments')
    expect(asked.sort()).toEqual([
      'https://harbour-bakery.disqus.com/count.js',
      'https://harbour-bakery.disqus.com/embed.js',
    ])
    expect(page.url()).toBe(`${baseUrl()}/disqus-post`)
  })
})
