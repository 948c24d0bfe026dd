import { ApiError } from '@kb/api-client';
import { LIFECYCLE_LABELS, type LifecycleState } from '@kb/contracts';
import { useArticleSettings, useVersionArticle } from '@kb/api-client/admin';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { color, space } from '@kb/ui';
import { ArticleLifecycle } from './ArticleLifecycle';
import { ArticleSettingsDialog, waitingNote } from './ArticleSettingsDialog';
import { CheckLinksButton } from './CheckLinksButton';
import { CompareButton } from './CompareButton';
import { ToolRow } from './formParts';
import { MoveArticleDialog } from './MoveArticleDialog';

/** Where an article stands, in the lifecycle's words, when only its status is known (an article in a version; before its state is read). */
const STATUS_STATE = { draft: 'draft', published: 'live', unpublished: 'unpublished' } as const satisfies Record<string, LifecycleState>;

interface Props {
  token: string;
  articleId: string;
  /** The version the article is edited in (null: the main line). */
  version?: string | null;
  /** Where the main line is in the lifecycle (Draft, In review, Live with unpublished changes…), once known. */
  state?: LifecycleState | null;
  /** The editor's HTML (what Check links checks). */
  content: string;
  /** Check links fixed a link in the editor's HTML. */
  onFixLinks: (html: string) => void;
  /** The article's title or slug changed, or it was deleted (null). */
  onChanged: (article: { id: string; title: string; slug: string } | null) => void;
}

/**
 * The selected article's status (in the main line, its lifecycle state), Settings, Move, Compare, Translate (into German first; the workspace switches language), Check links, and Unpublish / Restore / Delete.
 * In a fork: its status there, Compare, Check links, Unpublish / Restore there; Settings, Move, Translate and Delete are the main line's.
 */
export function ArticleAuthoringBar({ token, articleId, version = null, state = null, content, onFixLinks, onChanged }: Props) {
  const settings = useArticleSettings(token, articleId);
  const inVersion = useVersionArticle(token, version, articleId);
  if (!settings.data) return null;
  if (version) {
    const missing = inVersion.error instanceof ApiError && inVersion.error.code === 'notFound';
    if (!inVersion.data && !missing) return null;
    const article = { ...settings.data, title: inVersion.data?.title ?? settings.data.title, status: inVersion.data?.status ?? ('draft' as const) };
    return (
      <ToolRow>
        <Status data-status={article.status}>{missing ? `Not in ${version}` : `${LIFECYCLE_LABELS[STATUS_STATE[article.status]]} in ${version}`}</Status>
        <CompareButton token={token} article={article} version={version} />
        <CheckLinksButton token={token} articleId={article.id} title={article.title} content={content} onFix={onFixLinks} />
        {missing ? null : <ArticleLifecycle token={token} article={article} version={version} onDeleted={() => onChanged(null)} />}
        <Note>Settings, Move, Translate and Delete change the main line’s article: choose it under Version to use them.</Note>
      </ToolRow>
    );
  }
  const article = settings.data;
  return (
    <ToolRow>
      <Status data-status={article.status} data-state={state ?? undefined}>
        {LIFECYCLE_LABELS[state ?? STATUS_STATE[article.status]]}
      </Status>
      {article.unpublishedSettings ? <Note role="status">{waitingNote(article)}</Note> : null}
      {article.editorNote ? <Note title="Editor's note (never public)">Editor's note: {article.editorNote.split('\n').join(', ')}</Note> : null}
      <ArticleSettingsDialog key={article.updatedAt} token={token} article={article} onSaved={(saved) => onChanged(saved)} />
      <MoveArticleDialog token={token} article={article} onMoved={(moved) => onChanged(moved)} />
      <CompareButton token={token} article={article} />
      <Link to={`/admin/translations/de/${article.id}`}>Translate</Link>
      <CheckLinksButton token={token} articleId={article.id} title={article.title} content={content} onFix={onFixLinks} />
      <ArticleLifecycle token={token} article={article} onDeleted={() => onChanged(null)} />
    </ToolRow>
  );
}

const Status = styled.span`
  padding: 2px ${space(2)};
  border: 1px solid ${color('border')};
  border-radius: 999px;
  font-size: 0.8125rem;
  font-weight: 600;
  &[data-status='draft'],
  &[data-status='unpublished'] {
    border-color: ${color('warning')};
    color: ${color('warning')};
  }
`;

const Note = styled.span`
  flex-basis: 100%;
  font-size: 0.8125rem;
  color: ${color('textMuted')};
  overflow-wrap: anywhere;
`;
