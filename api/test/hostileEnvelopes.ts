import fc from 'fast-check';
import { hostileString } from './hostileInput';

/**
 * Contract-valid request envelopes with hostile values inside: the right fields of the right types,
 * so the requests pass validation and reach the handlers and the database. Ids are references
 * (`pick`) resolved at run time to real ids from the seed or from earlier accepted requests, or a
 * fresh UUID that names nothing.
 */

/** Content an editor would never send: NUL and control characters, `$`- and `__proto__`-shaped text, markup, huge. */
const hostileContent = fc.oneof(
  { arbitrary: hostileString, weight: 4 },
  {
    arbitrary: fc.constantFrom(
      '<p>a\u0000b</p>',
      '<p>\u0001\u0002\u0003\u001b[31m\u007f</p>',
      '<p>{"$where":"sleep(1000)"}</p>',
      '<p data-x="__proto__">{"__proto__":{"polluted":true}}</p>',
      '<h2>$set</h2><p>$inc</p>',
      '<img src=x onerror=alert(1)><p>kept</p>',
      '<script>alert(1)</script>',
      '<p>\ud800 lone surrogate</p>',
      '<p>\u202e right-to-left override</p>',
      '<a href="javascript:alert(1)">x</a>',
    ),
    weight: 3,
  },
  { arbitrary: fc.constantFrom(200_000, 999_990, 1_000_001).map((n) => `<p>${'x'.repeat(n - 7)}</p>`), weight: 1 },
);

/** URL-shaped strings: valid http(s) pointing at internal targets, odd forms, invalid ones, too long. */
const hostileUrl = fc.oneof(
  {
    arbitrary: fc.constantFrom(
      'http://127.0.0.1/admin',
      'http://[::1]/',
      'http://[::ffff:127.0.0.1]/',
      'http://2130706433/',
      'http://0x7f000001/',
      'http://169.254.169.254/latest/meta-data/',
      'http://metadata.google.internal/computeMetadata/v1/',
      '  https://example.com/padded  ',
      'HTTPS://EXAMPLE.COM/$where?__proto__[x]=1',
      'http://example.com/%00',
      'http://example.com/a\u0000b',
      'http://user:pass@example.com/',
      'javascript:alert(1)',
      'file:///etc/passwd',
      'gopher://127.0.0.1:70/_',
      'http://',
      '',
    ),
    weight: 3,
  },
  { arbitrary: fc.webUrl({ withQueryParameters: true, withFragments: true }), weight: 3 },
  { arbitrary: hostileString.map((s) => `http://example.com/${s}`), weight: 2 },
  { arbitrary: fc.constantFrom(2_000, 2_048, 2_049).map((n) => `https://example.com/${'a'.repeat(n - 20)}`), weight: 1 },
);

/** Extra keys the contracts drop: operator and prototype keys with hostile values. */
const extraKeys = fc.dictionary(
  fc.constantFrom('$set', '$where', '$ne', '__proto__', 'constructor', 'isPublished', 'adminName', '_id'),
  fc.constantFrom<unknown>({ $ne: null }, { $gt: '' }, { polluted: true }, true, 'x', null),
  { maxKeys: 3 },
);

/** Points at a known record (index into what exists at run time) or at nothing (a fresh UUID). */
const idRef = fc.oneof(
  { arbitrary: fc.nat().map((pick) => ({ pick }) as const), weight: 4 },
  { arbitrary: fc.uuid({ version: 4 }).map((uuid) => ({ uuid }) as const), weight: 1 },
);
export type IdRef = { pick: number } | { uuid: string };

const hostileName = fc.oneof(
  { arbitrary: hostileString, weight: 3 },
  { arbitrary: fc.constantFrom('  Ada  ', '$gt', '__proto__', 'constructor', 'a\u0000b', '\u00a0Ada\u3000', 'x'.repeat(80), 'x'.repeat(81)), weight: 2 },
);

export type Command =
  | { route: 'saveRevision'; article: IdRef; content: string; extra: object }
  | { route: 'publishRevision'; revision: IdRef }
  | { route: 'deleteRevision'; revision: IdRef }
  | { route: 'revisions'; article: IdRef }
  | { route: 'addReferenceUrl'; url: string; extra: object }
  | { route: 'updateReferenceUrl'; ref: IdRef; enabled: boolean; extra: object }
  | { route: 'deleteReferenceUrl'; ref: IdRef }
  | { route: 'login'; adminName: string; password: string | null; extra: object }
  | { route: 'search'; q: string };

/** One request of any kind; `password: null` stands for the right password. */
export const command: fc.Arbitrary<Command> = fc.oneof(
  { arbitrary: fc.record({ route: fc.constant('saveRevision' as const), article: idRef, content: hostileContent, extra: extraKeys }), weight: 4 },
  { arbitrary: fc.record({ route: fc.constant('publishRevision' as const), revision: idRef }), weight: 2 },
  { arbitrary: fc.record({ route: fc.constant('deleteRevision' as const), revision: idRef }), weight: 1 },
  { arbitrary: fc.record({ route: fc.constant('revisions' as const), article: idRef }), weight: 1 },
  { arbitrary: fc.record({ route: fc.constant('addReferenceUrl' as const), url: hostileUrl, extra: extraKeys }), weight: 3 },
  { arbitrary: fc.record({ route: fc.constant('updateReferenceUrl' as const), ref: idRef, enabled: fc.boolean(), extra: extraKeys }), weight: 1 },
  { arbitrary: fc.record({ route: fc.constant('deleteReferenceUrl' as const), ref: idRef }), weight: 1 },
  {
    arbitrary: fc.record({
      route: fc.constant('login' as const),
      adminName: hostileName,
      password: fc.oneof({ arbitrary: fc.constant(null), weight: 3 }, { arbitrary: hostileString, weight: 1 }),
      extra: extraKeys,
    }),
    weight: 3,
  },
  { arbitrary: fc.record({ route: fc.constant('search' as const), q: hostileString.map((s) => s.slice(0, 300)) }), weight: 2 },
);
