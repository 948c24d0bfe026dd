import { EditionArticle } from '@kb/contracts';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { asAdmin, signIn } from '../../test/admin';
import { startTestApi, type TestApi } from '../../test/harness';
import { seededArticle, translateAndPublish } from '../../test/translations';
import { startTranslationPoller } from './changePoller';
import { translationsFor } from './service';

let first: TestApi;
let second: TestApi;
beforeAll(async () => {
  first = await startTestApi();
  second = await startTestApi({ uri: first.databaseUri, seed: false });
});
afterAll(async () => {
  await second.close();
  await first.close();
});

it('a translation published on one instance reaches another instance’s readers through the change notes', async () => {
  const read = async () => EditionArticle.parse(await (await second.get('/api/articles/chroma-keying-fundamentals?lang=fr')).json());
  expect((await read()).edition?.kind).toBe('fallback');
  const poller = startTranslationPoller(translationsFor(second.deps), second.deps.logger, 60_000);
  const admin = asAdmin(first, (await signIn(first, 'Noé Traducteur', '203.0.113.63')).sessionToken);
  const article = await seededArticle(first, 'chroma-keying-fundamentals');
  await translateAndPublish(admin, article.id, 'fr', { title: 'Les bases de l’incrustation', description: '', content: '<p>Le fond vert est remplacé.</p>' });
  await poller.pollNow();
  await poller.stop();
  expect(await read()).toMatchObject({ title: 'Les bases de l’incrustation', edition: { kind: 'translation', languages: ['en', 'fr'] } });
});

it('notes older than a day are pruned at the poller’s first poll, newer ones kept', async () => {
  const { TranslationChange } = translationsFor(second.deps).models;
  const note = (key: string, hoursAgo: number) => {
    const at = new Date(Date.now() - hoursAgo * 3_600_000);
    return { _id: crypto.randomUUID(), translationKey: key, kind: 'save' as const, revisionAt: at, at, writer: 'another-instance' };
  };
  const old = note('old-note', 25);
  const recent = note('recent-note', 23);
  await TranslationChange.insertMany([old, recent]);
  const poller = startTranslationPoller(translationsFor(second.deps), second.deps.logger, 60_000);
  await poller.pollNow();
  await poller.stop();
  expect(await TranslationChange.findById(old._id).lean()).toBeNull();
  expect(await TranslationChange.findById(recent._id).lean()).not.toBeNull();
});
