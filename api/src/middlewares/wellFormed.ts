const MAX_DEPTH = 16;

/**
 * A parsed JSON value (or query/params object) with every string, key included, made well-formed
 * (each lone surrogate replaced by U+FFFD, as UTF-8 and so BSON would store it).
 * JSON may carry escaped lone surrogates (`"\ud800"`); the database would store U+FFFD in their place,
 * so without this an answer would echo a value that differs from the one stored. Values nested
 * deeper than any contract goes are left as they are (validation refuses them; no deep recursion).
 */
export function wellFormed(value: unknown, depth = 0): unknown {
  if (typeof value === 'string') return value.toWellFormed();
  if (depth >= MAX_DEPTH) return value;
  if (Array.isArray(value)) return value.map((item) => wellFormed(item, depth + 1));
  if (value !== null && typeof value === 'object') {
    const out: Record<string, unknown> = {};
    for (const [key, item] of Object.entries(value)) {
      Object.defineProperty(out, key.toWellFormed(), { value: wellFormed(item, depth + 1), enumerable: true, writable: true, configurable: true });
    }
    return out;
  }
  return value;
}
