import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asAdmin, signIn, type AdminClient } from '../../../../test/admin';
import { startTestApi, type TestApi } from '../../../../test/harness';
import { invite } from '../../../../test/people';

interface Received {
  from: string;
  to: string[];
  data: string;
}

const received: Received[] = [];
/** A real SMTP server on 127.0.0.1 that keeps what it is sent (no TLS, no authentication: a local test relay). */
const smtp = new SMTPServer({
  disabledCommands: ['STARTTLS', 'AUTH'],
  logger: false,
  onData(stream, session, callback) {
    const chunks: Buffer[] = [];
    stream.on('data', (chunk: Buffer) => chunks.push(chunk));
    stream.on('end', () => {
      const envelope = session.envelope;
      received.push({ from: envelope.mailFrom ? envelope.mailFrom.address : '', to: envelope.rcptTo.map((r) => r.address), data: Buffer.concat(chunks).toString('utf8') });
      callback();
    });
  },
});

let api: TestApi;
let owner: AdminClient;
beforeAll(async () => {
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  const { port } = smtp.server.address() as AddressInfo;
  api = await startTestApi({ seed: false, env: { SMTP_URL: `smtp://127.0.0.1:${port}`, MAIL_FROM: 'KB <kb@example.com>' } });
  owner = asAdmin(api, (await signIn(api, 'Mail Owner', '203.0.113.90')).sessionToken);
});
afterAll(async () => {
  await api.close();
  await new Promise<void>((resolve) => smtp.close(() => resolve()));
});

/** The mail's text with quoted-printable soft line breaks joined. */
const textOf = (mail: Received) => mail.data.replace(/=\r?\n/g, '').replace(/=3D/g, '=');

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
