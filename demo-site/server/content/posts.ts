/**
 * The demo blog: a few posts of the bakery, as a site's collection holds them. The content pages
 * (a post with its likes and share blocks) are rendered from these.
 */

export interface Post {
  id: string
  slug: string
  title: string
  excerpt: string
  /** ISO date. */
  publishOn: string
  author: string
  categories: readonly string[]
  tags: readonly string[]
  body: readonly string[]
}

export const POSTS: readonly Post[] = [
  {
    id: 'post-harbour-loaf',
    slug: 'harbour-loaf',
    title: 'How we bake the harbour loaf',
    excerpt: 'Thirty hours from starter to crust, and why we never hurry the second rise.',
    publishOn: '2026-10-02',
    author: 'Mara Quint',
    categories: ['Baking'],
    tags: ['sourdough', 'bread'],
    body: [
      'Our harbour loaf starts the evening before, when the starter is fed with rye flour and left in the cool room.',
      'By morning it has doubled. We mix it with flour from the mill upriver, water and sea salt, and fold the dough four times over the next three hours.',
      'The second rise takes the night, in baskets at eight degrees. Hurrying it gives a loaf that looks the same and tastes of nothing.',
    ],
  },
  {
    id: 'post-winter-hours',
    slug: 'winter-hours',
    title: 'Winter opening hours',
    excerpt: 'From December the shop opens at eight, and the bike courier rests on Sundays.',
    publishOn: '2026-11-15',
    author: 'Tom Reyes',
    categories: ['News'],
    tags: ['shop'],
    body: [
      'From the first of December the shop on Harbour Street opens at eight instead of seven.',
      'Orders for delivery still go out at nine on weekdays; on Sundays the courier rests and you can collect from the shop until noon.',
    ],
  },
]

/** More posts, so the blog list has pages to load: a season of the bakery's weekly notes. */
const WEEKLY: readonly Post[] = [
  ['rye-week', 'A week of rye', 'Baking', ['rye', 'bread']],
  ['cardamom-buns', 'Cardamom buns are back', 'Recipes', ['buns']],
  ['mill-visit', 'A morning at the mill', 'News', ['flour']],
  ['starter-care', 'Caring for a starter on holiday', 'Recipes', ['sourdough']],
  ['apprentice', 'Meet our new apprentice', 'News', ['team']],
  ['olive-focaccia', 'Olive focaccia on Fridays', 'Baking', ['bread']],
  ['harvest-loaf', 'The harvest loaf', 'Baking', ['bread', 'seasonal']],
  ['almond-cake', 'Almond cake without wheat', 'Recipes', ['gluten-free', 'cakes']],
  ['oven-repair', 'The oven is mended', 'News', ['shop']],
  ['seeded-crackers', 'Seeded crackers from the last of the dough', 'Recipes', ['crackers']],
].map(([slug, title, category, tags], index) => ({
  id: `post-${slug}`,
  slug: slug as string,
  title: title as string,
  excerpt: `${title}: notes from the bakehouse, week ${index + 30}.`,
  publishOn: new Date(Date.UTC(2026, 6, 3 + index * 7)).toISOString().slice(0, 10),
  author: index % 2 ? 'Tom Reyes' : 'Mara Quint',
  categories: [category as string],
  tags: tags as string[],
  body: [`${title}. A short note from the bakehouse; the full story is told at the counter.`],
}))

/** Every post, newest first. */
export const ALL_POSTS: readonly Post[] = [...POSTS, ...WEEKLY].sort((a, b) => b.publishOn.localeCompare(a.publishOn))

export const postBySlug = (slug: string): Post | undefined => ALL_POSTS.find((post) => post.slug === slug)

export interface PostQuery {
  offset: number
  limit: number
  category?: string | undefined
  tag?: string | undefined
}

/** A page of posts, newest first, and where the next page starts (null at the end). */
export function listPosts({ offset, limit, category, tag }: PostQuery): { items: Post[]; nextOffset: number | null } {
  const matching = ALL_POSTS.filter(
    (post) => (!category || post.categories.includes(category)) && (!tag || post.tags.includes(tag)),
  )
  const items = matching.slice(offset, offset + limit)
  return { items, nextOffset: offset + limit < matching.length ? offset + limit : null }
}

/** The categories of every post, sorted. */
export const CATEGORIES: readonly string[] = [...new Set(ALL_POSTS.flatMap((post) => post.categories))].sort()
