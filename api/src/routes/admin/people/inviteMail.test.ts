import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asAdmin, signIn, type AdminClient } from '../../../../test/admin';
import { startTestApi, type TestApi } from '../../../../test/harness';
import { invite } from '../../../../test/people';
import { startSmtp, textOf, type Received, type TestSmtp } from '../../../../test/smtp';
import { NO_PUBLIC_ORIGIN } from '../../../oidc/oidcSettings';

let smtp: TestSmtp;
let received: Received[];
let api: TestApi;
let owner: AdminClient;
beforeAll(async () => {
  smtp = await startSmtp();
  received = smtp.received;
  api = await startTestApi({ seed: false, env: { SMTP_URL: smtp.url(), MAIL_FROM: 'KB <kb@example.com>' } });
  owner = asAdmin(api, (await signIn(api, 'Mail Owner', '203.0.113.90')).sessionToken);
});
afterAll(async () => {
  await api.close();
  await smtp.close();
});

describe('invitation and reset links by mail (SMTP_URL)', () => {
  it('mails the invitation link to the invited address through the SMTP server, and still shows it to copy', async () => {
    const invitation = await invite(owner, 'mia@example.com', 'editor', 'Mia');
    expect(invitation.mailed).toBe(true);
    expect(received).toHaveLength(1);
    const [mail] = received as [Received];
    expect(mail.from).toBe('kb@example.com');
    expect(mail.to).toEqual(['mia@example.com']);
    expect(mail.data).toMatch(/^Subject: You are invited to the Skyframe Studio Knowledge Base$/m);
    expect(textOf(mail)).toContain(invitation.link);
    expect(textOf(mail)).toContain('Hello Mia,');
  });

  it('mails a password reset link', async () => {
    const invitation = await invite(owner, 'max@example.com', 'viewer', 'Max');
    const reset = await owner.send('POST', `/api/admin/people/${invitation.person.id}/reset-password`);
    const { link, mailed } = (await reset.json()) as { link: string; mailed: boolean };
    expect(mailed).toBe(true);
    const mail = received.at(-1) as Received;
    expect(mail.to).toEqual(['max@example.com']);
    expect(mail.data).toMatch(/^Subject: Set a new password for the Skyframe Studio Knowledge Base$/m);
    expect(textOf(mail)).toContain(link);
  });

  it('Resend mails a new link to a pending invitation; Copy link mails nothing', async () => {
    const invitation = await invite(owner, 'rosa@example.com', 'editor', 'Rosa');
    const before = received.length;
    const copied = (await (await owner.send('POST', `/api/admin/people/${invitation.person.id}/invitation`, { mail: false })).json()) as { mailed: boolean };
    expect(copied.mailed).toBe(false);
    expect(received).toHaveLength(before);
    const resent = (await (await owner.send('POST', `/api/admin/people/${invitation.person.id}/invitation`, { mail: true })).json()) as {
      link: string;
      mailed: boolean;
    };
    expect(resent.mailed).toBe(true);
    const mail = received.at(-1) as Received;
    expect(mail.to).toEqual(['rosa@example.com']);
    expect(mail.data).toMatch(/^Subject: You are invited to the Skyframe Studio Knowledge Base$/m);
    expect(textOf(mail)).toContain(resent.link);
  });

  it('when the SMTP server is gone the invitation still succeeds, with the link to copy and mailed: false', async () => {
    const down = await startTestApi({ seed: false, uri: api.databaseUri, env: { SMTP_URL: 'smtp://127.0.0.1:9' } });
    try {
      const owner2 = asAdmin(down, (await signIn(down, 'Mail Owner', '203.0.113.91')).sessionToken);
      const invitation = await invite(owner2, 'nomail@example.com', 'viewer');
      expect(invitation.mailed).toBe(false);
      expect(invitation.link).toContain('#invitation=');
    } finally {
      await down.close();
    }
  });
});

/** A request with a forged Host (and X-Forwarded-Host: the tests trust a proxy), which fetch cannot send. */
function forgedHost(api: TestApi, token: string, method: string, pathname: string, body?: unknown): Promise<{ status: number; body: Record<string, unknown> }> {
  const { port } = new URL(api.url);
  const payload = body === undefined ? '' : JSON.stringify(body);
  const headers = {
    Host: 'evil.example',
    'X-Forwarded-Host': 'evil.example',
    'X-Forwarded-For': '203.0.113.95',
    Authorization: `Bearer ${token}`,
    'Content-Type': 'application/json',
    'Content-Length': String(Buffer.byteLength(payload)),
  };
  return new Promise((resolve, reject) => {
    const request = http.request({ host: '127.0.0.1', port, method, path: pathname, headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () =>
        resolve({ status: response.statusCode ?? 0, body: JSON.parse(Buffer.concat(chunks).toString('utf8')) as Record<string, unknown> }),
      );
    });
    request.on('error', reject);
    request.end(payload);
  });
}

describe('invitation and reset links take their origin from PUBLIC_ORIGIN, never from the request’s Host', () => {
  it('a forged Host changes neither the link shown nor the link mailed', async () => {
    const site = await startTestApi({ seed: false, env: { PUBLIC_ORIGIN: 'https://kb.example.com', SMTP_URL: smtp.url() } });
    try {
      const { sessionToken } = await signIn(site, 'Mail Owner', '203.0.113.94');
      const invited = await forgedHost(site, sessionToken, 'POST', '/api/admin/people', { email: 'host@example.com', name: 'Host', role: 'viewer' });
      expect(invited.status).toBe(201);
      expect(invited.body.link).toMatch(/^https:\/\/kb\.example\.com\/admin\/login#invitation=[A-Za-z0-9_-]{43}$/);
      expect(textOf(received.at(-1)!)).toContain(invited.body.link);
      const reset = await forgedHost(site, sessionToken, 'POST', `/api/admin/people/${(invited.body.person as { id: string }).id}/reset-password`);
      expect(reset.body.link).toMatch(/^https:\/\/kb\.example\.com\/admin\/login#invitation=/);
      expect(textOf(received.at(-1)!)).toContain(reset.body.link);
      expect(received.map(textOf).join('\n')).not.toContain('evil.example');
    } finally {
      await site.close();
    }
  });

  it('in production without PUBLIC_ORIGIN no link is made (503), nothing is mailed and nobody is added', async () => {
    const production = await startTestApi({ seed: false, env: { NODE_ENV: 'production', ADMIN_PASSWORD: 'production-password-1', SMTP_URL: smtp.url() } });
    try {
      const signedIn = await production.send(
        'POST',
        '/api/admin/login',
        { adminName: 'Mail Owner', password: 'production-password-1' },
        { 'X-Forwarded-For': '203.0.113.96' },
      );
      const mailsBefore = received.length;
      const invited = await forgedHost(production, ((await signedIn.json()) as { sessionToken: string }).sessionToken, 'POST', '/api/admin/people', {
        email: 'prod@example.com',
        name: 'Prod',
        role: 'viewer',
      });
      expect(invited).toEqual({ status: 503, body: { error: NO_PUBLIC_ORIGIN, code: 'unavailable' } });
      expect(received).toHaveLength(mailsBefore);
      expect(await production.deps.models.Person.countDocuments()).toBe(0);
    } finally {
      await production.close();
    }
  });
});
