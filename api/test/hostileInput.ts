import fc from 'fast-check';

/** Strings a hostile or broken client sends: control and NUL characters, huge, operator-like, unicode. */
export const hostileString = fc.oneof(
  { arbitrary: fc.string({ maxLength: 40 }), weight: 4 },
  { arbitrary: fc.string({ unit: 'binary', maxLength: 40 }), weight: 4 },
  {
    arbitrary: fc.constantFrom(
      '\u0000',
      'a\u0000b',
      '\u001b[31m',
      '$gt',
      '$where',
      '__proto__',
      'constructor',
      '../../etc/passwd',
      '<script>alert(1)</script>',
      "'; DROP TABLE x; --",
      'javascript:alert(1)',
      '%00',
      '\ud800',
    ),
    weight: 3,
  },
  { arbitrary: fc.integer({ min: 200, max: 20_000 }).map((n) => 'x'.repeat(n)), weight: 1 },
);

/** Values of every JSON type, including operator objects and prototype keys. */
const hostileValue: fc.Arbitrary<unknown> = fc.letrec((tie) => ({
  value: fc.oneof(
    { depthSize: 'small' },
    hostileString,
    fc.integer(),
    fc.double(),
    fc.boolean(),
    fc.constant(null),
    fc.constantFrom({ $gt: '' }, { $ne: null }, { $where: 'sleep(1000)' }, { $regex: '.*' }, { __proto__: { polluted: true } }),
    fc.array(tie('value'), { maxLength: 4 }),
    fc.dictionary(
      fc.oneof(
        hostileString,
        fc.constantFrom('__proto__', 'constructor', '$set', '$inc', 'url', 'enabled', 'articleId', 'content', 'password', 'adminName', 'referenceUrls'),
      ),
      tie('value'),
      { maxKeys: 4 },
    ),
  ),
})).value;

/** Nesting far beyond anything the contracts accept. */
const deeplyNested = fc.integer({ min: 200, max: 5_000 }).map((depth) => '['.repeat(depth) + ']'.repeat(depth));

/** Raw request bodies: JSON of hostile values, broken JSON, invalid UTF-8, deep nesting, oversized. */
export const hostileBody = fc.oneof(
  hostileValue.map((value) => JSON.stringify(value) ?? 'null'),
  fc.constantFrom('{', '{"a":', 'undefined', '{"url": "http://x"', '\u0000', ''),
  fc
    .uint8Array({ minLength: 1, maxLength: 64 })
    .map((bytes) => Buffer.concat([Buffer.from('{"url":"'), Buffer.from([0xff, 0xfe, ...bytes]), Buffer.from('"}')])),
  deeplyNested,
  fc.constant(JSON.stringify({ content: 'x'.repeat(3 * 1024 * 1024) })),
);
