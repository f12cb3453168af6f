/** @jsxImportSource hono/jsx */
import { Accordion } from '../server/components/Accordion.tsx'
import { Block } from '../server/components/Block.tsx'
import { Section } from '../server/components/Section.tsx'
import { definePage } from '../server/page.ts'

export const page = definePage({
  title: 'Broken blocks',
  description: 'Malformed settings and an unknown kind stay as the server rendered them; the rest still works.',
  heading: 'Bad input never breaks the page',
  intro: (
    <p>
      Each faulty block below logs one console error naming it and stays as the server rendered it. The working
      accordion at the end still works.
    </p>
  ),
  main: () => (
    <>
      <Section
        id="bad-json"
        heading="Malformed settings"
        note={
          <>
            This accordion's <code>data-block-json</code> is cut off in the middle of a value. It keeps its server
            state: the first panel open, the others closed.
          </>
        }
      >
        {/* The settings a faulty template wrote, cut off: the block's attribute holds them as they are. */}
        <Accordion
          id="bad-json"
          expandFirst
          rawSettings={'{"expandFirst": tru'}
          items={[
            {
              title: 'Why is this panel open?',
              content: (
                <p>The server rendered it open. Without valid settings no island mounts, so nothing changes it.</p>
              ),
            },
            { title: 'And this one?', content: <p>It stays closed, because no island mounted to open it.</p> },
          ]}
        />
      </Section>

      <Section
        id="unknown"
        heading="Unknown kind"
        note={
          <>
            No island is called <code>teleporter</code>. The block keeps its text.
          </>
        }
      >
        <Block kind="teleporter" id="unknown">
          server text stays
        </Block>
      </Section>

      <Section id="works" heading="A working accordion" note="The failures above do not stop this one.">
        <Accordion
          id="works"
          items={[
            { title: 'Does this one open?', content: <p>Yes: its settings are valid and its island mounted.</p> },
            { title: 'And close again?', content: <p>Yes, and opening this panel closes the other one.</p> },
          ]}
        />
      </Section>
    </>
  ),
})
