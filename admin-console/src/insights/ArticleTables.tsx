import { articlePath, type ArticleInsight } from '@kb/contracts';
import { percent } from './format';
import { ShareBar, Sparkline } from './Sparkline';
import { InsightTable } from './InsightTable';

const articleLink = (row: ArticleInsight) => <a href={articlePath(row.slug)}>{row.title}</a>;

/** Articles by helpfulness, least helpful first, with what readers said was missing. */
export function HelpfulnessTable({ rows }: { rows: ArticleInsight[] }) {
  return (
    <InsightTable
      title="Articles by helpfulness"
      empty="No votes in this period."
      columns={['Article', 'Yes', 'No', 'Helpful', 'What was missing']}
      rows={rows.map((row) => (
        <tr key={row.articleId}>
          <th scope="row">{articleLink(row)}</th>
          <td>{row.yes}</td>
          <td>{row.no}</td>
          <td>
            {row.helpfulRatio === null ? (
              '–'
            ) : (
              <>
                <ShareBar share={row.helpfulRatio} label={`${percent(row.helpfulRatio)} helpful`} /> {percent(row.helpfulRatio)}
              </>
            )}
          </td>
          <td>
            {row.comments.length > 0 && (
              <ul>
                {row.comments.map((comment) => (
                  <li key={`${comment.at}-${comment.text}`}>{comment.text}</li>
                ))}
              </ul>
            )}
          </td>
        </tr>
      ))}
    />
  );
}

/** Most-viewed articles (counted on the server, once per reader and day). */
export function MostViewedTable({ rows }: { rows: ArticleInsight[] }) {
  return (
    <InsightTable
      title="Most viewed articles"
      empty="No views in this period."
      columns={['Article', 'Views', 'Per day']}
      rows={rows.map((row) => (
        <tr key={row.articleId}>
          <th scope="row">{articleLink(row)}</th>
          <td>{row.views}</td>
          <td>
            <Sparkline values={row.daily} label={`Views per day of ${row.title}`} />
          </td>
        </tr>
      ))}
    />
  );
}
