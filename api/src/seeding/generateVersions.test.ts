import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Article, PublicVersion } from '@kb/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { testApiForFile } from '../../test/harness';
import { parseGenerateArgs } from '../cli/generate';
import { generateKnowledgeBase } from './generateArticles';
import { EDITED_EVERY } from './generateVersions';

const COUNT = 60;
const api = testApiForFile({ seed: false });

beforeAll(async () => {
  await generateKnowledgeBase(api.deps.models, { articles: COUNT, mediaDir: mkdtempSync(path.join(os.tmpdir(), 'kb-generate-')), versions: 2 });
  await api.deps.readModel.load(api.deps.models);
}, 120_000);

describe('pnpm kb generate --versions 2', () => {
  it('makes the main line 2.0 and a fork 1.0 holding every article, one in 20 edited there', async () => {
    expect(parseGenerateArgs(['--articles', '10', '--versions', '2'])).toMatchObject({ versions: 2 });
    expect(PublicVersion.array().parse(await (await api.get('/api/versions')).json())).toEqual([
      { name: '2.0', status: 'current', current: true },
      { name: '1.0', status: 'deprecated', current: false },
    ]);
    const slugs = api.deps.readModel.articleMetas().map((meta) => meta.slug);
    const read = async (slug: string, query = '') => Article.parse(await (await api.get(`/api/articles/${slug}${query}`)).json()).content;
    const differing = [];
    for (const slug of slugs) if ((await read(slug)) !== (await read(slug, '?version=1.0'))) differing.push(slug);
    expect(differing).toHaveLength(COUNT / EDITED_EVERY);
    expect(await read(differing[0]!, '?version=1.0')).toContain('Release 1.0 does this differently');
  });
});
