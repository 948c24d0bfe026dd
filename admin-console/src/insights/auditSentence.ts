import { LANGUAGE_NAMES, type AuditEntry, type Language } from '@kb/contracts';

/** `key:value` parts of an audit target ('article:<id> slug:intro title:Intro' → { article, slug, title }); a last key takes the rest. */
function parts(target: string | null): Record<string, string> {
  const found: Record<string, string> = {};
  for (const match of (target ?? '').matchAll(/(\w+):(.*?)(?=\s\w+:|$)/g)) found[match[1]!] = match[2]!.trim();
  return found;
}

/** The target after its leading `<kind>:<id>` ('category:<id> Rigs' → 'Rigs'). */
const rest = (target: string) => target.replace(/^\w+:\S+\s*/, '');

/** What an action did, given the entry's article (quoted title), its target's parts, the raw target and the entry; `{who}` puts the actor elsewhere than first. */
type Phrase = (article: string, part: Record<string, string>, target: string, entry: AuditEntry) => string;

const languageName = (code: string | undefined) => (code && LANGUAGE_NAMES[code as Language]) ?? code ?? 'another language';
const outcome = (part: Record<string, string>) => part.outcome ?? 'done';

const ARTICLE: Record<string, Phrase> = {
  'article.create': (a) => `created ${a}`,
  'article.createFromConcept': (a) => `created ${a} from a saved concept`,
  'article.settings': (a, _, t) => `changed the settings of ${a}${rest(t) ? ` (${rest(t)})` : ''}`,
  'article.unpublish': (a) => `unpublished ${a}`,
  'article.restore': (a) => `restored ${a}`,
  'article.delete': (a) => `deleted ${a}`,
  'revision.save': (a) => `saved a revision of ${a}`,
  'revision.publish': (a) => `published ${a}`,
  'revision.delete': (a) => `deleted a revision of ${a}`,
  'revision.discard': (a) => `discarded the unpublished changes of ${a}`,
  'review.submit': (a) => `submitted ${a} for review`,
  'review.approved': (a) => `approved ${a}`,
  'review.changesRequested': (a) => `requested changes to ${a}`,
  'schedule.publish': (a, p) => `scheduled ${a} to be published at ${p.at ?? 'a later time'}`,
  'schedule.unpublish': (a, p) => `scheduled ${a} to be unpublished at ${p.at ?? 'a later time'}`,
  'schedule.cancel': (a) => `cancelled the schedule of ${a}`,
  'schedule.ran': (a, p) => `The scheduled ${p.action ?? 'publish'} of ${a} by {who} ran: ${outcome(p)}`,
  'schedule.skipped': (a, p) => `The scheduled ${p.action ?? 'publish'} of ${a} by {who} did not run: ${outcome(p)}`,
  'article.settings.save': (a) => `saved a settings change of ${a}, waiting for a publisher`,
  'translation.save': (a, p) => `saved the ${languageName(p.lang)} translation of ${a}`,
  'translation.draft': (a, p) => `drafted a machine translation into ${languageName(p.lang)} of ${a}`,
  'translation.publish': (a, p) => `published the ${languageName(p.lang)} translation of ${a}`,
  'translation.import': (_, p) =>
    `imported an XLIFF file into ${languageName(p.lang)}: ${p.saved ?? 0} saved as drafts, ${p.skipped ?? 0} skipped, ${p.refused ?? 0} refused`,
};

