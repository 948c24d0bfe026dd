import { useMemo, useState } from 'react';
import styled from 'styled-components';
import { useArticleContent, useRevisions } from '@kb/api-client/admin';
import type { ArticleSettings } from '@kb/contracts';
import { color, radius, space } from '@kb/ui';
import { Field, Hint, Select } from '../formParts';
import { compareHtml, unchanged, type DiffBlock } from './revisionDiff';

interface Source {
  id: string;
  label: string;
  content: string;
}

const LIVE = 'live';
const dateTime = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });

/** The article's revisions (newest first) and, when it is on the site, the live article. */
function useSources(token: string, article: ArticleSettings): Source[] {
  const revisions = useRevisions(token, article.id);
  const live = useArticleContent(token, article.status === 'published' ? article.id : null);
  return useMemo(() => {
    const onSite = article.status === 'published' && live.data?.status === 'published' ? live.data : null;
    const liveSource = onSite ? [{ id: LIVE, label: 'Live article', content: onSite.content }] : [];
    const revisionSources = (revisions.data ?? []).map((revision) => ({
      id: revision.id,
      label: `Revision by ${revision.adminName}, ${dateTime.format(new Date(revision.createdAt))}${revision.isPublished ? ' (published)' : ''}`,
      content: revision.content,
    }));
    return [...liveSource, ...revisionSources];
  }, [article.status, live.data, revisions.data]);
}

/**
 * "Compare": two versions of an article side by side as readable text, insertions and deletions marked word by word (lazy chunk with jsdiff).
 * `toRevisionId`: the revision shown against the live article at first (a review's), instead of the newest.
 */
export default function CompareView({ token, article, toRevisionId }: { token: string; article: ArticleSettings; toRevisionId?: string }) {
  const sources = useSources(token, article);
  const [picked, setPicked] = useState<{ from?: string; to?: string }>({});
  if (sources.length < 2) return <Hint>Nothing to compare yet: save a revision first.</Hint>;
  // By default the live article (or the older revision) against the newest revision.
  const newest = sources.find((source) => source.id === toRevisionId) ?? sources.find((source) => source.id !== LIVE)!;
  const from = sources.find((source) => source.id === picked.from) ?? sources.find((source) => source.id !== newest.id)!;
  const to = sources.find((source) => source.id === picked.to) ?? newest;
  return (
    <Layout>
      <Pickers>
        <SourcePicker label="From" sources={sources} value={from.id} onChange={(id) => setPicked((previous) => ({ ...previous, from: id }))} />
        <SourcePicker label="To" sources={sources} value={to.id} onChange={(id) => setPicked((previous) => ({ ...previous, to: id }))} />
      </Pickers>
      <Differences blocks={compareHtml(from.content, to.content)} />
    </Layout>
  );
}

function SourcePicker({ label, sources, value, onChange }: { label: string; sources: Source[]; value: string; onChange: (id: string) => void }) {
  return (
    <Field>
      {label}
      <Select value={value} onChange={(event) => onChange(event.target.value)}>
        {sources.map((source) => (
          <option key={source.id} value={source.id}>
            {source.label}
          </option>
        ))}
      </Select>
    </Field>
  );
}

export function Differences({ blocks }: { blocks: DiffBlock[] }) {
  if (unchanged(blocks)) return <Hint>No differences: both versions read the same.</Hint>;
  return (
    <Text aria-label="Differences">
      {blocks.map((block, index) => {
        const Tag = block.kind === 'text' ? 'p' : block.kind;
        return (
          <Tag key={index}>
            {block.parts.map((part, at) =>
              part.change === 'added' ? <ins key={at}>{part.text}</ins> : part.change === 'removed' ? <del key={at}>{part.text}</del> : part.text,
            )}
          </Tag>
        );
      })}
    </Text>
  );
}

const Layout = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${space(3)};
  margin-top: ${space(3)};
`;

const Pickers = styled.div`
  display: grid;
  grid-template-columns: 1fr 1fr;
  gap: ${space(3)};
`;

const Text = styled.div`
  max-height: 60vh;
  overflow-y: auto;
  padding: ${space(3)};
  border: 1px solid ${color('border')};
  border-radius: ${radius.md};
  background: ${color('bg')};
  line-height: 1.6;
  h1, h2, h3, h4, h5, h6 {
    margin: ${space(3)} 0 ${space(1)};
  }
  p {
    margin: 0 0 ${space(2)};
  }
  ins {
    background: color-mix(in srgb, ${color('success')} 25%, transparent);
    text-decoration: underline;
  }
  del {
    background: color-mix(in srgb, ${color('danger')} 25%, transparent);
    text-decoration: line-through;
  }
`;
