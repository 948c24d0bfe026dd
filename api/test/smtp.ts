import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface Received {
  from: string;
  to: string[];
  data: string;
}

export interface TestSmtp {
  /** What it was sent, oldest first. */
  received: Received[];
  /** smtp://127.0.0.1:<port>, for SMTP_URL. */
  url(): string;
  port(): number;
  close(): Promise<void>;
}

/** A real SMTP server on 127.0.0.1 that keeps what it is sent (no TLS, no authentication: a local test relay), listening. */
export async function startSmtp(): Promise<TestSmtp> {
  const received: Received[] = [];
  const smtp = new SMTPServer({
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const envelope = session.envelope;
        received.push({
          from: envelope.mailFrom ? envelope.mailFrom.address : '',
          to: envelope.rcptTo.map((r) => r.address),
          data: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  const port = () => (smtp.server.address() as AddressInfo).port;
  return { received, port, url: () => `smtp://127.0.0.1:${port()}`, close: () => new Promise<void>((resolve) => smtp.close(() => resolve())) };
}

/** A mail's text, quoted-printable decoded when it was sent so (soft line breaks joined, `=XX` bytes as UTF-8). */
export function textOf(mail: Received): string {
  if (!/^Content-Transfer-Encoding: quoted-printable/im.test(mail.data)) return mail.data;
  const joined = mail.data.replace(/=\r?\n/g, '');
  return Buffer.from(
    joined.replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))),
    'latin1',
  ).toString('utf8');
}

/** The mails sent to `to` after the first `since` received (waits up to 5 s for `count` of them: mail goes out after the request answers). */
export async function mailsTo(smtp: TestSmtp, to: string, count: number, since = 0): Promise<Received[]> {
  const sent = () => smtp.received.slice(since).filter((mail) => mail.to.includes(to));
  for (const started = Date.now(); sent().length < count && Date.now() - started < 5000;) await new Promise((resolve) => setTimeout(resolve, 25));
  return sent();
}
