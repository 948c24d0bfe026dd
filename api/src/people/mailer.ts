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
 * Sends invitation and reset links through SMTP_URL (nodemailer); without it, or when the server
 * refuses, nothing is sent and the owner copies the link shown instead.
 */
export class LinkMailer {
  private readonly transport: Transporter | null;

  constructor(
    private readonly env: Pick<Env, 'SMTP_URL' | 'MAIL_FROM'>,
    private readonly logger: Logger,
  ) {
    this.transport = env.SMTP_URL ? createTransport(env.SMTP_URL) : null;
  }

  /** Whether the mail was accepted by the SMTP server. */
  async send(mail: LinkMail): Promise<boolean> {
    if (!this.transport) return false;
    const action = mail.purpose === 'invite' ? 'accept the invitation and choose your password' : 'choose a new password';
    const text = [
      `Hello ${mail.name},`,
      '',
      `Open this link to ${action}:`,
      mail.link,
      '',
      `The link works once, until ${mail.expiresAt.toUTCString()}.`,
    ].join('\n');
    try {
      await this.transport.sendMail({ from: this.env.MAIL_FROM, to: mail.to, subject: SUBJECTS[mail.purpose], text });
      return true;
    } catch (error) {
      this.logger.warn({ err: error }, 'could not mail a people link; it is shown to copy');
      return false;
    }
  }
}
