/** @jsxImportSource hono/jsx */
import { definePage } from '../server/page.ts'

export const page = definePage({
  title: 'Broken blocks',
  description: 'Malformed settings and an unknown kind stay as the server rendered them; the rest still works.',
  heading: <>Bad input never breaks the page</>,
  intro: (
    <>
      <p>
        Each faulty block below logs one console error naming it and stays as the server rendered it. The working
        accordion at the end still works.
      </p>
    </>
  ),
  main: () => (
    <>
      <section aria-labelledby="bad-json-heading">
        <h2 id="bad-json-heading">Malformed settings</h2>
        <p class="note">
          This accordion's <code>data-block-json</code> is cut off in the middle of a value. It keeps its server state:
          the first panel open, the others closed.
        </p>
        <div class="accordion" data-block="accordion" id="bad-json" data-block-json={'{"expandFirst": tru'}>
          <div data-part="item">
            <h3>
              <button type="button" data-part="trigger" aria-expanded="true">
                Why is this panel open?
              </button>
            </h3>
            <div data-part="panel">
              <p>The server rendered it open. Without valid settings no island mounts, so nothing changes it.</p>
            </div>
          </div>
          <div data-part="item">
            <h3>
              <button type="button" data-part="trigger" aria-expanded="false">
                And this one?
              </button>
            </h3>
            <div data-part="panel" hidden>
              <p>It stays closed, because no island mounted to open it.</p>
            </div>
          </div>
        </div>
      </section>
      <section aria-labelledby="unknown-heading">
        <h2 id="unknown-heading">Unknown kind</h2>
        <p class="note">
          No island is called <code>teleporter</code>. The block keeps its text.
        </p>
        <div data-block="teleporter" id="unknown">
          server text stays
        </div>
      </section>
      <section aria-labelledby="works-heading">
        <h2 id="works-heading">A working accordion</h2>
        <p class="note">The failures above do not stop this one.</p>
        <div
          class="accordion"
          data-block="accordion"
          data-block-json={JSON.stringify({ allowMultipleOpen: false, expandFirst: false })}
          id="works"
        >
          <div data-part="item">
            <h3>
              <button type="button" data-part="trigger" aria-expanded="false">
                Does this one open?
              </button>
            </h3>
            <div data-part="panel" hidden>
              <p>Yes: its settings are valid and its island mounted.</p>
            </div>
          </div>
          <div data-part="item">
            <h3>
              <button type="button" data-part="trigger" aria-expanded="false">
                And close again?
              </button>
            </h3>
            <div data-part="panel" hidden>
              <p>Yes, and opening this panel closes the other one.</p>
            </div>
          </div>
        </div>
      </section>
    </>
  ),
})
