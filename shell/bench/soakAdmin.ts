// The admin side of `pnpm soak`: editors saving and publishing revisions through the API while
// visitors read, then a check through the API that nothing was lost. With several site instances on
// one database, each editor writes through one of them, and every instance is checked.

export interface TouchedArticle {
  id: string;
  slug: string;
}

interface RevisionRow {
  id: string;
  content: string;
  isPublished: boolean;
}
interface TreeCategory {
  articles: { id: string; slug: string; content: string }[];
  children: TreeCategory[];
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** 1 → 'b', 27 → 'bb'...: letters only, so the search index keeps each marker as one word. */
function letters(n: number): string {
  let out = '';
  for (let rest = n; rest > 0; rest = Math.floor(rest / 26)) out = String.fromCharCode(97 + (rest % 26)) + out;
  return out;
}

export class AdminTeam {
  saves = 0;
  publishes = 0;
  /** Publishes answered 409 because another editor saved a newer revision of the article meanwhile: the writer is told, nothing is lost. */
  refusedAsStale = 0;
  readonly failures: string[] = [];
  readonly latenciesMs: number[] = [];
  /** Every revision the API acknowledged (200), and every publish it acknowledged, per article. */
  private readonly saved = new Map<string, Set<string>>();
  private readonly published = new Map<string, Set<string>>();
  private readonly revisionsBefore = new Map<string, number>();
  private sequence = 0;

  private constructor(
    /** Each editor's session and the instance it works on. */
    private readonly editors: { token: string; baseUrl: string }[],
    /** Every instance, the first one's admin API used for the checks that read the database. */
    private readonly baseUrls: string[],
    readonly articles: TouchedArticle[],
  ) {}

