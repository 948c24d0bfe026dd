import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { VersionRecord } from '@kb/contracts';
import { useVersions } from '../../versions/useVersions';

export interface EditorVersion {
  /** The version the editor works in: null for the main line (no `?version=`, or the main line's own name). */
  name: string | null;
  /** The site's versions, the main line first ([] on a site without versions, or while they load). */
  versions: VersionRecord[];
  mainLine: VersionRecord | null;
  /** Works in `name` (null: the main line); a navigation, so Back, Forward and a reload keep it. */
  choose: (name: string | null) => void;
  /** An article's editor URL in this version. */
  articlePath: (articleId: string) => string;
  /** Why nothing may be saved or published in this version (an archived one is read-only), or null. */
  readOnly: string | null;
}

/** The editor's version, from the URL (`/admin/articles/<id>?version=4.1`). */
export function useEditorVersion(token: string): EditorVersion {
  const [params, setParams] = useSearchParams();
  const { data } = useVersions(token);
  const versions = useMemo(() => [...(data ?? [])].sort((a, b) => Number(b.mainLine) - Number(a.mainLine)), [data]);
  const mainLine = versions.find((version) => version.mainLine) ?? null;
  const asked = params.get('version');
  const name = asked && asked !== mainLine?.name ? asked : null;
  const choose = useCallback(
    (next: string | null) =>
      setParams((previous) => {
        const changed = new URLSearchParams(previous);
        if (next && next !== mainLine?.name) changed.set('version', next);
        else changed.delete('version');
        return changed;
      }),
    [setParams, mainLine?.name],
  );
  const articlePath = useCallback((articleId: string) => `/admin/articles/${articleId}${name ? `?version=${encodeURIComponent(name)}` : ''}`, [name]);
  const readOnly = versions.find((version) => version.name === name)?.status === 'archived' ? `Version ${name} is archived (read-only)` : null;
  return { name, versions, mainLine, choose, articlePath, readOnly };
}
