import Router from '@koa/router';
import { calls } from '@kb/contracts';
import type { AppDeps } from '../../../deps';
import { Conflict } from '../../../errors';
import { listNotifications, mailChoiceOf, markRead, recipientOf, unreadCount } from '../../../events/notifications';
import { notifierOf } from '../../../events/notifier';
import type { PersonDoc } from '../../../models';
import { adminRoute } from '../route';

/**
 * The caller's notifications (derived from the event log, api/src/events): the unread count the console polls
 * (one indexed read), the list with "Mark all read", and under Account how they come by mail.
 */
export function notificationRoutes({ models }: AppDeps): Router {
  const router = new Router();
  const mailConfigured = () => notifierOf(models)?.mailer.configured === true;

  adminRoute(router, models, calls.unreadNotifications, async ({ admin }) => ({ unread: await unreadCount(models, recipientOf(admin())) }));

  adminRoute(router, models, calls.notifications, async ({ admin }) => listNotifications(models, recipientOf(admin())));

  adminRoute(router, models, calls.markNotificationsRead, async ({ admin, input }) => ({
    unread: await markRead(models, recipientOf(admin()), input.body.ids),
  }));

  adminRoute(router, models, calls.notificationSettings, async ({ admin }) => {
    const { personId } = admin();
    const person = personId ? await models.Person.findById(personId, { notificationMail: 1 }).lean<PersonDoc>() : null;
    return { mail: person ? mailChoiceOf(person) : 'none', mailConfigured: mailConfigured() };
  });

  adminRoute(router, models, calls.updateNotificationSettings, async ({ admin, input }) => {
    const { personId } = admin();
    if (!personId) throw Conflict('The shared password’s sign-in has no address to mail: sign in as a person to choose notification mail');
    const { mail } = input.body;
    await models.Person.updateOne({ _id: personId }, { $set: { notificationMail: mail } });
    return { mail, mailConfigured: mailConfigured() };
  });

  return router;
}
