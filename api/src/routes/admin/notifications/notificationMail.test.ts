import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asAdmin, signIn, type AdminClient } from '../../../../test/admin';
import { publishedArticles } from '../../../../test/articles';
import { startTestApi, type TestApi } from '../../../../test/harness';
import { acceptAndSignIn, invite } from '../../../../test/people';
import { saveRevision, submit } from '../../../../test/reviews';
import { mailsTo, startSmtp, textOf, type TestSmtp } from '../../../../test/smtp';
import { DIGEST_HOUR_UTC, startDigests } from '../../../events/digest';

let smtp: TestSmtp;
let api: TestApi;
/** Three publishers (an Owner among them), one for each mail choice, and the editor whose submits they hear of. */
const team: Record<'each' | 'none' | 'digest' | 'editor', AdminClient> = {} as never;
beforeAll(async () => {
  smtp = await startSmtp();
  api = await startTestApi({ env: { SMTP_URL: smtp.url(), MAIL_FROM: 'KB <kb@example.com>', PUBLIC_ORIGIN: 'https://kb.example.com' } });
  const owner = asAdmin(api, (await signIn(api, 'Mail Owner', '203.0.113.60')).sessionToken);
  const people = [
    ['each', 'publisher'],
    ['none', 'owner'],
    ['digest', 'publisher'],
    ['editor', 'editor'],
  ] as const;
  for (const [n, [who, role]] of people.entries())
    team[who] = asAdmin(api, (await acceptAndSignIn(api, await invite(owner, `${who}@example.com`, role), `198.18.50.${n + 1}`)).sessionToken);
});
afterAll(async () => {
  await api.close();
  await smtp.close();
});

/** Mails to `who` since the team was invited (their invitations aside). */
let invited = 0;
const sentTo = (who: string) => smtp.received.slice(invited).filter((mail) => mail.to.includes(`${who}@example.com`));
const choose = async (client: AdminClient, mail: string) => expect((await client.send('PATCH', '/api/admin/account/notifications', { mail })).status).toBe(200);

describe('notifications by mail (SMTP_URL)', () => {
  it('"each" mails every notification at once with a link into the console; "none" mails nothing; "daily digest" waits for the digest', async () => {
    expect(await (await team.each.get('/api/admin/account/notifications')).json()).toEqual({ mail: 'each', mailConfigured: true });
    await choose(team.none, 'none');
    await choose(team.digest, 'digest');
    invited = smtp.received.length;

    const [first, second] = publishedArticles(api.deps.readModel);
    await submit(team.editor, (await saveRevision(team.editor, first!._id, '<p>For the publishers.</p>')).id);
    await submit(team.editor, (await saveRevision(team.editor, second!._id, '<p>For the publishers, again.</p>')).id);

    const mails = await mailsTo(smtp, 'each@example.com', 2, invited);
    expect(mails).toHaveLength(2);
    expect(mails[0]!.data).toMatch(/^Subject: /m);
    expect(textOf(mails[0]!)).toContain(`editor asked for a review of “${first!.title}”.`);
    expect(textOf(mails[0]!)).toContain('https://kb.example.com/admin/reviews');
    expect(textOf(mails[1]!)).toContain(`review of “${second!.title}”`);
    expect(sentTo('none')).toHaveLength(0);
    expect(sentTo('digest')).toHaveLength(0);
    expect(smtp.received.length - invited).toBe(2);

    // The digest, with a clock set to tomorrow: before its hour nothing; from its hour one mail of both entries, once.
    const digests = startDigests(api.deps, 0);
    const tomorrow = new Date(Date.now() + 86_400_000);
    const at = (hour: number) => new Date(Date.UTC(tomorrow.getUTCFullYear(), tomorrow.getUTCMonth(), tomorrow.getUTCDate(), hour));
    expect(await digests.runDue(at(DIGEST_HOUR_UTC - 1))).toBe(0);
    expect((await Promise.all([digests.runDue(at(DIGEST_HOUR_UTC)), digests.runDue(at(DIGEST_HOUR_UTC + 1))])).sort()).toEqual([0, 1]);
    const digest = sentTo('digest');
    expect(digest).toHaveLength(1);
    expect(digest[0]!.data).toMatch(/^Subject: 2 notifications from the Skyframe Studio Knowledge Base$/m);
    expect(textOf(digest[0]!)).toContain(`editor asked for a review of “${first!.title}”`);
    expect(textOf(digest[0]!)).toContain(`editor asked for a review of “${second!.title}”`);
    // The next day nothing is left to send.
    expect(await digests.runDue(at(DIGEST_HOUR_UTC + 24))).toBe(0);
    await digests.stop();
    expect(sentTo('none')).toHaveLength(0);
  });
});
