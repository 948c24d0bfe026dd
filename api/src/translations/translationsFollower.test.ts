import { EditionArticle } from '@kb/contracts';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { asAdmin, signIn } from '../../test/admin';
import { startTestApi, type TestApi } from '../../test/harness';
import { seededArticle, translateAndPublish } from '../../test/translations';
import { startEventFeed } from '../events/eventFeed';
import { translationsFollower } from './translationsFollower';
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

it('a translation published on one instance reaches another instance’s readers through the event log', async () => {
  const read = async () => EditionArticle.parse(await (await second.get('/api/articles/chroma-keying-fundamentals?lang=fr')).json());
  expect((await read()).edition?.kind).toBe('fallback');
  const feed = startEventFeed(second.deps.models, { intervalMs: 60_000 });
  feed.follow(translationsFollower(translationsFor(second.deps)));
  const admin = asAdmin(first, (await signIn(first, 'Noé Traducteur', '203.0.113.63')).sessionToken);
  const article = await seededArticle(first, 'chroma-keying-fundamentals');
  await translateAndPublish(admin, article.id, 'fr', { title: 'Les bases de l’incrustation', description: '', content: '<p>Le fond vert est remplacé.</p>' });
  await feed.catchUp();
  await feed.stop();
  expect(await read()).toMatchObject({ title: 'Les bases de l’incrustation', edition: { kind: 'translation', languages: ['en', 'fr'] } });
});
