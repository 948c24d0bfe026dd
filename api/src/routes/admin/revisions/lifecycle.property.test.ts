import fc from 'fast-check';
import { AdminArticleContent, ArticleSettings } from '@kb/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { type AdminClient, adminForFile } from '../../../../test/admin';
import { publishedArticles } from '../../../../test/articles';
import { testApiForFile } from '../../../../test/harness';
import { teamForFile } from '../../../../test/people';

/*
 * Issue 41: random sequences of lifecycle actions by random roles, through the HTTP API, on a new article each. After
 * every step the invariants hold:
 * - readers only see a revision that a Publisher or above published or approved (nothing, while none was);
 * - the editor opens the working copy: the newest revision saved (or, after a discard, the live one);
 * - an action below its role is refused (403) and changes nothing readers see;
 * - every accepted action is exactly one event in the event log (the writes it makes for itself, such as an
 *   approval's publish, carry it as their `cause`), and a refused one is none.
 */
const api = testApiForFile();
const owner = adminForFile(api, 'Lifecycle Owner', '203.0.113.93');
const team = teamForFile(api, owner, ['editor', 'publisher'], 'lifecycle');
let categoryId: string;
beforeAll(() => {
  categoryId = publishedArticles(api.deps.readModel)[0]!.categoryId;
});

type Who = 'editor' | 'publisher';
type Action = 'save' | 'submit' | 'approve' | 'requestChanges' | 'publish' | 'discard' | 'unpublish';
const PUBLISHER_ONLY: readonly Action[] = ['approve', 'requestChanges', 'publish', 'unpublish'];
/** Weighted towards the actions that move an article on (each run starts with a saved draft). */
const ACTIONS: readonly Action[] = ['save', 'save', 'submit', 'submit', 'approve', 'approve', 'publish', 'publish', 'requestChanges', 'discard', 'unpublish'];

interface Model {
  articleId: string;
  slug: string;
  /** What readers get (a marker of the live revision), null while nothing is live. */
  live: string | null;
  liveRevisionId: string | null;
  /** The working copy's revision and marker, null before the first save. */
  workingCopy: { id: string; marker: string } | null;
}

const events = async () => ({
  all: await api.deps.models.AuditEntry.countDocuments({}),
  transitions: await api.deps.models.AuditEntry.countDocuments({ cause: null }),
});

async function act(model: Model, who: Who, action: Action, step: number): Promise<number> {
  const client: AdminClient = team[who];
  const wc = model.workingCopy?.id ?? '00000000-0000-4000-8000-000000000000';
  switch (action) {
    case 'save': {
      const marker = `Words of step ${step} by ${who}`;
      const answer = await client.send('POST', '/api/admin/save-revision', { articleId: model.articleId, content: `<p>${marker}</p>` });
      if (answer.ok) model.workingCopy = { id: ((await answer.json()) as { id: string }).id, marker };
      return answer.status;
    }
    case 'submit':
      return (await client.send('POST', `/api/admin/revisions/${wc}/review`, {})).status;
    case 'requestChanges':
      return (await client.send('POST', `/api/admin/reviews/${wc}/request-changes`, { comment: 'Please add an example.' })).status;
    case 'approve':
    case 'publish': {
      const answer = await client.send(
        'POST',
        action === 'approve' ? `/api/admin/reviews/${wc}/approve` : `/api/admin/publish-revision/${wc}`,
        action === 'approve' ? {} : undefined,
      );
      if (answer.ok && model.workingCopy) {
        model.live = model.workingCopy.marker;
        model.liveRevisionId = model.workingCopy.id;
      }
      return answer.status;
    }
    case 'discard': {
      const answer = await client.send('POST', `/api/admin/articles/${model.articleId}/discard-unpublished`);
      if (answer.ok) model.workingCopy = { id: model.liveRevisionId!, marker: model.live! };
      return answer.status;
    }
    case 'unpublish': {
      const answer = await client.send('POST', `/api/admin/articles/${model.articleId}/unpublish`);
      if (answer.ok) model.live = null;
      return answer.status;
    }
  }
}

async function readersSee(model: Model): Promise<string | null> {
  const answer = await api.get(`/api/articles/${model.slug}`);
  // A draft is not found (404); an unpublished article is gone (410).
  if (answer.status === 404 || answer.status === 410) return null;
  expect(answer.status).toBe(200);
  return ((await answer.json()) as { content: string }).content;
}

describe('the content lifecycle (fast-check)', () => {
  // 15 runs of up to 9 calls and their checks over HTTP: about 13 s alone, two or three times that beside other files.
  it('random actions by random roles keep what readers see, what the editor opens and the audit log true', { timeout: 120_000 }, async () => {
    let runs = 0;
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.record({ who: fc.constantFrom<Who>('editor', 'publisher'), action: fc.constantFrom<Action>(...ACTIONS) }), { minLength: 4, maxLength: 8 }),
        async (steps) => {
          runs += 1;
          const slug = `lifecycle-run-${runs}-${Date.now()}`;
          const created = ArticleSettings.parse(
            await (await team.editor.send('POST', '/api/admin/articles', { title: `Lifecycle run ${runs}`, slug, categoryId })).json(),
          );
          const model: Model = { articleId: created.id, slug: created.slug, live: null, liveRevisionId: null, workingCopy: null };
          expect(await act(model, 'editor', 'save', -1)).toBe(200);
          for (const [step, { who, action }] of steps.entries()) {
            const before = await readersSee(model);
            const logged = await events();
            const status = await act(model, who, action, step);
            expect(status, `${who} ${action}`).toBeLessThan(500);
            if (who === 'editor' && PUBLISHER_ONLY.includes(action)) {
              expect(status, `an editor's ${action}`).toBe(403);
              expect(await readersSee(model)).toBe(before);
            }
            const after = await events();
            if (status < 300) expect(after.transitions, `events after ${who} ${action}`).toBe(logged.transitions + 1);
            else expect(after.all, `events after a refused ${who} ${action} (${status})`).toBe(logged.all);

            const seen = await readersSee(model);
            if (model.live === null) expect(seen).toBeNull();
            else expect(seen).toContain(model.live);
            const opened = AdminArticleContent.parse(await (await team.editor.get(`/api/admin/articles/${model.articleId}/content`)).json());
            expect(opened.workingCopy?.revisionId ?? null).toBe(model.workingCopy?.id ?? null);
          }
        },
      ),
      { numRuns: 15 },
    );
  });
});
