import { DEFAULT_SITE_BRANDING, SiteSettings, type SiteBranding } from '@kb/contracts';
import { describe, expect, it } from 'vitest';
import { testApiForFile } from '../../../../test/harness';
import { adminForFile } from '../../../../test/admin';
import { teamOf } from '../../../../test/people';

const a = testApiForFile({ seed: false });
// A second instance on the same database.
const b = testApiForFile({ seed: false, sameDatabaseAs: a });
const ownerA = adminForFile(a, 'Olive Owner', '203.0.113.90');
const ownerB = adminForFile(b, 'Oscar Owner', '203.0.113.91');

const settingsOf = async (response: Response) => SiteSettings.parse(await response.json());

describe('site settings', () => {
  it('a fresh site has SPEC’s names and texts', async () => {
    const response = await ownerA.get('/api/admin/site-settings');
    expect(response.status).toBe(200);
    expect(await settingsOf(response)).toEqual({ sharedPasswordSignIn: true, reviewRequired: false, ...DEFAULT_SITE_BRANDING });
    expect(a.deps.readModel.site()).toEqual(DEFAULT_SITE_BRANDING);
  });

  it('a change is stored, audited, on this instance at once and on another within 5 s', async () => {
    const change: Partial<SiteBranding> = {
      name: 'Acme Docs',
      description: 'Everything about Acme.',
      logoLight: '/media/acme-light.png',
      logoDark: 'https://cdn.acme.example/logo-dark.svg',
      favicon: '/media/acme-icon-0123456789abcdef.png',
      statTiles: { articles: true, images: false, words: true },
      footerNotices: ['Acme is a trademark of Acme Inc.'],
      accentColor: '#aa3300',
      supportEmail: 'help@acme.example',
    };
    const versionBefore = a.deps.readModel.version;
    const saved = await ownerA.send('PATCH', '/api/admin/site-settings', change);
    expect(saved.status).toBe(200);
    expect(await settingsOf(saved)).toMatchObject(change);
    expect(a.deps.readModel.site()).toMatchObject(change);
    // The derived files (llms.txt, feeds) key on the version: a settings change makes them again.
    expect(a.deps.readModel.version).toBeGreaterThan(versionBefore);
    expect(await settingsOf(await ownerB.get('/api/admin/site-settings'))).toMatchObject(change);
    const started = Date.now();
    while (b.deps.readModel.site().name !== 'Acme Docs') {
      expect(Date.now() - started).toBeLessThan(5000);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    expect(b.deps.readModel.site()).toMatchObject(change);
    const audit = await a.deps.models.AuditEntry.findOne({ action: 'settings.update', adminName: 'Olive Owner' }).lean<{ target: string }>();
    expect(audit?.target).toBe('name description logoLight logoDark favicon statTiles supportEmail footerNotices accentColor');
  });

  it('owners’ changes of different settings at once, on both instances, are all kept', async () => {
    const changes: Partial<SiteBranding>[] = [
      { name: 'Concurrent Name' },
      { publisher: 'Concurrent Inc.' },
      { description: 'Concurrent description.' },
      { welcomeHeading: 'Concurrent welcome' },
      { welcomeText: 'Concurrent text.' },
      { websiteUrl: 'https://concurrent.example/' },
      { accentColor: '#123456' },
      { footerNotices: ['Concurrent notice'] },
    ];
    const answers = await Promise.all(changes.map((change, index) => (index % 2 ? ownerB : ownerA).send('PATCH', '/api/admin/site-settings', change)));
    expect(answers.map((answer) => answer.status)).toEqual(changes.map(() => 200));
    const stored = await settingsOf(await ownerA.get('/api/admin/site-settings'));
    for (const change of changes) expect(stored).toMatchObject(change);
  });

  it('refuses bad values with a 400 naming the setting, and anyone but an owner with a 403', async () => {
    const bad: [Record<string, unknown>, string][] = [
      [{ name: '  ' }, 'name'],
      [{ accentColor: 'red; background: url(x)' }, 'accentColor'],
      [{ logoLight: 'javascript:alert(1)' }, 'logoLight'],
      [{ favicon: 'https://elsewhere.example/favicon.ico' }, 'favicon'],
      [{ favicon: '/media/icon.svg' }, 'favicon'],
      [{ websiteUrl: 'ftp://example.com' }, 'websiteUrl'],
      [{ supportEmail: 'not an address' }, 'supportEmail'],
      [{ footerNotices: ['1', '2', '3', '4', '5', '6'] }, 'footerNotices'],
      [{ statTiles: { articles: 'yes' } }, 'statTiles'],
      [{}, ''],
    ];
    for (const [body, field] of bad) {
      const response = await ownerA.send('PATCH', '/api/admin/site-settings', body);
      expect(response.status, JSON.stringify(body)).toBe(400);
      const error = (await response.json()) as { error: string; code: string; details?: unknown };
      expect(error.code).toBe('validation');
      expect(JSON.stringify(error)).toContain(field);
    }
    const { editor } = await teamOf(a, ownerA, ['editor'], 'settings');
    expect((await editor!.get('/api/admin/site-settings')).status).toBe(403);
    expect((await editor!.send('PATCH', '/api/admin/site-settings', { name: 'Editor Docs' })).status).toBe(403);
  });
});
