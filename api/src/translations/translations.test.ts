import { EditionArticle, LanguageProgress, Revision, TranslationPage, TranslationRevision } from '@kb/contracts';
import { z } from 'zod';
import { beforeAll, describe, expect, it } from 'vitest';
import { adminForFile } from '../../test/admin';
import { testApiForFile } from '../../test/harness';
import { seededArticle, translateAndPublish, workspaceOf } from '../../test/translations';

const api = testApiForFile();
const admin = adminForFile(api, 'Tina Translator', '203.0.113.61');

const GERMAN = {
  title: 'Grundlagen der Objektivkalibrierung',
  description: 'Wie man Objektive für das Tracking kalibriert',
  content:
    '<h2>Warum kalibrieren</h2><p>Jedes Objektiv verzerrt das Bild ein wenig.</p><script>alert(1)</script><h2>Schritte</h2><p>Brennweite messen und Verzeichnung korrigieren.</p>',
};
const read = async (path: string) => {
  const response = await api.get(path);
  return { status: response.status, body: EditionArticle.parse(await response.json()) };
};

describe('translated articles over HTTP', () => {
  let articleId: string;
  let english: string;

  beforeAll(async () => {
    const article = await seededArticle(api, 'lens-calibration-basics');
    articleId = article.id;
    english = article.title;
  });

  it('a published translation is what ?lang=de reads, through the content pipeline, linked to its source revision', async () => {
    const workspace = await workspaceOf(admin, articleId, 'de');
    expect(workspace).toMatchObject({ state: 'missing', publishedRevisionId: null, translatedFrom: null, revisions: [], aiDrafts: false });
    expect(workspace.source?.title).toBe(english);
    // Read English first, twice, so the fast path has the English body prepared: ?lang=de must never get it.
    await api.get('/api/articles/lens-calibration-basics');
    await api.get('/api/articles/lens-calibration-basics');
    const before = await read('/api/articles/lens-calibration-basics?lang=de');
    expect(before.body.title).toBe(english);
    expect(before.body.edition).toEqual({ lang: 'de', kind: 'fallback', sourceRevisionId: null, outdated: false, languages: ['en'] });

    const published = await translateAndPublish(admin, articleId, 'de', GERMAN);
    expect(published).toMatchObject({
      isPublished: true,
      origin: 'human',
      sourceRevisionId: workspace.source!.revisionId,
      publishedBy: { adminName: 'Tina Translator' },
    });

    const { status, body } = await read('/api/articles/lens-calibration-basics?lang=de');
    expect(status).toBe(200);
    expect(body.title).toBe(GERMAN.title);
    expect(body.metaDescription).toBe(GERMAN.description);
    expect(body.content).toContain('<h2 id="warum-kalibrieren">Warum kalibrieren</h2>');
    expect(body.content).not.toContain('script');
    expect(body.tableOfContents.map((entry) => entry.title)).toEqual(['Warum kalibrieren', 'Schritte']);
    expect(body.categoryName).toBe('Lens Calibration');
    expect(body.edition).toEqual({ lang: 'de', kind: 'translation', sourceRevisionId: workspace.source!.revisionId, outdated: false, languages: ['en', 'de'] });

    // English stays English, on both paths, with no edition; ?lang=en names the languages for hreflang.
    const plain = await api.get('/api/articles/lens-calibration-basics');
    expect((await plain.json()) as object).not.toHaveProperty('edition');
    expect((await read('/api/articles/lens-calibration-basics?lang=en')).body).toMatchObject({
      title: english,
      edition: { kind: 'source', languages: ['en', 'de'] },
    });
    // A language without a translation reads the English article, saying so.
    expect((await read('/api/articles/lens-calibration-basics?lang=fr')).body).toMatchObject({
      title: english,
      edition: { kind: 'fallback', languages: ['en', 'de'] },
    });
  });

  it('the translation is outdated once its source publishes another revision: the reader is told, the console lists it, the workspace shows what it was made from', async () => {
    const before = await workspaceOf(admin, articleId, 'de');
    expect(before.state).toBe('current');
    const saved = Revision.parse(
      await (
        await admin.send('POST', '/api/admin/save-revision', {
          articleId,
          content: '<h2>Why calibrate</h2><p>Every lens bends light differently, and zoom lenses more so.</p>',
        })
      ).json(),
    );
    expect((await admin.send('POST', `/api/admin/publish-revision/${saved.id}`)).status).toBe(200);

    const { body } = await read('/api/articles/lens-calibration-basics?lang=de');
    expect(body.title).toBe(GERMAN.title);
    expect(body.edition).toMatchObject({ kind: 'translation', outdated: true, sourceRevisionId: before.source!.revisionId });

    const after = await workspaceOf(admin, articleId, 'de');
    expect(after.state).toBe('outdated');
    expect(after.source).toMatchObject({ revisionId: saved.id });
    expect(after.translatedFrom?.revisionId).toBe(before.source!.revisionId);
    expect(after.translatedFrom?.content).toBe(before.source!.content);

    const progress = z.array(LanguageProgress).parse(await (await admin.get('/api/admin/translations')).json());
    const german = progress.find((p) => p.lang === 'de')!;
    expect(german).toMatchObject({ outdated: 1, current: 0 });
    expect(german.missing).toBe(api.deps.readModel.stats().articles - 1);
    expect(progress.map((p) => p.lang)).toEqual(['de', 'fr', 'es', 'ja']);
    const outdated = TranslationPage.parse(await (await admin.get('/api/admin/translations/de?state=outdated')).json());
    expect(outdated).toMatchObject({ total: 1, rows: [{ articleId, translatedTitle: GERMAN.title, state: 'outdated', hasDraft: false }] });

    // Translating the new source makes it current again.
    await translateAndPublish(admin, articleId, 'de', { ...GERMAN, content: '<h2>Warum kalibrieren</h2><p>Jedes Objektiv bricht das Licht anders.</p>' });
    expect((await read('/api/articles/lens-calibration-basics?lang=de')).body.edition).toMatchObject({ outdated: false, sourceRevisionId: saved.id });
  });

  it('lists a language page by page (50 a page, by source title), with drafts marked', async () => {
    const first = TranslationPage.parse(await (await admin.get('/api/admin/translations/fr?state=missing')).json());
    expect(first.total).toBe(api.deps.readModel.stats().articles);
    expect(first.rows).toHaveLength(Math.min(50, first.total));
    const titles = first.rows.map((row) => row.title);
    expect(titles).toEqual([...titles].sort((a, b) => a.localeCompare(b, 'en', { sensitivity: 'base', numeric: true })));
    const second = TranslationPage.parse(await (await admin.get('/api/admin/translations/fr?state=missing&page=1')).json());
    expect(second.rows.length).toBe(Math.max(0, first.total - 50));

    const { source } = await workspaceOf(admin, first.rows[0]!.articleId, 'fr');
    const draft = await admin.send('POST', `/api/admin/articles/${first.rows[0]!.articleId}/translations/fr`, {
      title: 'Brouillon',
      content: '<p>Texte</p>',
      sourceRevisionId: source!.revisionId,
    });
    expect(TranslationRevision.parse(await draft.json()).isPublished).toBe(false);
    const again = TranslationPage.parse(await (await admin.get('/api/admin/translations/fr?state=missing')).json());
    expect(again.rows.find((row) => row.articleId === first.rows[0]!.articleId)).toMatchObject({ hasDraft: true, state: 'missing' });
  });

  it('refuses bad input with a clear 4xx JSON error', async () => {
    const post = (path: string, body: unknown) => admin.send('POST', path, body);
    const { source } = await workspaceOf(admin, articleId, 'es');
    const valid = { title: 'Título', content: '<p>Hola</p>', sourceRevisionId: source!.revisionId };
    const cases: [Promise<Response>, number, string][] = [
      [api.get('/api/articles/lens-calibration-basics?lang=xx'), 400, 'validation'],
      [admin.get(`/api/admin/articles/${articleId}/translations/en`), 400, 'validation'],
      [admin.get('/api/admin/translations/de?state=stale'), 400, 'validation'],
      [post(`/api/admin/articles/${articleId}/translations/es`, { ...valid, title: ' ' }), 400, 'validation'],
      [post(`/api/admin/articles/${articleId}/translations/es`, { ...valid, sourceRevisionId: crypto.randomUUID() }), 400, 'validation'],
      [post(`/api/admin/articles/${crypto.randomUUID()}/translations/es`, valid), 404, 'notFound'],
      [
        post(`/api/admin/articles/${articleId}/translations/es`, {
          ...valid,
          content: '<p>Kept</p><noscript><p title="</noscript>"></noscript><p>Kalibrieren nach jedem Update.</p>',
        }),
        422,
        'contentLost',
      ],
      [admin.send('POST', `/api/admin/translation-revisions/${crypto.randomUUID()}/publish`), 404, 'notFound'],
      [post(`/api/admin/articles/${articleId}/translations/es/draft`, {}), 501, 'notImplemented'],
    ];
    for (const [response, status, code] of cases) {
      const answer = await response;
      expect({ status: answer.status, code: ((await answer.json()) as { code: string }).code }).toEqual({ status, code });
    }
  });

  it('records every save and publish in the audit log', async () => {
    const entries = (await (await admin.get('/api/admin/audit-log?action=translation.publish')).json()) as {
      action: string;
      target: string;
      articleTitle: string | null;
    }[];
    expect(entries.length).toBeGreaterThanOrEqual(2);
    expect(entries[0]).toMatchObject({ action: 'translation.publish', articleTitle: english });
    expect(entries[0]!.target).toMatch(new RegExp(`^article:${articleId} lang:de revision:`));
  });
});
