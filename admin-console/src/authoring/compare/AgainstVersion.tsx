import { useState } from 'react';
import { ApiError } from '@kb/api-client';
import { useVersionArticle } from '@kb/api-client/admin';
import type { ArticleSettings, VersionRecord } from '@kb/contracts';
import { STATUS_LABELS } from '../../versions/statusLabels';
import { useVersions } from '../../versions/useVersions';
import { apiProblem } from '../apiProblem';
import { Field, Hint, Select } from '../formParts';
import { Differences, SourcePicker, type Source } from './compareParts';
import { compareHtml } from './revisionDiff';

/** The versions other than `version` (null: the main line), the main line first; none on a site without versions. */
export function useOtherVersions(token: string, version: string | null): VersionRecord[] {
  const { data = [] } = useVersions(token);
  return data.filter((record) => (version ? record.name !== version : !record.mainLine)).sort((a, b) => Number(b.mainLine) - Number(a.mainLine));
}

/** "Compare with": the live article and its revisions (`live`), or the same article in another version. */
export function CompareWith({
  live,
  versions,
  value,
  onChange,
}: {
  live: string;
  versions: VersionRecord[];
  value: string;
  onChange: (value: string) => void;
}) {
  return (
    <Field>
      Compare with
      <Select value={value} onChange={(event) => onChange(event.target.value)}>
        <option value={live}>Live article</option>
        {versions.map((record) => (
          <option key={record.id} value={record.name}>
            Version {record.name} ({STATUS_LABELS[record.status]})
          </option>
        ))}
      </Select>
    </Field>
  );
}

/** The article as `version` publishes it (From) against the open article's live text or one of its revisions (To, the live article first). */
export function AgainstVersion({ token, article, version, sources }: { token: string; article: ArticleSettings; version: string; sources: Source[] }) {
  const other = useVersionArticle(token, version, article.id);
  const [to, setTo] = useState<string>();
  if (other.error instanceof ApiError && other.error.code === 'notFound')
    return (
      <Hint>
        “{article.title}” is not in version {version}.
      </Hint>
    );
  if (other.error) return <Hint $tone="problem">{apiProblem(other.error, `Could not read “${article.title}” in version ${version}`).message}</Hint>;
  if (!other.data) return <Hint>Loading…</Hint>;
  const shown = sources.find((source) => source.id === to) ?? sources[0];
  if (!shown) return <Hint>Nothing to compare yet: save a revision first.</Hint>;
  return (
    <>
      <SourcePicker label="To" sources={sources} value={shown.id} onChange={setTo} />
      <Differences blocks={compareHtml(other.data.content, shown.content)} />
    </>
  );
}
