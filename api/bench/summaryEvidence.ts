import { readFile } from 'node:fs/promises';
import { answerShare } from '../src/search/evidence';
import type { SearchIndex } from '../src/search/searchIndex';
import { SUMMARY_ARTICLES } from '../src/routes/search/answers';
import type { CorpusDoc } from './corpus';
import type { Query } from './qualityMeasures';

/** The best share among the summary's hits, and that of the best answering page among them (-1 when none is in the top 3). */
function shares(index: SearchIndex, query: string, answers: readonly string[], slugs: ReadonlyMap<string, string>) {
  const hits = index.search(query, SUMMARY_ARTICLES);
  const scored = hits.map((hit) => ({ hit, share: answerShare(index.evidence(query, hit)) }));
  const best = Math.max(0, ...scored.map((s) => s.share));
  const answering = scored.filter((s) => answers.includes(slugs.get(s.hit.id)!));
  return { hits: hits.length, best, answering: answering.length > 0 ? Math.max(...answering.map((s) => s.share)) : -1 };
}

export type EvidenceRow = { query: string; kind: string; hits: number; best: number; answering: number };

/**
 * For the summary's threshold (decision 0188): per judged query the best answer share among its top 3 (and the
 * answering page's, when it is among them), and per off-topic query of `data/off-topic-queries.json` the best share.
 * Prints how many judged queries keep their answering page in the summary, and how many off-topic ones are told that
 * nothing answers; `show` lists every query's shares.
 */
export async function summaryEvidence(
  name: string,
  index: SearchIndex,
  docs: CorpusDoc[],
  judged: Query[],
  offTopicFile: string,
  show: boolean,
  threshold: number,
) {
  const slugs = new Map(docs.map((d) => [d.id, d.slug]));
  const offTopic = (JSON.parse(await readFile(offTopicFile, 'utf8')) as Record<string, string[]>)[name] ?? [];
  const rows: EvidenceRow[] = [
    ...judged.map((q) => ({ query: q.query, kind: q.kind, ...shares(index, q.query, q.answers, slugs) })),
    ...offTopic.map((query) => ({ query, kind: 'off-topic', ...shares(index, query, [], slugs) })),
  ];
  const answered = rows.filter((r) => r.kind !== 'off-topic' && r.answering >= 0);
  const off = rows.filter((r) => r.kind === 'off-topic' && r.hits > 0);
  const quoted = answered.filter((r) => r.best >= threshold).length;
  const said = off.filter((r) => r.best < threshold).length;
  console.log(
    `\nsummary evidence (threshold ${threshold}): judged queries with an answering page in the top 3 that the summary quotes (one of the top 3 passing) ${quoted}/${answered.length}; ` +
      `off-topic queries with hits told "none answers" ${said}/${off.length} (${offTopic.length - off.length} without hits)`,
  );
  if (show)
    for (const r of rows) console.log(`  ${r.kind.padEnd(9)} hits ${r.hits}  best ${r.best.toFixed(2)}  answering ${r.answering.toFixed(2)}  ${r.query}`);
}
