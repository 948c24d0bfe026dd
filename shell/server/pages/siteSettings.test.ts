import { JSDOM } from 'jsdom';
import { beforeAll, describe, expect, it } from 'vitest';
import { asAdmin, signIn } from '../../../api/test/admin';
import { testApiForFile } from '../../../api/test/harness';
import { type TestSite, testSiteForFile } from '../../test/testSite';

// Two API instances on one database, each with its site server: the settings are changed through A.
const apiA = testApiForFile();
const apiB = testApiForFile({ seed: false, sameDatabaseAs: apiA });
beforeAll(() => apiB.deps.readModel.load(apiB.deps.models));
const siteA = testSiteForFile(apiA, { PUBLIC_ORIGIN: 'https://kb.example.com', SUPPORT_EMAIL: 'help@kb.example.com' });
const siteB = testSiteForFile(apiB, { PUBLIC_ORIGIN: 'https://kb.example.com', SUPPORT_EMAIL: 'help@kb.example.com' });

const text = async (site: TestSite, path: string) => (await fetch(`${site.base}${path}`)).text();

/** The MCP server's answer to `initialize` (JSON or one server-sent event). */
async function mcpInitialize(site: TestSite): Promise<{ serverInfo: { name: string }; instructions: string }> {
  const response = await fetch(`${site.base}/mcp`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Accept: 'application/json, text/event-stream' },
    body: JSON.stringify({
      jsonrpc: '2.0',
      id: 1,
      method: 'initialize',
      params: { protocolVersion: '2025-03-26', capabilities: {}, clientInfo: { name: 'kb-test', version: '1.0.0' } },
    }),
  });
  const body = await response.text();
  const json = body.startsWith('{') ? body : /^data: (.*)$/m.exec(body)![1]!;
  return (JSON.parse(json) as { result: { serverInfo: { name: string }; instructions: string } }).result;
}

/** What the site shows of the settings: home's head and page data, an article's JSON-LD, llms.txt, the feed, the MCP server. */
async function shown(site: TestSite, articleSlug: string) {
  const home = new JSDOM(await text(site, '/')).window.document;
  const article = new JSDOM(await text(site, `/article/${articleSlug}`)).window.document;
  const articleData = [...article.querySelectorAll('script[type="application/ld+json"]')].map(
    (script) => JSON.parse(script.textContent!) as { publisher?: { name: string } },
  );
  const initial = JSON.parse(home.getElementById('kb-initial-data')!.textContent!) as { key: string[]; data: { name: string; supportEmail: string } }[];
  const mcp = await mcpInitialize(site);
  return {
    homeTitle: home.title,
    articleTitle: article.title,
    publisher: articleData.find((data) => data.publisher)?.publisher?.name,
    site: initial.find((entry) => entry.key[0] === 'site')?.data,
    accent: home.head.innerHTML.includes('--kb-color-accent: #aa3300'),
    llms: (await text(site, '/llms.txt')).split('\n').slice(0, 3).join('\n'),
    feedTitle: /<title>([^<]*)<\/title>/.exec(await text(site, '/feed.xml'))?.[1],
    mcp: mcp.serverInfo.name,
    instructions: mcp.instructions,
  };
}

describe('site settings on the public site', () => {
  it('a change shows on every page, file and the MCP server: within 1 s on this instance, 5 s on another', async () => {
    const slug = apiA.deps.readModel.articleMetas()[0]!.slug;
    const before = await shown(siteA, slug);
    expect(before).toMatchObject({
      homeTitle: 'Knowledge Base | Skyframe Studio',
      publisher: 'Skyframe Labs',
      site: { name: 'Skyframe Studio', supportEmail: 'help@kb.example.com' },
      accent: false,
      feedTitle: 'Skyframe Studio Knowledge Base',
      mcp: 'Skyframe Studio Knowledge Base',
    });
    expect(before.llms).toMatch(/^# Skyframe Studio Knowledge Base\n\n> Guides, how-tos/);
    await shown(siteB, slug);

    const owner = asAdmin(apiA, (await signIn(apiA, 'Olive Owner', '203.0.113.95')).sessionToken);
    const changed = await owner.send('PATCH', '/api/admin/site-settings', {
      name: 'Acme Docs',
      publisher: 'Acme Inc.',
      description: 'Everything about Acme.',
      accentColor: '#aa3300',
      supportEmail: 'docs@acme.example',
    });
    expect(changed.status).toBe(200);
    const expected = {
      homeTitle: 'Knowledge Base | Acme Docs',
      articleTitle: expect.stringMatching(/ \| Acme Docs$/),
      publisher: 'Acme Inc.',
      site: { name: 'Acme Docs', supportEmail: 'docs@acme.example' },
      accent: true,
      llms: '# Acme Docs Knowledge Base\n\n> Everything about Acme.',
      feedTitle: 'Acme Docs Knowledge Base',
      mcp: 'Acme Docs Knowledge Base',
      instructions: expect.stringMatching(/^Everything about Acme\. Search it/),
    };
    const started = Date.now();
    expect(await shown(siteA, slug)).toMatchObject(expected);
    expect(Date.now() - started).toBeLessThan(1000);
    for (;;) {
      const onB = await shown(siteB, slug);
      if (onB.homeTitle === expected.homeTitle) {
        expect(onB).toMatchObject(expected);
        break;
      }
      expect(Date.now() - started).toBeLessThan(5000);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  });
});
