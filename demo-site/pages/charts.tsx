/** @jsxImportSource hono/jsx */
import { ChartBlock } from '../server/components/Chart.tsx'
import { definePage } from '../server/page.ts'

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun']

export const page = definePage({
  searchBox: true,
  title: 'Charts',
  description: 'Bar, line and pie charts drawn from the tables the server sends, which stay for screen readers.',
  stylesheets: ['/demo/charts.css'],
  heading: <>Harbour Street Bakery in figures</>,
  intro: (
    <p>
      Each chart is a <code>chart</code> block around a plain table. The island draws it when it comes into view, in the
      box the page reserved for it; tab to a chart to read its values with the arrow keys, or show the table with{' '}
      <em>Data</em>.
    </p>
  ),
  main: () => (
    <>
      <h2>Loaves and buns sold</h2>
      <ChartBlock
        id="chart-sales"
        type="bar"
        title="Sold each month, 2026"
        labels={MONTHS}
        rows={[
          ['Loaves', 1180, 1040, 1225, 1310, 1420, 1385],
          ['Buns', 640, 610, 720, 805, 930, 1010],
        ]}
      />
      <h2>Morning queue</h2>
      <ChartBlock
        id="chart-queue"
        type="line"
        title="People waiting at opening time"
        labels={MONTHS}
        rows={[
          ['Weekdays', 6, 7, 9, 11, 14, 16],
          ['Saturdays', 18, 17, 22, 25, 31, 34],
        ]}
      />
      <h2>What the flour goes into</h2>
      <ChartBlock
        id="chart-flour"
        type="pie"
        title="Flour used, by bake"
        labels={['Sourdough', 'Rye', 'Buns', 'Cakes']}
        rows={[['Kilograms', 420, 180, 260, 90]]}
      />
    </>
  ),
})
