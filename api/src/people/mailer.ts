import { createTransport, type Transporter } from 'nodemailer';
import type { Env } from '../env';
import type { Logger } from '../logger';

export interface LinkMail {
  to: string;
  name: string;
  purpose: 'invite' | 'reset';
  link: string;
  expiresAt: Date;
}

const SUBJECTS = {
  invite: 'You are invited to the Skyframe Studio Knowledge Base',
  reset: 'Set a new password for the Skyframe Studio Knowledge Base',
} as const;

/**
 * Sends mail through SMTP_URL (nodemailer): invitation and reset links (without it, or when the server
 * refuses, nothing is sent and the owner copies the link shown instead) and notifications (api/src/events).
 */
export class LinkMailer {
  private readonly transport: Transporter | null;

  constructor(
    private readonly env: Pick<Env, 'SMTP_URL' | 'MAIL_FROM'>,
    private readonly logger: Logger,
  ) {
    this.transport = env.SMTP_URL ? createTransport(env.SMTP_URL) : null;
  }

  /** Whether the site sends mail at all (SMTP_URL is set). */
  get configured(): boolean {
    return this.transport !== null;
  }

  /** Sends a plain-text mail; whether the SMTP server accepted it (false without SMTP_URL, or when refused: logged). */
  async sendText(mail: { to: string; subject: string; text: string }): Promise<boolean> {
    if (!this.transport) return false;
    try {
      await this.transport.sendMail({ from: this.env.MAIL_FROM, ...mail });
      return true;
    } catch (error) {
      this.logger.warn({ err: error, subject: mail.subject }, 'could not send a mail');
      return false;
    }
  }

  /** Whether the mail was accepted by the SMTP server. */
  async send(mail: LinkMail): Promise<boolean> {
    if (!this.transport) return false;
    const action = mail.purpose === 'invite' ? 'accept the invitation and choose your password' : 'choose a new password';
    const text = [`Hello ${mail.name},`, '', `Open this link to ${action}:`, mail.link, '', `The link works once, until ${mail.expiresAt.toUTCString()}.`].join(
      '\n',
    );
    return this.sendText({ to: mail.to, subject: SUBJECTS[mail.purpose], text });
  }
}
