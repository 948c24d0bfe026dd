import { useArticleSettings } from '@kb/api-client/admin';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { color, space } from '@kb/ui';
import { ArticleLifecycle } from './ArticleLifecycle';
import { ArticleSettingsDialog } from './ArticleSettingsDialog';
import { CheckLinksButton } from './CheckLinksButton';
import { CompareButton } from './CompareButton';
import { ToolRow } from './formParts';
import { MoveArticleDialog } from './MoveArticleDialog';

const STATUS_LABEL = { draft: 'Draft', published: 'Published', unpublished: 'Unpublished' } as const;

interface Props {
  token: string;
  articleId: string;
  /** The editor's HTML (what Check links checks). */
  content: string;
  /** Check links fixed a link in the editor's HTML. */
  onFixLinks: (html: string) => void;
  /** The article's title or slug changed, or it was deleted (null). */
  onChanged: (article: { id: string; title: string; slug: string } | null) => void;
}

/** The selected article's status, Settings, Move, Compare, Translate (into German first; the workspace switches language), Check links, and Unpublish / Restore / Delete. */
export function ArticleAuthoringBar({ token, articleId, content, onFixLinks, onChanged }: Props) {
  const settings = useArticleSettings(token, articleId);
  const article = settings.data;
  if (!article) return null;
  return (
    <ToolRow>
      <Status data-status={article.status}>{STATUS_LABEL[article.status]}</Status>
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
