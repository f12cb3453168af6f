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

export const postBySlug = (slug: string): Post | undefined => POSTS.find((post) => post.slug === slug)
