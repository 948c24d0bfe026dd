import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { JSDOM } from 'jsdom';
import Koa from 'koa';
import { marked } from 'marked';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createArticle } from '../../test/factories';
import { startTestApi, type TestApi } from '../../test/harness';
import { ArticleMarkdown } from './articleMarkdown';
import { htmlToMarkdown, inlineText } from './markdown';
import { mcpMiddleware } from './mcpServer';

/** What a Markdown renderer (marked, CommonMark with GitHub's extensions) makes of `markdown`. */
const rendered = (markdown: string) => JSDOM.fragment(marked.parse(markdown, { async: false }));
const elements = (markdown: string) => [...rendered(markdown).querySelectorAll('*')].map((e) => e.tagName.toLowerCase());

describe('Markdown from article HTML and plain text makes no HTML of text and keeps no unsafe link', () => {
  it('shows escaped HTML in the body as the text the site shows', () => {
    const md = htmlToMarkdown('<p>&lt;img src=x onerror=alert(1)&gt; and &lt;script&gt;alert(2)&lt;/script&gt; &amp;lt;</p><p>&gt; not a quote</p>');
    expect(md).not.toMatch(/<img|<script/);
    expect(elements(md)).toEqual(['p', 'p']);
    expect(rendered(md).textContent).toBe('<img src=x onerror=alert(1)> and <script>alert(2)</script> &lt;\n> not a quote\n');
  });

  it('drops javascript:, data: and vbscript: links and images, keeping a link text', () => {
    const md = htmlToMarkdown(
      '<p><a href="javascript:alert(1)">one</a> <a href="java\tscript:alert(1)">two</a> <a href="DATA:text/html,x">three</a> <a href="vbscript:x">four</a> <a href="https://example.org/">five</a>' +
        '<img src="javascript:alert(1)" alt="bad"><img src="data:image/svg+xml,x" alt="bad"></p><iframe src="javascript:alert(1)" title="v"></iframe>',
    );
    expect(md).toBe('one two three four [five](https://example.org/)');
  });

  it('writes < and > in a formula as TeX, not HTML', () => {
    const md = htmlToMarkdown('<p><span class="formula">a<img src=x onerror=alert(1)>b</span></p>'.replace('<img', '&lt;img').replace(')>', ')&gt;'));
    expect(md).toBe('$a\\lt img src=x onerror=alert(1)\\gt b$');
    expect(elements(md)).toEqual(['p']);
  });

  it('makes one line of a title or description with Markdown and HTML escaped', () => {
    const text = inlineText('Setup\n# <img src=x onerror=alert(1)>\n[x](javascript:alert(1)) *bold*');
    expect(text).toBe('Setup # &lt;img src=x onerror=alert(1)&gt; \\[x\\](javascript:alert(1)) \\*bold\\*');
    expect(elements(`- [${text}](https://kb.example.com/a.md)`)).toEqual(['ul', 'li', 'a']);
  });
});

describe('MCP get_article', () => {
  let api: TestApi;
  let server: Server;
  beforeAll(async () => {
    api = await startTestApi();
    const app = new Koa({ proxy: true });
    app.use(mcpMiddleware(api.deps.readModel, new ArticleMarkdown(api.deps.readModel), 'https://kb.example.com'));
    server = app.listen(0, '127.0.0.1');
    await new Promise((resolve) => server.once('listening', resolve));
  });
  afterAll(async () => {
    server.close();
    await api.close();
  });

  it('answers a title and body with HTML in them as text: one title line, nothing a renderer makes an element of', async () => {
    const article = await createArticle(api, { title: 'Caps\n<img src=x onerror=alert(1)>', content: '<p>&lt;img src=x onerror=alert(2)&gt;</p>' });
    const client = new Client({ name: 'kb-test', version: '1.0.0' });
    await client.connect(new StreamableHTTPClientTransport(new URL(`http://127.0.0.1:${(server.address() as AddressInfo).port}/mcp`)));
    const result = await client.callTool({ name: 'get_article', arguments: { article: article.slug } });
    await client.close();
    const md = (result.content as { text: string }[])[0]!.text;
    expect(md).toContain('title: "Caps\\n\\u003cimg src=x onerror=alert(1)\\u003e"');
    expect(md).toContain('\n# Caps &lt;img src=x onerror=alert(1)&gt;\n\n&lt;img src=x onerror=alert(2)&gt;\n');
    expect(md).not.toContain('<img');
    expect(elements(md)).not.toContain('img');
  });
});
