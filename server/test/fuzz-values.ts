import fc from 'fast-check';
import { validate, type Struct } from 'superstruct';

/**
 * Values for the fuzz suite, read off the contract's schemas: a valid sample of every body and query (so a
 * mutation of one field reaches the handler behind the other fields' checks), and the hostile values put in
 * place of a field, a whole body or a query parameter.
 */
export type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
type AnyStruct = Struct<any, any>;

/** What a field of this name is given first, when it passes the field's schema: a value that gets past the rules. */
export interface SampleHints {
  byKey: Record<string, Json[]>;
  /** tried for every other leaf, in order */
  fallback: Json[];
}

const passes = (value: unknown, struct: AnyStruct) => validate(value, struct, { coerce: true })[0] === undefined;

/**
 * A value that passes `struct`, built field by field: objects from their schema, arrays of one element,
 * enums and literals from their own values, any other leaf (strings, refined numbers, unions, records)
 * the first hint that passes. An optional field no hint fits is left out. Undefined when nothing fits.
 */
export function sampleOf(struct: AnyStruct, hints: SampleHints, key = ''): Json | undefined {
  if (struct.type === 'object' || struct.type === 'type') {
    const out: Record<string, Json> = {};
    for (const [field, schema] of Object.entries(struct.schema as Record<string, AnyStruct>)) {
      const value = sampleOf(schema, hints, field);
      if (value !== undefined) out[field] = value;
    }
    return passes(out, struct) ? out : undefined;
  }
  if (struct.type === 'array') {
    const element = sampleOf(struct.schema as AnyStruct, hints, key);
    return element === undefined ? [] : [element];
  }
  if (struct.type === 'enums') return Object.values(struct.schema as Record<string, Json>)[0];
  if (struct.type === 'literal') return struct.schema as Json;
  return [...(hints.byKey[key] ?? []), ...hints.fallback].find((candidate) => passes(candidate, struct));
}

/** Every path inside a sample that a mutation can aim at: each field of each object, at any depth. */
export function pathsOf(value: Json, prefix: string[] = []): string[][] {
  if (typeof value !== 'object' || value === null) return [];
  const keys = Array.isArray(value) ? value.map((_, i) => String(i)) : Object.keys(value);
  return keys.flatMap((k) => [[...prefix, k], ...pathsOf((value as Record<string, Json>)[k]!, [...prefix, k])]);
}

/** The value at `path` inside `root`. */
export const leafAt = (root: Json, path: string[]): Json | undefined =>
  path.reduce<Json | undefined>(
    (v, k) => (typeof v === 'object' && v !== null && Object.hasOwn(v, k) ? (v as Record<string, Json>)[k] : undefined),
    root,
  );

/** A copy of `root` with the value at `path` replaced (or removed when `value` is undefined). */
export function withAt(root: Json, path: string[], value: Json | undefined): Json {
  if (path.length === 0) return value ?? null;
  const copy = structuredClone(root) as Record<string, Json>;
  let parent = copy;
  for (const k of path.slice(0, -1)) parent = parent[k] as Record<string, Json>;
  const last = path[path.length - 1]!;
  if (value === undefined) delete parent[last];
  // defined, not assigned: a field named __proto__ becomes a field, not the object's prototype
  else Object.defineProperty(parent, last, { value, enumerable: true, writable: true, configurable: true });
  return copy;
}

/** Integers at and around every bound the contract has: int4, the largest safe integer, doubles' extremes. */
export const BOUNDARY_NUMBERS: number[] = [
  0,
  -1,
  1,
  2 ** 31 - 1,
  2 ** 31,
  -(2 ** 31) - 1,
  2 ** 53,
  2 ** 53 + 2,
  1e308,
  -1e308,
  1.5,
  -0.5,
  5e-324,
  10_001,
];

/** The same as a query string carries them, and the texts a number parser trips over. */
export const BOUNDARY_NUMBER_TEXTS: string[] = [
  ...BOUNDARY_NUMBERS.map(String),
  '99999999999999999999',
  '1e308',
  'NaN',
  'Infinity',
  '-Infinity',
  '0x10',
  '+1',
  ' 1',
  '1 ',
  '',
  '00000000000000000000001',
  '9'.repeat(400),
];

/** Strings no form sends: control and invisible characters, NUL, halves of surrogate pairs, SQL and path tricks. */
export const NASTY_STRINGS: string[] = [
  '',
  ' ',
  'a\u0000b',
  '\u0000',
  '\uD800',
  'a\uDC00b',
  '\uDBFF\uDBFF',
  '\uFEFF\u202E\u200B',
  '\r\n\t',
  "' OR 1=1 --",
  '"; DROP TABLE members; --',
  '%00',
  '../../etc/passwd',
  '<script>alert(1)</script>',
  '${process.env}',
  '__proto__',
  'null',
  '\\',
  'ǅ̴̡̧̛̺̙͉̋́̋ͅ',
  '😀'.repeat(100),
];

