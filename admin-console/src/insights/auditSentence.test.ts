import { describe, expect, it } from 'vitest';
import type { AuditEntry } from '@kb/contracts';
import { auditSentence } from './auditSentence';

const ARTICLE_ID = '7b56a1c2-0000-4000-8000-000000000001';
const entry = (action: string, target: string | null, articleTitle: string | null = null): AuditEntry => ({
  id: '00000000-0000-4000-8000-000000000009',
  adminName: 'Ada',
  personId: null,
  action,
  target,
  articleTitle,
  createdAt: '2026-11-20T10:00:00.000Z',
  edition: null,
  stateBefore: null,
  stateAfter: null,
  revisionIds: [],
  concerns: null,
});

describe('auditSentence', () => {
  it.each([
    [entry('revision.publish', `article:${ARTICLE_ID} revision:abc`, 'Pelican Genlock Guide'), 'Ada published “Pelican Genlock Guide”.'],
    [entry('revision.save', `article:${ARTICLE_ID} revision:abc`, 'Intro'), 'Ada saved a revision of “Intro”.'],
    [entry('article.unpublish', `article:${ARTICLE_ID} slug:intro`, 'Intro'), 'Ada unpublished “Intro”.'],
    [entry('article.delete', `article:${ARTICLE_ID} slug:intro title:Getting Started Fast`), 'Ada deleted “Getting Started Fast”.'],
    [entry('article.restore', `article:${ARTICLE_ID} slug:intro`), 'Ada restored “/intro”.'],
    [entry('revision.delete', `article:${ARTICLE_ID} revision:abc`), 'Ada deleted a revision of an article that no longer exists.'],
    [entry('revision.discard', `article:${ARTICLE_ID} revisions:abc`), 'Ada discarded the unpublished changes of an article that no longer exists.'],
    [entry('review.changesRequested', `article:${ARTICLE_ID} revision:abc`, 'Intro'), 'Ada requested changes to “Intro”.'],
    [
      entry('schedule.publish', `article:${ARTICLE_ID} at:2026-12-01T09:00:00.000Z`, 'Intro'),
      'Ada scheduled “Intro” to be published at 2026-12-01T09:00:00.000Z.',
    ],
    [{ ...entry('content.change', 'articles:12'), adminName: 'kb' }, 'kb changed 12 articles.'],
    [entry('content.change', null), 'Ada changed content.'],
    [entry('session.login', null), 'Ada signed in.'],
    [entry('session.login', 'sso'), 'Ada signed in with single sign-on.'],
    [entry('session.login', 'passkey'), 'Ada signed in with a passkey.'],
    [entry('passkey.add', 'Passkey'), 'Ada added a passkey.'],
    [entry('session.logoutOne', null), 'Ada ended one of their sessions.'],
    [entry('category.create', 'category:abc Heron Rigs'), 'Ada created the category “Heron Rigs”.'],
    [entry('person.invite', 'person:abc grace@example.com role:editor'), 'Ada invited grace@example.com as editor.'],
    [entry('referenceUrl.add', 'https://a.example/kb'), 'Ada added the reference URL https://a.example/kb.'],
    [
      entry('version.release', 'version:abc name:2.0 kept:1.0 published:3 unpublished:2'),
      'Ada made the version 2.0 current (3 articles published, 2 taken off; the docs before it stay as 1.0).',
    ],
    [entry('version.delete', 'version:abc name:2.0 articles:120 changed:12'), 'Ada deleted the version 2.0 and its 12 changed articles.'],
    [entry('something.new', 'x:1'), 'Ada did something.new (x:1).'],
    [entry('something.new', `article:${ARTICLE_ID} n:2`), 'Ada did something.new (n:2).'],
    [
      entry('schedule.ran', `article:${ARTICLE_ID} schedule:abc action:publish outcome:published`, 'Intro'),
      'The scheduled publish of “Intro” by Ada ran: published.',
    ],
    [
      entry('schedule.skipped', `article:${ARTICLE_ID} schedule:abc action:publish outcome:it needs a publisher`, 'Intro'),
      'The scheduled publish of “Intro” by Ada did not run: it needs a publisher.',
    ],
    [entry('translation.publish', `article:${ARTICLE_ID} lang:de revision:abc`, 'Intro'), 'Ada published the Deutsch translation of “Intro”.'],
    [entry('translation.import', 'lang:de saved:3 skipped:40 refused:1'), 'Ada imported an XLIFF file into Deutsch: 3 saved as drafts, 40 skipped, 1 refused.'],
    [
      { ...entry('revision.save', `article:${ARTICLE_ID} revision:abc version:${ARTICLE_ID}`, 'Intro'), edition: { version: '4.2', language: null } },
      'Ada saved a revision of “Intro” in version 4.2.',
    ],
    [
      { ...entry('invitation.accept', 'person:abc nina@example.com role:viewer'), concerns: { personId: null, adminName: 'Olive' } },
      'Ada accepted Olive’s invitation and joined as viewer.',
    ],
  ])('%#: %j reads “%s”', (given, sentence) => {
    expect(auditSentence(given)).toBe(sentence);
  });

  it('never shows an article id when the title is known', () => {
    expect(auditSentence(entry('revision.publish', `article:${ARTICLE_ID} revision:abc`, 'Intro'))).not.toContain(ARTICLE_ID);
  });
});