const OTHER: Record<string, Phrase> = {
  'session.login': (_, __, t) =>
    ({
      sso: 'signed in with single sign-on',
      passkey: 'signed in with a passkey',
      passwordAndPasskey: 'signed in with their password and a passkey',
      ssoAndPasskey: 'signed in with single sign-on and a passkey',
    })[t] ?? 'signed in',
  'session.logoutOne': () => 'ended one of their sessions',
  'passkey.add': () => 'added a passkey',
  'passkey.remove': () => 'removed a passkey',
  'passkey.rename': (_, __, t) => `named a passkey “${t}”`,
  'account.password': () => 'changed their password',
  'account.name': (_, __, t) => `changed their name (${t})`,
  'secondFactor.on': () => 'asked for their passkey after their password',
  'secondFactor.off': () => 'stopped asking for their passkey after their password',
  'session.logout': () => 'signed out',
  'session.logoutEverywhere': (_, __, t) => `signed out everywhere (${t} ended)`,
  'session.loginFailed': (_, __, t) => `failed to sign in (${t})`,
  'category.create': (_, __, t) => `created the category “${rest(t)}”`,
  'category.update': (_, __, t) => `changed the category ${rest(t)}`,
  'category.delete': (_, __, t) => `deleted the category “${rest(t)}”`,
  'concept.save': (_, __, t) => `saved the concept “${t}”`,
  'concept.delete': (_, __, t) => `deleted the concept “${t}”`,
  'referenceUrl.add': (_, __, t) => `added the reference URL ${t}`,
  'referenceUrl.delete': (_, __, t) => `deleted the reference URL ${t}`,
  'referenceUrl.enable': (_, __, t) => `turned on the reference URL ${t}`,
  'referenceUrl.disable': (_, __, t) => `turned off the reference URL ${t}`,
  'analysis.generate': (_, __, t) => `generated a content gap analysis (${t})`,
  'media.upload': (_, __, t) => `uploaded the image ${t}`,
  'content.change': (_, p) => (p.articles ? `changed ${p.articles} articles` : 'changed content'),
  'settings.update': (_, __, t) => `changed the site settings${t ? ` (${t})` : ''}`,
  'person.invite': (_, p, t) => `invited ${t.split(' ')[1] ?? 'someone'}${p.role ? ` as ${p.role}` : ''}`,
  'person.role': (_, p, t) => `made ${t.split(' ')[1] ?? 'someone'} ${p.role ?? 'another role'}`,
  'person.remove': (_, __, t) => `removed ${t.split(' ')[1] ?? 'someone'}`,
  'person.resetPassword': (_, __, t) => `sent a password reset link to ${t.split(' ')[1] ?? 'someone'}`,
  'person.removePasskey': (_, __, t) => `removed a passkey of ${t.split(' ')[1] ?? 'someone'}`,
  'person.setPassword': () => 'set their password',
  'invitation.link': (_, __, t) => `made another invitation link for ${t.split(' ')[1] ?? 'someone'}`,
  'invitation.resend': (_, __, t) => `sent the invitation to ${t.split(' ')[1] ?? 'someone'} again`,
  'invitation.revoke': (_, __, t) => `revoked the invitation of ${t.split(' ')[1] ?? 'someone'}`,
  'invitation.accept': (_, p, __, e) =>
    `accepted ${e.concerns ? `${e.concerns.adminName}’s invitation` : 'an invitation'}${p.role ? ` and joined as ${p.role}` : ''}`,
  'version.create': (_, p) => `created the version ${p.name ?? ''}`.trim(),
  'version.update': (_, __, t) => `changed the version ${rest(t)}`,
  'version.release': (_, p) =>
    `made the version ${p.name ?? ''} current (${p.published ?? 0} articles published, ${p.unpublished ?? 0} taken off; the docs before it stay as ${p.kept ?? 'a deprecated version'})`,
  'version.delete': (_, p) => `deleted the version ${p.name ?? ''} and its ${p.changed ?? 0} changed articles`,
};

/** A raw target without the ids it names (`article:<uuid>`), for actions without a phrase. */
const withoutIds = (target: string) => target.replace(/\b\w+:[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\s*/g, '').trim();

/**
 * An audit entry as a sentence with names and titles, never ids: 'Ada published “Pelican Genlock Guide”.' The
 * article's current title comes from the API (the title it had then, once it is gone; older entries keep
 * theirs in the target). Actions without a phrase read as 'Ada did <action> (<target without ids>)'.
 */
export function auditSentence(entry: AuditEntry): string {
  const target = entry.target ?? '';
  const part = parts(entry.target);
  const articleName = entry.articleTitle ?? part.title ?? (part.slug ? `/${part.slug}` : null);
  const version = entry.edition?.version ? ` in version ${entry.edition.version}` : '';
  const article = articleName ? `“${articleName}”${version}` : 'an article that no longer exists';
  const shown = withoutIds(target);
  const phrase = (ARTICLE[entry.action] ?? OTHER[entry.action])?.(article, part, target, entry) ?? `did ${entry.action}${shown ? ` (${shown})` : ''}`;
  return phrase.includes('{who}') ? `${phrase.replace('{who}', () => entry.adminName)}.` : `${entry.adminName} ${phrase}.`;
}