/** Strings too long for any field, one still within the body limit and one beyond it. */
export const HUGE_STRINGS: string[] = ['x'.repeat(10_000), '😀'.repeat(5_001), 'y'.repeat(70_000)];

const nested = (depth: number): Json => (depth === 0 ? 1 : [nested(depth - 1)]);

/** Characters no form sends, each put into a valid value: the value passes every other check with it. */
const POISON = ['\u0000', '\uD800', '\uDFFF', '\uDBFF\uDBFF'];

/** A valid text with a poison character at the start, in the middle or at the end. */
const poisoned = (valid: string): fc.Arbitrary<string> =>
  fc
    .tuple(fc.constantFrom(...POISON), fc.nat({ max: valid.length }))
    .map(([poison, at]) => valid.slice(0, at) + poison + valid.slice(at));

const weighted = <T>(...pairs: [fc.Arbitrary<T>, number][]) =>
  fc.oneof(...pairs.map(([arbitrary, weight]) => ({ arbitrary, weight })));

/** What goes in place of one field of a JSON body whose valid value is `valid`. */
export function hostileJson(valid: Json | undefined): fc.Arbitrary<Json> {
  return weighted<Json>(
    [poisoned(typeof valid === 'string' ? valid : String(valid ?? 'x')), typeof valid === 'string' ? 4 : 1],
    [fc.constantFrom(...BOUNDARY_NUMBERS), typeof valid === 'number' ? 4 : 1],
    [fc.constantFrom<Json>(null, true, false, [], {}, [[]], { a: 1 }, '1', nested(40)), 2],
    [fc.constantFrom(...NASTY_STRINGS), 2],
    [fc.constantFrom(...HUGE_STRINGS), 1],
    [fc.string({ unit: 'grapheme', maxLength: 300 }), 1],
    [fc.string({ unit: 'binary', maxLength: 50 }), 1],
    [fc.jsonValue({ maxDepth: 3 }) as fc.Arbitrary<Json>, 1],
  );
}

/** What goes in place of one query parameter whose valid value is `valid` (a list repeats the parameter). */
export function hostileQueryValue(valid: string | undefined): fc.Arbitrary<string | string[]> {
  return weighted<string | string[]>(
    [poisoned(valid ?? 'x'), 3],
    [fc.constantFrom(...BOUNDARY_NUMBER_TEXTS), 3],
    [fc.constantFrom(...NASTY_STRINGS), 2],
    [fc.constant('x'.repeat(5_000)), 1],
    [fc.string({ unit: 'grapheme', maxLength: 100 }), 1],
    [fc.string({ unit: 'binary', maxLength: 30 }), 1],
    [fc.constant<string[]>([valid ?? '1', '2']), 1],
  );
}

/** Names of fields nobody declared, JavaScript's own among them. */
export const extraKey: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom('__proto__', 'constructor', 'prototype', 'toString', 'extra', '', 'a\u0000', '\uD800'),
  fc.string({ maxLength: 20 }),
);

/** Bodies that are not the JSON they claim to be, or JSON no call takes. */
export const RAW_BODIES: string[] = [
  '',
  '{',
  '{"a":',
  'null',
  '[]',
  '"text"',
  '12',
  'true',
  '{"__proto__":{"polluted":1}}',
  '{"constructor":{"prototype":{"polluted":1}}}',
  '{"a":1,"a":2}',
  '{"a":"\\ud800"}',
  '{"a":"\\u0000"}',
  '\u0000',
  '\uFEFF{}',
  '['.repeat(5_000) + ']'.repeat(5_000),
  '{"a":'.repeat(5_000) + '1' + '}'.repeat(5_000),
  '['.repeat(40_000),
  JSON.stringify({ a: 'z'.repeat(70_000) }),
];

/**
 * One query value as a URL carries it. encodeURIComponent refuses half a surrogate pair; here it goes out as
 * the three bytes UTF-8 would give it (not valid UTF-8, which is the point).
 */
export function encodeQueryValue(value: string): string {
  let out = '';
  for (const ch of value) {
    const unit = ch.charCodeAt(0);
    if (ch.length === 1 && unit >= 0xd800 && unit <= 0xdfff) {
      const bytes = [0xe0 | (unit >> 12), 0x80 | ((unit >> 6) & 0x3f), 0x80 | (unit & 0x3f)];
      out += bytes.map((b) => '%' + b.toString(16).toUpperCase()).join('');
    } else out += encodeURIComponent(ch);
  }
  return out;
}

/** Query strings a URL parser trips over, appended as they are. */
export const RAW_QUERY_TAILS: string[] = ['%', '%zz', '%E0%A4%A', '&&&', '=', '==1', 'a[b]=1', '__proto__=1', 'a=%00'];
