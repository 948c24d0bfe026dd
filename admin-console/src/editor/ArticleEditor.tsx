import { useCallback, useEffect, useMemo, useReducer, useState, type KeyboardEvent } from 'react';
import styled from 'styled-components';
import { ApiError } from '@kb/api-client';
import { useDeleteRevision, useLiveArticles, useOffSiteArticles, usePublishRevision, useRevisions, useSavedConcepts, useSaveRevision } from '@kb/api-client/admin';
import type { AdminArticle, Revision, SavedConcept } from '@kb/contracts';
import { color, radius, space, toast } from '@kb/ui';
import { apiProblem } from '../authoring/apiProblem';
import { ArticleAuthoringBar } from '../authoring/ArticleAuthoringBar';
import { ConceptArticleBar } from '../authoring/ConceptArticleBar';
import { findArticle } from '../authoring/findArticle';
import { NewArticleDialog } from '../authoring/NewArticleDialog';
import { useLeaveGuard } from '../leaveGuard/LeaveGuard';
import { useErrorReporter, useQueryError } from '../toasts/useErrorReporter';
import { EditorActions, type EditorMode } from './EditorActions';
import { canPublish, canSave, editorReducer, emptyDocument, isDirty, itemId, revisionToPublish, type EditorItem } from './editorDocument';
import { RevisionHistory } from './RevisionHistory';
import { RichTextEditor } from './RichTextEditor';
import { UnsavedTextKeeper } from './unsaved/UnsavedText';
import { useImageUpload } from './useImageUpload';
import { EditorSidebar } from './sidebar/EditorSidebar';

function breadcrumb(item: EditorItem): string {
  if (item.kind === 'concept') return `Saved_Concepts / ${item.concept.title}`;
  return [...(item.path[0] === 'Drafts' ? [] : ['Live_Articles']), ...item.path, item.article.title].join(' / ');
}

