import { lazy, Suspense, useCallback, useEffect, useReducer, useState, type CSSProperties, type KeyboardEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { ApiError } from '@kb/api-client';
import { useDeleteRevision, usePublishRevision, useRevisions, useSavedConcepts, useSaveRevision } from '@kb/api-client/admin';
import type { Revision, SavedConcept } from '@kb/contracts';
import { toast } from '@kb/ui';
import { apiProblem } from '../authoring/apiProblem';
import { ConceptArticleBar } from '../authoring/ConceptArticleBar';
import { NewArticleDialog } from '../authoring/NewArticleDialog';
import { useBrokenLinkGuard } from '../authoring/links/useBrokenLinkGuard';
import { useLeaveGuard } from '../leaveGuard/LeaveGuard';
import { ReviewBar } from '../reviews/ReviewBar';
import { useCallAllowed } from '../people/usePeople';
import { useErrorReporter, useQueryError } from '../toasts/useErrorReporter';
import { EditorActions, type EditorMode } from './EditorActions';
import {
  articleKey,
  breadcrumb,
  canPublish,
  canSave,
  editorReducer,
  emptyDocument,
  hasUnpublishedChanges,
  isDirty,
  itemId,
  itemOf,
  keyOf,
  revisionToPublish,
  unpublished,
  type EditorItem,
} from './editorDocument';
import { useStickyOffset } from './useStickyOffset';
import { UnpublishedChanges } from './UnpublishedChanges';
import { EditingNow } from './EditingNow';
import { newerRevisionOf, useSaveOverGuard } from './useSaveOverGuard';
import { RevisionHistory } from './RevisionHistory';
import { UnsavedTextKeeper } from './unsaved/UnsavedText';
import { useImageUpload } from './useImageUpload';
import { EditorSidebar } from './sidebar/EditorSidebar';
import { Crumb, Empty, HtmlArea, Layout, Pane, Sticky } from './articleEditorLayout';
import { useEditorVersion } from './versions/useEditorVersion';
import { useOpenedArticle } from './versions/useOpenedArticle';
import { isSaveKey } from './saveKey';

// An open article's tools (Settings, Move, Compare, Check links, Unpublish…) load when an article is first opened, not with the dashboard.
const ArticleAuthoringBar = lazy(() => import('../authoring/ArticleAuthoringBar').then((m) => ({ default: m.ArticleAuthoringBar })));
const VersionPicker = lazy(() => import('./versions/VersionPicker'));
// The visual editor (draft-js) loads when an article is first opened: the dashboard shows none.
const RichTextEditor = lazy(() => import('./RichTextEditor').then((m) => ({ default: m.RichTextEditor })));

/**
 * SPEC §2 Article Editor: sidebar, breadcrumb, Save / Publish, visual and HTML modes, revision history.
 * The open article is the URL's (`/admin/articles/<id>`): choosing one navigates there, so Back and
 * Forward move between articles; its HTML is fetched when it is opened. So is the version it is edited in
 * (`?version=4.1`, the main line without it): Save, Publish, Unpublish, Restore and the history act there.
 */
export function ArticleEditor({ token, articleId: openId = null }: { token: string; articleId?: string | null }) {
  const [doc, dispatch] = useReducer(editorReducer, emptyDocument);
  const [mode, setMode] = useState<EditorMode>('visual');
  const report = useErrorReporter();
  const { setDirty, confirmLeave } = useLeaveGuard();
  const articleId = doc.item?.kind === 'article' ? doc.item.article.id : null;

  const navigate = useNavigate();
  const sticky = useStickyOffset();
  const version = useEditorVersion(token);
  const opened = useOpenedArticle(token, openId, version);
  const concepts = useSavedConcepts(token);
  const revisions = useRevisions(token, articleId, version.name);
  const save = useSaveRevision(token, articleId, version.name);
  const publish = usePublishRevision(token, articleId, version.name);
  const remove = useDeleteRevision(token, articleId, version.name);
  const uploadImage = useImageUpload(token);
  const mayPublish = useCallAllowed(token, 'publishRevision');
  const maySave = useCallAllowed(token, 'saveRevision');
  const mayAutosave = useCallAllowed(token, 'autosaveArticle');
  const linkGuard = useBrokenLinkGuard(token);
  const saveOver = useSaveOverGuard();
  useQueryError(concepts.error, 'Failed to fetch concepts');
  useQueryError(revisions.error, 'Failed to fetch revisions');

  /** Where the article is now (Move, or a draft's first Publish, changes it). */
  const currentPath = articleKey(opened.item) === articleKey(doc.item) ? opened.item : null;

  const dirty = isDirty(doc);
  useEffect(() => setDirty(dirty), [dirty, setDirty]);

  // The URL's article in the URL's version is loaded once its HTML arrives (later answers after a save or publish leave the text alone).
  useEffect(() => {
    if (opened.item) dispatch({ type: 'select', item: opened.item });
  }, [articleKey(opened.item)]); // eslint-disable-line react-hooks/exhaustive-deps
  // Back to /admin/articles (Back, or a deleted article) closes the article; a concept opened there stays.
  const articleOpen = doc.item?.kind === 'article';
  useEffect(() => {
    if (!openId && articleOpen) dispatch({ type: 'close' });
  }, [openId]); // eslint-disable-line react-hooks/exhaustive-deps
  const openArticle = (id: string) => confirmLeave(() => navigate(version.articlePath(id)));
  const selectConcept = (concept: SavedConcept) =>
    confirmLeave(() => {
      if (openId) navigate('/admin/articles');
      dispatch({ type: 'select', item: { kind: 'concept', concept } });
    });
  const handleEdit = useCallback((text: string) => dispatch({ type: 'edit', text }), []);

  /** Save; `over`: save over a newer revision someone saved meanwhile (otherwise that is asked first). */
  const handleSave = async (over = false) => {
    if (doc.item?.kind !== 'article') {
      console.error('No article selected');
      toast({ title: 'No article selected', variant: 'destructive' });
      return;
    }
    if (!dirty) return;
    const text = doc.text;
    try {
      // The main line's working copy the text started from (a version's saves are not checked).
      const base = over || version.name ? undefined : doc.savedRevisionId;
      const revision = await save.trigger({ articleId: doc.item.article.id, content: text, baseRevisionId: base }, { revalidate: false });
      dispatch({ type: 'saved', text, revisionId: revision.id });
      // Fetched again here rather than by the mutation, whose revalidation was seen to be skipped for a just-created draft.
      await revisions.mutate();
      toast({ title: 'Revision saved' });
    } catch (error) {
      const newer = newerRevisionOf(error);
      if (newer) return saveOver.ask(newer, () => void handleSave(true));
      // A save the server refuses (422: sanitising would lose text, or the HTML is too deep, too large or too slow to parse) says why.
      report(error, error instanceof ApiError && error.status === 422 ? apiProblem(error, 'Failed to save revision').message : 'Failed to save revision');
    }
  };

  const handlePublish = async () => {
    const target = revisionToPublish(revisions.data ?? [], doc.savedRevisionId);
    if (!target || !canPublish(doc, revisions.data) || doc.item?.kind !== 'article') return;
    const go = async () => {
      try {
        await publish.trigger(target.id);
        toast({ title: 'Revision published' });
      } catch (error) {
        report(error, 'Failed to publish revision');
      }
    };
    await linkGuard
      .guard(target.articleId, doc.item.article.title, target.content, () => void go())
      .catch((error: unknown) => report(error, 'Failed to check links'));
  };

  const handleDelete = async (revision: Revision) => {
    try {
      await remove.trigger(revision.id);
    } catch (error) {
      report(error, 'Failed to delete revision');
    }
  };

  // Ctrl/⌘+S saves once the key's own changes are in: the visual editor reports the text typed up to the key in the same event.
  const [saveAsked, askSave] = useState(0);
  useEffect(() => {
    if (saveAsked) void handleSave();
  }, [saveAsked]); // eslint-disable-line react-hooks/exhaustive-deps
  const handleKeyDown = (event: KeyboardEvent) => {
    if (isSaveKey(event)) {
      event.preventDefault();
      askSave((n) => n + 1);
    }
  };

  // Until the URL's article (or version) is loaded, the one before it is not shown: its text must not be saved in another version.
  const item = openId && articleKey(doc.item) !== keyOf(openId, version.name) ? null : doc.item;
  const where = (current: EditorItem): EditorItem =>
    current.kind === 'article' && currentPath?.kind === 'article' ? { ...current, path: currentPath.path } : current;
  return (
    <Layout>
      <EditorSidebar
        token={token}
        concepts={concepts.data ?? []}
        newArticle={<NewArticleDialog token={token} onCreated={openArticle} />}
        selectedId={itemId(item) ?? openId}
        onSelectArticle={openArticle}
        onSelectConcept={selectConcept}
      />
      <Pane onKeyDown={handleKeyDown} style={{ '--kb-actions-height': `${sticky.height}px` } as CSSProperties}>
        <Suspense fallback={null}>
          {openId ? <VersionPicker version={version} missing={opened.missing} onChoose={(name) => confirmLeave(() => version.choose(name))} /> : null}
        </Suspense>
        {item ? (
          <>
            <Crumb>
              <span>
                You are currently editing: <strong>{breadcrumb(where(item))}</strong>
              </span>
              {item.kind === 'article' ? (
                // SPEC: View opens /articles/{slug} (a redirect to /article/{slug}); a version's article is at its own path.
                <a
                  href={`${item.version ? `/v/${encodeURIComponent(item.version)}/article/` : '/articles/'}${encodeURIComponent(item.article.slug)}`}
                  target="_blank"
                  rel="noopener noreferrer"
                >
                  View
                </a>
              ) : null}
            </Crumb>
            {item.kind === 'article' ? <EditingNow token={token} articleId={item.article.id} /> : null}
            {item.kind === 'article' && item.workingCopy && hasUnpublishedChanges(item) ? (
              <UnpublishedChanges
                token={token}
                articleId={item.article.id}
                workingCopy={item.workingCopy}
                dirty={dirty}
                onDiscarded={(article) => dispatch({ type: 'select', item: itemOf(article, item.version) })}
              />
            ) : null}
            {item.kind === 'article' ? (
              <Suspense fallback={null}>
                <ArticleAuthoringBar
                  token={token}
                  articleId={item.article.id}
                  version={item.version}
                  state={currentPath?.kind === 'article' ? currentPath.state : null}
                  content={doc.text}
                  onFixLinks={(html) => dispatch({ type: 'loadRevision', content: html })}
                  onChanged={(article) => (article ? dispatch({ type: 'retitle', title: article.title, slug: article.slug }) : navigate('/admin/articles'))}
                />
              </Suspense>
            ) : (
              // The concept as the list has it now (its article published since it was opened, say), not as it was when opened.
              <ConceptArticleBar
                token={token}
                concept={concepts.data?.find((c) => c.id === item.concept.id) ?? item.concept}
                onOpenArticle={openArticle}
                onDeleted={() => dispatch({ type: 'close' })}
              />
            )}
            <Sticky ref={sticky.ref}>
              <EditorActions
                canSave={canSave(doc)}
                canPublish={canPublish(doc, revisions.data)}
                blocked={{ save: version.readOnly ?? maySave.reason, publish: version.readOnly ?? mayPublish.reason }}
                saving={save.isMutating}
                publishing={publish.isMutating}
                dirty={dirty}
                mode={mode}
                onSave={() => void handleSave()}
                onPublish={() => void handlePublish()}
                onModeChange={setMode}
              />
            </Sticky>
            {linkGuard.dialog}
            {saveOver.dialog}
            {item.kind === 'article' ? (
              <ReviewBar
                token={token}
                articleId={item.article.id}
                revision={unpublished(revisionToPublish(revisions.data ?? [], doc.savedRevisionId))}
                dirty={dirty}
              />
            ) : null}
            {item.kind === 'article' && mayAutosave.allowed ? (
              <UnsavedTextKeeper
                key={articleKey(item)}
                token={token}
                articleId={item.article.id}
                version={item.version}
                text={doc.text}
                dirty={dirty}
                baseRevisionId={doc.savedRevisionId}
                onRestore={(text) => dispatch({ type: 'loadRevision', content: text })}
              />
            ) : null}
            {mode === 'visual' ? (
              <Suspense fallback={<Empty role="status">Loading the editor…</Empty>}>
                <RichTextEditor
                  key={`${doc.version}`}
                  initialHtml={doc.text}
                  onChange={handleEdit}
                  label="Article content"
                  uploadImage={uploadImage}
                  token={token}
                />
              </Suspense>
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
          <Empty role={openId ? 'status' : undefined}>
            {openId ? opened.waiting || 'Loading article…' : 'Select an article or saved concept to begin editing'}
          </Empty>
        )}
      </Pane>
    </Layout>
  );
}
