/** @jsxImportSource hono/jsx */
import { Block } from './Block.tsx'

export type ChartRows = [string, ...(number | string)[]][]

/** A chart block: the server's table of the data (CONTRACT.md section 9), which the island draws. */
export function ChartBlock({
  id,
  type,
  title,
  labels,
  rows,
}: {
  id: string
  type: 'bar' | 'line' | 'pie'
  title: string
  labels: string[]
  rows: ChartRows
}) {
  return (
    <Block kind="chart" id={id} class="chart-block" settings={{ type, title }}>
      <table>
        <caption>{title}</caption>
        <thead>
          <tr>
            <td />
            {labels.map((label) => (
              <th scope="col">{label}</th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map(([name, ...values]) => (
            <tr>
              <th scope="row">{name}</th>
              {values.map((value) => (
                <td>{value}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </Block>
  )
}
