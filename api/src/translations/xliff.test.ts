import { LIMITS, Revision, XliffImportReport } from '@kb/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { js2xliff, xliff2js, type XliffDocument, type XliffGroup, type XliffInlineCode, type XliffUnit, type XliffValue } from 'xliff';
import { asAdmin, okJson, signIn, type AdminClient } from '../../test/admin';
import { testApiForFile } from '../../test/harness';
import { seededArticle, workspaceOf } from '../../test/translations';

const api = testApiForFile();

const ENGLISH =
  '<h2>Before you start</h2>' +
  '<p>Read <a href="https://example.com/guide?a=1&amp;b=2">the <strong>setup</strong> guide</a> and run <code>kb sync --all</code> first.</p>' +
  '<p><img src="https://example.com/rig.png" alt="The rig"></p>' +
  '<pre><code>const lens = calibrate(rig);</code></pre>' +
  '<ul><li>Measure the focal length</li><li><strong><em>Correct</em></strong> the distortion</li></ul>';

/** The translator's side: each English text of the file and its German. */
const GERMAN: Record<string, string> = {
  'Before you start': 'Bevor Sie beginnen',
  'Read ': 'Lesen Sie ',
  'the ': 'die ',
  setup: 'Einrichtungs',
  ' guide': 'anleitung',
  ' and run ': ' und führen Sie zuerst ',
  ' first.': ' aus.',
  'Measure the focal length': 'Brennweite messen',
  Correct: 'Verzeichnung',
  ' the distortion': ' korrigieren',
};
/** The source's elements as they are (the heading's id too: publishing names headings anew), the text German. */
const EXPECTED_GERMAN =
  '<h2 id="before-you-start">Bevor Sie beginnen</h2>' +
  '<p>Lesen Sie <a href="https://example.com/guide?a=1&amp;b=2">die <strong>Einrichtungs</strong>anleitung</a> und führen Sie zuerst <code>kb sync --all</code> aus.</p>' +
  '<p><img src="https://example.com/rig.png" alt="The rig"></p>' +
  '<pre><code>const lens = calibrate(rig);</code></pre>' +
  '<ul><li>Brennweite messen</li><li><strong><em>Verzeichnung</em></strong> korrigieren</li></ul>';

const TARGETS: Record<string, string> = { title: 'Grundlagen der Objektivkalibrierung', description: 'Wie man Objektive kalibriert' };

/** A source with each text translated, the inline codes kept where they are. */
function translate(value: XliffValue): XliffValue {
  if (typeof value === 'string') return GERMAN[value] ?? value;
  if (Array.isArray(value)) return value.map((part) => (typeof part === 'string' ? (GERMAN[part] ?? part) : (translate(part) as XliffInlineCode)));
  const [kind, code] = Object.entries(value)[0]!;
  return { [kind]: code.contents === undefined ? code : { ...code, contents: translate(code.contents) } };
}

