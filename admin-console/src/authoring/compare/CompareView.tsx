import { useMemo, useState } from 'react';
import styled from 'styled-components';
import { useArticleContent, useRevisions, useVersionArticle } from '@kb/api-client/admin';
import type { ArticleSettings } from '@kb/contracts';
import { space, Stack } from '@kb/ui';
import { Hint } from '../formParts';
import { AgainstVersion, CompareWith, useOtherVersions } from './AgainstVersion';
import { Differences, SourcePicker, type Source } from './compareParts';
import { compareHtml } from './revisionDiff';
import { dateTime } from '../../common/dates';

const LIVE = 'live';
/** For an article never on the site: nothing, so its revision shows whole, as added. */
const EMPTY = 'empty';
const isRevision = (source: Source) => source.id !== LIVE && source.id !== EMPTY;
/** "Compare with"'s value for the live article and its revisions (a version's name is never empty). */
const OWN = '';

/** The article's revisions in `version` (newest first; null: the main line) and, when it is on the site there, the live article (otherwise nothing). */
function useSources(token: string, article: ArticleSettings, version: string | null): Source[] {
  const published = article.status === 'published';
  const revisions = useRevisions(token, article.id, version);
  const live = useArticleContent(token, published && !version ? article.id : null);
  const liveInVersion = useVersionArticle(token, published ? version : null, article.id);
  return useMemo(() => {
    const onSite = !published ? null : version ? liveInVersion.data : live.data?.status === 'published' ? live.data : null;
    const liveSource = onSite
      ? [{ id: LIVE, label: 'Live article', content: onSite.content }]
      : [{ id: EMPTY, label: 'Nothing (not on the site)', content: '' }];
    const revisionSources = (revisions.data ?? []).map((revision) => ({
      id: revision.id,
      label: `Revision by ${revision.adminName}, ${dateTime(revision.createdAt)}${revision.isPublished ? ' (published)' : ''}`,
      content: revision.content,
    }));
    return [...liveSource, ...revisionSources];
  }, [published, version, live.data, liveInVersion.data, revisions.data]);
}

/**
 * "Compare": two versions of an article side by side as readable text, insertions and deletions marked word by word (lazy chunk with jsdiff).
 * `toRevisionId`: the revision shown against the live article at first (a review's), instead of the newest.
 * `version`: the version the article is open in (null: the main line); on a site with versions, "Compare with" sets another version's article against it.
 */
export default function CompareView({
  token,
  article,
  version = null,
  toRevisionId,
}: {
  token: string;
  article: ArticleSettings;
  version?: string | null;
  toRevisionId?: string;
}) {
  const sources = useSources(token, article, version);
  const others = useOtherVersions(token, version);
  const [against, setAgainst] = useState(OWN);
  return (
    <Layout>
      {others.length ? <CompareWith live={OWN} versions={others} value={against} onChange={setAgainst} /> : null}
      {against === OWN ? (
        <Revisions sources={sources} toRevisionId={toRevisionId} />
      ) : (
        <AgainstVersion token={token} article={article} version={against} sources={sources.filter((source) => source.id !== EMPTY)} />
      )}
    </Layout>
  );
}

/** Two of the article's sources (the live article, its revisions): by default the live article (or the older revision) against the newest revision. */
function Revisions({ sources, toRevisionId }: { sources: Source[]; toRevisionId?: string }) {
  const [picked, setPicked] = useState<{ from?: string; to?: string }>({});
  if (!sources.some(isRevision)) return <Hint>Nothing to compare yet: save a revision first.</Hint>;
  const newest = sources.find((source) => source.id === toRevisionId) ?? sources.find(isRevision)!;
  const from = sources.find((source) => source.id === picked.from) ?? sources.find((source) => source.id !== newest.id)!;
  const to = sources.find((source) => source.id === picked.to) ?? newest;
  return (
    <>
      <Pickers>
        <SourcePicker label="From" sources={sources} value={from.id} onChange={(id) => setPicked((previous) => ({ ...previous, from: id }))} />
        <SourcePicker label="To" sources={sources} value={to.id} onChange={(id) => setPicked((previous) => ({ ...previous, to: id }))} />
      </Pickers>
      <Differences blocks={compareHtml(from.content, to.content)} />
    </>
  );
}

const Layout = styled(Stack)`
  margin-top: ${space(3)};
`;

const Pickers = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(12rem, 1fr));
  gap: ${space(3)};
  & > * {
    min-width: 0;
  }
`;
