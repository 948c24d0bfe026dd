import type { SearchInsight } from '@kb/contracts';
import { percent } from './format';
import { ShareBar, Sparkline } from './Sparkline';
import { InsightTable } from './InsightTable';

/** One list of searches: query, searches, results, opened, click-through, a line of searches per day. */
export function SearchTable({ title, rows, empty }: { title: string; rows: SearchInsight[]; empty: string }) {
  return (
    <InsightTable
      title={title}
      empty={empty}
      columns={['Query', 'Searches', 'Results', 'Opened', 'Click-through', 'Per day']}
      rows={rows.map((row) => (
        <tr key={row.query}>
          <th scope="row">{row.query}</th>
          <td>{row.searches}</td>
          <td>{row.results}</td>
          <td>{row.averagePosition === null ? row.clicks : `${row.clicks} (avg #${row.averagePosition})`}</td>
          <td>
            <ShareBar share={row.clickThrough} label={`${percent(row.clickThrough)} click-through`} /> {percent(row.clickThrough)}
          </td>
          <td>
            <Sparkline values={row.daily} label={`Searches per day for ${row.query}`} />
          </td>
        </tr>
      ))}
    />
  );
}