/** SPEC §2 Article Editor: sidebar, breadcrumb, Save / Publish, visual and HTML modes, revision history. */
export function ArticleEditor({ token }: { token: string }) {
  const [doc, dispatch] = useReducer(editorReducer, emptyDocument);
  const [mode, setMode] = useState<EditorMode>('visual');
  const report = useErrorReporter();
  const { setDirty, confirmLeave } = useLeaveGuard();
  const articleId = doc.item?.kind === 'article' ? doc.item.article.id : null;

  const live = useLiveArticles(token);
  const offSite = useOffSiteArticles(token);
  const concepts = useSavedConcepts(token);
  /** An article to open once the lists hold it (just created, or a concept's article). */
  const [opening, setOpening] = useState<string | null>(null);
  const revisions = useRevisions(token, articleId);
  const save = useSaveRevision(token, articleId);
  const publish = usePublishRevision(token, articleId);
  const remove = useDeleteRevision(token, articleId);
  const uploadImage = useImageUpload(token);
  useQueryError(live.error, 'Failed to fetch articles');
  useQueryError(concepts.error, 'Failed to fetch concepts');
  useQueryError(offSite.error, 'Failed to fetch drafts');
  useQueryError(revisions.error, 'Failed to fetch revisions');

  /** Where the article is now (Move, or a draft's first Publish, changes it); the path it was opened with until the lists have it. */
  const currentPath = useMemo(() => {
    const found = articleId ? findArticle(live.data ?? [], offSite.data ?? [], articleId) : null;
    return found?.kind === 'article' ? found.path : undefined;
  }, [articleId, live.data, offSite.data]);

  const dirty = isDirty(doc);
  useEffect(() => setDirty(dirty), [dirty, setDirty]);

  const select = (item: EditorItem) => confirmLeave(() => dispatch({ type: 'select', item }));
  useEffect(() => {
    const found = opening ? findArticle(live.data ?? [], offSite.data ?? [], opening) : null;
    if (!found) return;
    setOpening(null);
    dispatch({ type: 'select', item: found });
  }, [opening, live.data, offSite.data]);
  const openArticle = (id: string) => confirmLeave(() => setOpening(id));
  const handleEdit = useCallback((text: string) => dispatch({ type: 'edit', text }), []);

  const handleSave = async () => {
    if (doc.item?.kind !== 'article') {
      console.error('No article selected');
      toast({ title: 'No article selected', variant: 'destructive' });
      return;
    }
    if (!dirty) return;
    const text = doc.text;
    try {
      const revision = await save.trigger({ articleId: doc.item.article.id, content: text }, { revalidate: false });
      dispatch({ type: 'saved', text, revisionId: revision.id });
      // Fetched again here rather than by the mutation, whose revalidation was seen to be skipped for a just-created draft.
      await revisions.mutate();
      toast({ title: 'Revision saved' });
    } catch (error) {
      // A save the server refuses (422: sanitising would lose text, or the HTML is too deep, too large or too slow to parse) says why.
      report(error, error instanceof ApiError && error.status === 422 ? apiProblem(error, 'Failed to save revision').message : 'Failed to save revision');
    }
  };

  const handlePublish = async () => {
    const target = revisionToPublish(revisions.data ?? [], doc.savedRevisionId);
    if (!target || !canPublish(doc, revisions.data)) return;
    try {
      await publish.trigger(target.id);
      toast({ title: 'Revision published' });
    } catch (error) {
      report(error, 'Failed to publish revision');
    }
  };

  const handleDelete = async (revision: Revision) => {
    try {
      await remove.trigger(revision.id);
    } catch (error) {
      report(error, 'Failed to delete revision');
    }
  };

  const handleKeyDown = (event: KeyboardEvent) => {
    if ((event.ctrlKey || event.metaKey) && event.key.toLowerCase() === 's') {
      event.preventDefault();
      void handleSave();
    }
  };

  const item = doc.item;
  const where = (opened: EditorItem): EditorItem => (opened.kind === 'article' && currentPath ? { ...opened, path: currentPath } : opened);
  return (
    <Layout>
      <EditorSidebar
        categories={live.data ?? []}
        offSite={offSite.data ?? []}
        concepts={concepts.data ?? []}
        newArticle={<NewArticleDialog token={token} onCreated={openArticle} />}
        selectedId={itemId(item)}
        onSelectArticle={(article: AdminArticle, path: string[]) => select({ kind: 'article', article, path })}
        onSelectConcept={(concept: SavedConcept) => select({ kind: 'concept', concept })}
      />
      <Pane onKeyDown={handleKeyDown}>
        {item ? (
          <>
            <Crumb>
              <span>
                You are currently editing: <strong>{breadcrumb(where(item))}</strong>
              </span>
              {item.kind === 'article' ? (
                <a href={`/articles/${encodeURIComponent(item.article.slug)}`} target="_blank" rel="noopener noreferrer">
                  View
                </a>
              ) : null}
            </Crumb>
            {item.kind === 'article' ? (
              <ArticleAuthoringBar
                token={token}
                articleId={item.article.id}
                content={doc.text}
                onFixLinks={(html) => dispatch({ type: 'loadRevision', content: html })}
                onChanged={(article) => dispatch(article ? { type: 'retitle', title: article.title, slug: article.slug } : { type: 'close' })}
              />
            ) : (
              <ConceptArticleBar token={token} concept={item.concept} onOpenArticle={openArticle} onDeleted={() => dispatch({ type: 'close' })} />
            )}
            <EditorActions
              canSave={canSave(doc)}
              canPublish={canPublish(doc, revisions.data)}
              saving={save.isMutating}
              publishing={publish.isMutating}
              dirty={dirty}
              mode={mode}
              onSave={() => void handleSave()}
              onPublish={() => void handlePublish()}
              onModeChange={setMode}
            />
            <UnsavedTextKeeper articleId={articleId} text={doc.text} dirty={dirty} onRestore={(text) => dispatch({ type: 'loadRevision', content: text })} />
            {mode === 'visual' ? (
              <RichTextEditor key={`${doc.version}`} initialHtml={doc.text} onChange={handleEdit} label="Article content" uploadImage={uploadImage} />
            ) : (
              <HtmlArea
                aria-label="HTML content"
                placeholder="Enter HTML content..."
                value={doc.text}
                spellCheck={false}
                onChange={(event) => handleEdit(event.target.value)}
              />
            )}
            {item.kind === 'article' && revisions.data?.length ? (
              <RevisionHistory
                revisions={revisions.data}
                busy={remove.isMutating}
                onLoad={(revision) => dispatch({ type: 'loadRevision', content: revision.content })}
                onDelete={(revision) => void handleDelete(revision)}
              />
            ) : null}
          </>
        ) : (
          <Empty>Select an article or saved concept to begin editing</Empty>
        )}
      </Pane>
    </Layout>
  );
}

const Layout = styled.div`
  display: flex;
  height: min(820px, calc(100vh - 160px));
  min-height: 560px;
  border: 1px solid ${color('border')};
  border-radius: ${radius.md};
  overflow: hidden;
`;

const Pane = styled.div`
  flex: 1;
  min-width: 0;
  display: flex;
  flex-direction: column;
  gap: ${space(3)};
  padding: ${space(4)};
  overflow-y: auto;
  background: ${color('bg')};
`;

const Crumb = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${space(3)};
  align-items: baseline;
  font-size: 0.875rem;
  color: ${color('textMuted')};
  strong {
    color: ${color('text')};
  }
`;

const HtmlArea = styled.textarea`
  flex: 1 0 320px;
  width: 100%;
  padding: ${space(3)};
  border: 1px solid ${color('border')};
  border-radius: ${radius.md};
  background: ${color('surface')};
  color: ${color('text')};
  font-family: ui-monospace, SFMono-Regular, Menlo, Consolas, monospace;
  font-size: 0.8125rem;
  line-height: 1.5;
  resize: vertical;
`;

const Empty = styled.p`
  margin: auto;
  color: ${color('textMuted')};
`;
