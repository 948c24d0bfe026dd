import { createHash } from 'node:crypto';
import type { Connection } from 'mongoose';

/**
 * What the property test compares: the stored state of every collection an admin or visitor request
 * can change, reduced to the fields the API writes, plus a hash of the collections none of the
 * exercised requests may change. The test applies the effect of each accepted request to a copy
 * (the expected state) and compares it with what the database holds afterwards.
 */
export interface StoredState {
  articles: Map<string, { content: string; publishedRevisionId: string | null }>;
  revisions: Map<string, { articleId: string; content: string; adminName: string; isPublished: boolean; createdAt: string }>;
  referenceUrls: Map<string, { url: string; enabled: boolean }>;
  /** Names of the sessions, sorted. */
  sessions: string[];
  /** `adminName | action | target` of every audit entry, sorted. */
  audit: string[];
  /** Every article id the events name for other instances to reload (`changed`), sorted. */
  changes: string[];
  /** Hash of the collections that must never change here. */
  untouched: string;
}

const UNTOUCHED = ['categories', 'content_concepts', 'saved_concepts'];

type Raw = Record<string, unknown> & { _id: string };

async function all(conn: Connection, name: string): Promise<Raw[]> {
  return (await conn.collection(name).find({}).sort({ _id: 1 }).toArray()) as unknown as Raw[];
}

export async function readState(conn: Connection): Promise<StoredState> {
  const [articles, revisions, urls, sessions, audit] = await Promise.all(
    ['articles', 'revisions', 'reference_urls', 'admin_sessions', 'audit_log'].map((name) => all(conn, name)),
  );
  const hash = createHash('sha256');
  for (const name of UNTOUCHED) hash.update(name).update(JSON.stringify(await all(conn, name)));
  return {
    articles: new Map(articles!.map((d) => [d._id, { content: d.content as string, publishedRevisionId: (d.publishedRevisionId as string | null) ?? null }])),
    revisions: new Map(
      revisions!.map((d) => [
        d._id,
        {
          articleId: d.articleId as string,
          content: d.content as string,
          adminName: d.adminName as string,
          isPublished: d.isPublished as boolean,
          createdAt: (d.createdAt as Date).toISOString(),
        },
      ]),
    ),
    referenceUrls: new Map(urls!.map((d) => [d._id, { url: d.url as string, enabled: d.enabled as boolean }])),
    sessions: sessions!.map((d) => d.adminName as string).sort(),
    audit: audit!.map((d) => auditKey(d.adminName as string, d.action as string, (d.target as string | null) ?? null)).sort(),
    changes: audit!.flatMap((d) => (d.changed as string[] | undefined) ?? []).sort(),
    untouched: hash.digest('hex'),
  };
}

/** The newest revision of an article as Revision History orders them (time saved, then id): the only one Publish takes. */
export function newestRevisionOf(state: StoredState, articleId: string): string | undefined {
  const own = [...state.revisions].filter(([, revision]) => revision.articleId === articleId);
  own.sort(([idA, a], [idB, b]) => b.createdAt.localeCompare(a.createdAt) || (idA < idB ? 1 : -1));
  return own[0]?.[0];
}

export function auditKey(adminName: string, action: string, target: string | null): string {
  return `${adminName} | ${action} | ${target ?? '-'}`;
}

export function cloneState(state: StoredState): StoredState {
  return {
    articles: new Map([...state.articles].map(([id, v]) => [id, { ...v }])),
    revisions: new Map([...state.revisions].map(([id, v]) => [id, { ...v }])),
    referenceUrls: new Map([...state.referenceUrls].map(([id, v]) => [id, { ...v }])),
    sessions: [...state.sessions],
    audit: [...state.audit],
    changes: [...state.changes],
    untouched: state.untouched,
  };
}

/** Plain, sorted form for a readable diff when the states differ. */
export function comparable(state: StoredState): unknown {
  const sorted = <V>(map: Map<string, V>) => [...map].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return {
    articles: sorted(state.articles),
    revisions: sorted(state.revisions),
    referenceUrls: sorted(state.referenceUrls),
    sessions: [...state.sessions].sort(),
    audit: [...state.audit].sort(),
    changes: [...state.changes].sort(),
    untouched: state.untouched,
  };
}
