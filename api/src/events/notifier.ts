import type { Connection } from 'mongoose';
import type { AppDeps } from '../deps';
import type { Logger } from '../logger';
import type { Models } from '../models';
import { LinkMailer } from '../people/mailer';

/** How an app's notifications go out by mail: its mailer (SMTP_URL), its logger, and links on its public origin. */
export interface Notifier {
  mailer: LinkMailer;
  logger: Logger;
  /** A console path as a link to put in a mail (the path alone without PUBLIC_ORIGIN). */
  link(path: string): string;
}

const notifiers = new WeakMap<Connection, Notifier>();

/** The app's notifier for its database connection (each app, and each test app, has its own connection). */
export function registerNotifier({ conn, env, logger }: Pick<AppDeps, 'conn' | 'env' | 'logger'>): Notifier {
  const notifier: Notifier = { mailer: new LinkMailer(env, logger), logger, link: (path) => `${env.PUBLIC_ORIGIN ?? ''}${path}` };
  notifiers.set(conn, notifier);
  return notifier;
}

/** The notifier of the connection the models use, if an app registered one (the CLI does not: nothing is mailed). */
export const notifierOf = (models: Models): Notifier | undefined => notifiers.get(models.AuditEntry.db);
