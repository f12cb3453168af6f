/** @jsxImportSource hono/jsx */
import { Menu } from '../server/components/Blocks.tsx'
import { definePage } from '../server/page.ts'

export const page = definePage({
  title: 'Menu',
  description: 'A menu block with tabs: arrow keys move between them with wrap-around, Enter or Space selects.',
  stylesheets: ['/demo/blocks.css'],
  heading: <>Harbour Street Bakery: the café menu</>,
  intro: (
    <>
      <p>
        A menu block with three tabs. With the keyboard: Tab to the tabs, the arrow keys move between them (past the
        last one back to the first), Home and End jump to the ends, Enter or Space shows the menu you are on, and Tab
        again goes into it.
      </p>
    </>
  ),
  main: () => (
    <>
      <Menu
        id="cafe-menu"
        tabs={[
          {
            label: 'Breakfast',
            content: (
              <>
                <h2>Breakfast, 7 to 11 am</h2>
                <dl class="dishes">
                  <dt>Sourdough toast with cultured butter</dt>
                  <dd>$6.50</dd>
                  <dt>Cardamom bun</dt>
                  <dd>$4.00</dd>
                  <dt>Soft-boiled eggs with rye soldiers</dt>
                  <dd>$9.00</dd>
                </dl>
              </>
            ),
          },
          {
            label: 'Lunch',
            content: (
              <>
                <h2>Lunch, noon to 3 pm</h2>
                <dl class="dishes">
                  <dt>Soup of the day with a heel of bread</dt>
                  <dd>$11.00</dd>
                  <dt>Rye sandwich with smoked trout</dt>
                  <dd>$13.50</dd>
                  <dt>Focaccia with roasted squash</dt>
                  <dd>$12.00</dd>
                </dl>
              </>
            ),
          },
          {
            label: 'Cakes',
            content: (
              <>
                <h2>Cakes, all day</h2>
                <dl class="dishes">
                  <dt>Almond cake (gluten-free, Fridays)</dt>
                  <dd>$5.50</dd>
                  <dt>Carrot cake with brown butter icing</dt>
                  <dd>$5.00</dd>
                  <dt>Lemon tart</dt>
                  <dd>$6.00</dd>
                </dl>
              </>
            ),
          },
        ]}
      />
      <p class="note">
        The server renders the first tab's state; the island adds the tabs' roles and keys without moving anything.
      </p>
    </>
  ),
})