describe('XLIFF exchange of a language', () => {
  let token: string;
  let admin: AdminClient;
  let articleId: string;
  let english: string;
  let exported: XliffDocument;
  let sourceRevisionId: string;

  const exportGerman = () => admin.get('/api/admin/translations/de/xliff');
  const upload = (xml: string, type = 'application/xliff+xml') =>
    api.get('/api/admin/translations/de/xliff', { method: 'POST', headers: { Authorization: `Bearer ${token}`, 'Content-Type': type }, body: xml });

  beforeAll(async () => {
    token = (await signIn(api, 'Xavier Xliff', '203.0.113.62')).sessionToken;
    admin = asAdmin(api, token);
    const article = await seededArticle(api, 'lens-calibration-basics');
    articleId = article.id;
    english = article.title;
    const saved = Revision.parse(await (await admin.send('POST', '/api/admin/save-revision', { articleId, content: ENGLISH })).json());
    expect((await admin.send('POST', `/api/admin/publish-revision/${saved.id}`)).status).toBe(200);
    sourceRevisionId = (await workspaceOf(admin, articleId, 'de')).source!.revisionId;
  });

  it('exports every missing or outdated article as XLIFF 2.1, one <file> per article naming its source revision, code kept out of the text', async () => {
    const response = await exportGerman();
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/xliff+xml; charset=utf-8');
    expect(response.headers.get('content-disposition')).toMatch(/^attachment; filename="translations-de-\d{4}-\d{2}-\d{2}\.xlf"$/);
    const xml = await response.text();
    expect(xml).toMatch(
      /^<\?xml version="1\.0" encoding="UTF-8"\?>\n<xliff xmlns="urn:oasis:names:tc:xliff:document:2\.0" version="2\.1" srcLang="en" trgLang="de">/,
    );
    exported = await xliff2js(xml);
    expect(Object.keys(exported.resources)).toHaveLength(api.deps.readModel.stats().articles);
    const group = exported.resources[`article-${articleId}`]![`source-${sourceRevisionId}`] as XliffGroup;
    expect(group.additionalAttributes).toEqual({ name: 'lens-calibration-basics' });
    expect(Object.keys(group.groupUnits)).toEqual(['title', 'description', 'block-1', 'block-2', 'block-3', 'block-4']);
    expect(group.groupUnits['block-2']!).toEqual({
      source: [
        'Read ',
        { Span: { id: '1', type: 'link', contents: ['the ', { Span: { id: '2', type: 'fmt', contents: 'setup' } }, ' guide'] } },
        ' and run ',
        { Standalone: { id: '3', type: 'other', disp: 'kb sync --all' } },
        ' first.',
      ],
    });
  });

  it('holds at most LIMITS.xliffExportArticlesMax articles a file, the first of the list', async () => {
    const limits = LIMITS as { xliffExportArticlesMax: number };
    const limit = limits.xliffExportArticlesMax;
    limits.xliffExportArticlesMax = 3;
    try {
      const capped = await xliff2js(await (await exportGerman()).text());
      expect(Object.keys(capped.resources)).toEqual(Object.keys(exported.resources).slice(0, 3));
    } finally {
      limits.xliffExportArticlesMax = limit;
    }
  });

  it('imports the translated file as drafts equal to the expected German (links, images and code kept), never publishing, and reports each article', async () => {
    const ours = exported.resources[`article-${articleId}`]!;
    const [groupId, group] = Object.entries(ours)[0] as [string, XliffGroup];
    const filled: XliffGroup = {
      ...group,
      groupUnits: Object.fromEntries(
        Object.entries(group.groupUnits).map(([id, unit]) => [id, { ...unit, target: TARGETS[id] ?? translate((unit as XliffUnit).source!) }]),
      ),
    };
    const untouched = Object.entries(exported.resources).find(([id]) => id !== `article-${articleId}`)!;
    const file = await js2xliff(
      { ...exported, resources: { [`article-${articleId}`]: { [groupId]: filled }, [untouched[0]]: untouched[1] } },
      { targetXliffVersion: '2.1', indent: '  ' },
    );

    const report = await okJson(XliffImportReport, upload(file));
    expect(report.articles.map(({ title, status, reason }) => ({ title, status, reason }))).toEqual([
      { title: english, status: 'saved', reason: null },
      { title: expect.any(String), status: 'skipped', reason: 'no target' },
    ]);

    const workspace = await workspaceOf(admin, articleId, 'de');
    expect(workspace).toMatchObject({ state: 'missing', publishedRevisionId: null });
    expect(workspace.revisions[0]).toMatchObject({
      id: report.articles[0]!.revisionId,
      isPublished: false,
      title: TARGETS.title,
      description: TARGETS.description,
      sourceRevisionId,
    });
    expect(workspace.revisions[0]!.content).toBe(EXPECTED_GERMAN);

    const audit = (await (await admin.get('/api/admin/audit-log?action=translation.import')).json()) as { target: string }[];
    expect(audit[0]!.target).toBe('lang:de saved:1 skipped:1 refused:0');

    // The English article changes after the export: the same file is refused for it.
    const saved = Revision.parse(
      await (await admin.send('POST', '/api/admin/save-revision', { articleId, content: `${ENGLISH}<p>One more step.</p>` })).json(),
    );
    expect((await admin.send('POST', `/api/admin/publish-revision/${saved.id}`)).status).toBe(200);
    const again = await okJson(XliffImportReport, upload(file));
    expect(again.articles[0]).toMatchObject({ status: 'refused', reason: 'outdated: the English article changed after export', revisionId: null });
  });

  it('refuses a file it cannot use with a clear 4xx JSON error', async () => {
    const valid = await js2xliff({ ...exported, targetLanguage: 'fr' }, { targetXliffVersion: '2.1', indent: '' });
    const cases: [Promise<Response>, number, string, string][] = [
      [upload('not xml at all'), 400, 'badRequest', 'The file could not be read as XLIFF'],
      [upload('<xliff version="1.2"><file/></xliff>'), 400, 'badRequest', 'The file is not XLIFF 2'],
      [upload(valid), 400, 'validation', 'Invalid XLIFF file: trgLang must be de, the language imported into'],
      [
        upload(`<xliff version="2.1" srcLang="en" trgLang="de"><file id="intro"><group id="source-${sourceRevisionId}"/></file></xliff>`),
        400,
        'validation',
        "Invalid XLIFF file: the file id 'intro' is not 'article-' and a UUID, as exported",
      ],
      [upload(valid, 'text/plain'), 415, 'unsupportedMediaType', "Send the XLIFF file as application/xliff+xml, not 'text/plain'"],
      [upload('x'.repeat(5 * 1024 * 1024 + 1)), 413, 'payloadTooLarge', 'XLIFF files may be at most 5 MB'],
    ];
    for (const [response, status, code, error] of cases) {
      const answer = await response;
      const body = (await answer.json()) as { code: string; error: string };
      expect({ status: answer.status, code: body.code, error: body.error.slice(0, error.length) }).toEqual({ status, code, error });
    }
  });
});