  /** Signs in one session per editor, editor i on instance i modulo their number; the articles to edit are found by slug in the admin tree. */
  static async signIn(baseUrls: string[], password: string, count: number, slugs: string[]): Promise<AdminTeam> {
    const editors: { token: string; baseUrl: string }[] = [];
    for (let i = 1; i <= count; i += 1) {
      const baseUrl = baseUrls[(i - 1) % baseUrls.length]!;
      const response = await fetch(`${baseUrl}/api/admin/login`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ adminName: `Soak Editor ${i}`, password }),
      });
      if (response.status !== 200) throw new Error(`sign-in failed: ${response.status} ${await response.text()}`);
      editors.push({ token: ((await response.json()) as { sessionToken: string }).sessionToken, baseUrl });
    }
    const team = new AdminTeam(editors, baseUrls, []);
    const articles = [...(await team.liveArticles(baseUrls[0]!)).values()].filter((a) => slugs.includes(a.slug)).map(({ id, slug }) => ({ id, slug }));
    if (articles.length !== slugs.length) throw new Error(`articles not found in the admin tree: ${slugs.join(', ')}`);
    team.articles.push(...articles);
    for (const article of articles) {
      team.saved.set(article.id, new Set());
      team.published.set(article.id, new Set());
    }
    for (const article of articles) team.revisionsBefore.set(article.id, (await team.revisions(article.id)).length);
    return team;
  }

  private async call({ token, baseUrl }: { token: string; baseUrl: string }, method: string, path: string, body?: unknown): Promise<Response> {
    return fetch(`${baseUrl}${path}`, {
      method,
      headers: { Authorization: `Bearer ${token}`, ...(body === undefined ? {} : { 'Content-Type': 'application/json' }) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  }

  /** Live articles (with content) by id, from an instance's admin tree (its read model). */
  private async liveArticles(baseUrl: string): Promise<Map<string, TreeCategory['articles'][number]>> {
    const response = await this.call({ token: this.editors[0]!.token, baseUrl }, 'GET', '/api/admin/live-articles');
    if (response.status !== 200) throw new Error(`live articles: ${response.status}`);
    const walk = (categories: TreeCategory[]): TreeCategory['articles'] => categories.flatMap((c) => [...c.articles, ...walk(c.children)]);
    return new Map(walk((await response.json()) as TreeCategory[]).map((a) => [a.id, a]));
  }

  private async revisions(articleId: string): Promise<RevisionRow[]> {
    const response = await this.call(this.editors[0]!, 'GET', `/api/admin/revisions/${articleId}`);
    if (response.status !== 200) throw new Error(`revisions of ${articleId}: ${response.status}`);
    return (await response.json()) as RevisionRow[];
  }

  /** A timed call; a failure (status or network) is recorded and answers null. */
  private async timed(label: string, editor: { token: string; baseUrl: string }, method: string, path: string, body?: unknown): Promise<unknown> {
    const started = performance.now();
    try {
      const response = await this.call(editor, method, path, body);
      this.latenciesMs.push(performance.now() - started);
      if (response.status === 200) return await response.json();
      if (response.status === 409 && ((await response.clone().json()) as { details?: { newer?: unknown } }).details?.newer) {
        this.refusedAsStale += 1;
        return null;
      }
      this.failures.push(`${label}: ${response.status} ${(await response.text()).slice(0, 200)}`);
    } catch (error) {
      this.failures.push(`${label}: ${(error as Error).message}`);
    }
    return null;
  }

  /**
   * Every editor saves, and publishes every second save, until the deadline: two saves per article
   * (the first one published), then the next article. Editors start at different articles, so the
   * same article is often written by two editors at once.
   */
  async run(deadline: number, pauseMs: number): Promise<void> {
    await Promise.all(
      this.editors.map(async (session, editor) => {
        for (let i = 0; Date.now() < deadline; i += 1) {
          const article = this.articles[(editor * 2 + Math.floor(i / 2)) % this.articles.length]!;
          const n = (this.sequence += 1);
          const content = `<p>Soak revision ${n} of ${article.slug} by editor ${editor + 1}: soakmark${letters(n)}.</p><ul><li>Saved while visitors read.</li></ul>`;
          const revision = (await this.timed('save', session, 'POST', '/api/admin/save-revision', { articleId: article.id, content })) as { id: string } | null;
          if (revision) {
            this.saves += 1;
            this.saved.get(article.id)!.add(revision.id);
            if (i % 2 === 0 && (await this.timed('publish', session, 'POST', `/api/admin/publish-revision/${revision.id}`))) {
              this.publishes += 1;
              this.published.get(article.id)!.add(revision.id);
            }
          }
          await sleep(pauseMs);
        }
      }),
    );
  }

  /**
   * Through the API: every acknowledged revision is stored (and nothing extra), each article has
   * exactly one published revision, one we published, and on every instance the live article (admin
   * tree), the public article and the search index all show that revision. Answers the problems found.
   */
  async verify(): Promise<string[]> {
    const problems: string[] = [];
    const lives = await Promise.all(this.baseUrls.map((baseUrl) => this.liveArticles(baseUrl)));
    for (const article of this.articles) {
      const rows = await this.revisions(article.id);
      const ids = new Set(rows.map((r) => r.id));
      const acknowledged = this.saved.get(article.id)!;
      const missing = [...acknowledged].filter((id) => !ids.has(id));
      if (missing.length) problems.push(`${article.slug}: ${missing.length} acknowledged revisions missing`);
      const expected = acknowledged.size + this.revisionsBefore.get(article.id)!;
      if (rows.length !== expected) problems.push(`${article.slug}: ${rows.length} revisions stored, ${expected} expected`);
      if (this.published.get(article.id)!.size === 0) problems.push(`${article.slug}: never published during the soak`);
      const flagged = rows.filter((r) => r.isPublished);
      if (flagged.length !== 1) {
        problems.push(`${article.slug}: ${flagged.length} revisions flagged published`);
        continue;
      }
      const revision = flagged[0]!;
      if (!this.published.get(article.id)!.has(revision.id)) problems.push(`${article.slug}: the published revision was never acknowledged as published`);
      const marker = /soakmark([a-z]+)/.exec(revision.content)?.[0] ?? '';
      for (const [i, baseUrl] of this.baseUrls.entries()) {
        const on = this.baseUrls.length > 1 ? ` on instance ${i + 1}` : '';
        if (lives[i]!.get(article.id)?.content !== revision.content) problems.push(`${article.slug}: live article differs from its published revision${on}`);
        const publicArticle = (await (await fetch(`${baseUrl}/api/articles/${article.slug}`)).json()) as { content?: string };
        if (publicArticle.content !== revision.content) problems.push(`${article.slug}: public article differs from its published revision${on}`);
        const found = (await (await fetch(`${baseUrl}/api/search?q=${marker}`)).json()) as { slug: string }[];
        if (!found.some((r) => r.slug === article.slug)) problems.push(`${article.slug}: search does not find its published text '${marker}'${on}`);
      }
    }
    return problems;
  }

  /** Revisions acknowledged in all. */
  get acknowledged(): number {
    return [...this.saved.values()].reduce((sum, set) => sum + set.size, 0);
  }
}
